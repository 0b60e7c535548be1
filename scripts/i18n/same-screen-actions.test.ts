// Issue 32, item 6: one translation must not serve two different actions on the same screen. In Sepedi "Tsena" was
// both Sign In and Check in, "Tšwa" both Sign Out and Check out, so a worker tapping the header's "Tšwa" to check out
// signed out. Each screen below lists the English texts of the buttons and links a person sees on it together
// (the header's on every signed-in screen); in every language, two of them must not read the same.
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../src/server/platform/i18n/index.js';
import { LANGUAGE_CODES } from '../../src/shared/i18n/languages.js';

/** The header's actions and links (src/client/app/nav-bar.tsx, signed-in-nav.tsx). */
const HEADER = [
  'Sign In',
  'Get Started',
  'Sign Out',
  'Menu',
  'Skip to content',
  'Find Workers',
  'Jobs Near Me',
  'My Jobs',
  'Upgrade Tier',
  'Verification',
  'Register as a Worker',
  'Hire History',
  'Admin',
];

const SCREENS: Record<string, string[]> = {
  'the signed-out header': ['Sign In', 'Get Started', 'Skip to content'],
  // features/trust/check-in-view.tsx, reached from the dashboard's "Check in".
  'the check-in page': [...HEADER, 'Check in now', 'Check out', 'Check in'],
  // The worker dashboard: hire requests, hires, listing and profile cards.
  'the worker dashboard': [
    ...HEADER,
    'Accept',
    'Decline',
    'Decline Request',
    'Keep Request',
    'Mark Completed',
    'Cancel Hire',
    'Check in',
    'Rate employer',
    'View Public Profile',
    'Apply',
    'Call',
  ],
  // The employer's hires (features/hires/my-hires.tsx).
  'my hires': [...HEADER, 'My Hires', 'Cancel Hire', 'Mark Completed', 'Call', 'Go to Dashboard'],
  // An employer's public profile as a worker sees it (features/trust/employer-profile-view.tsx).
  "an employer's profile": [...HEADER, 'Block this employer', 'Unblock', 'Rate employer'],
  // The signed-in home page's cards.
  'the home page': [
    ...HEADER,
    'Find Work',
    'Hire Workers',
    'Post a Job',
    'Search again',
    'Your data and privacy',
  ],
};

const english = readCatalogue('en').entries;
const idsOf = new Map<string, string>();
for (const [id, entry] of Object.entries(english)) {
  if (!entry.obsolete && entry.source) idsOf.set(entry.source, id);
}

describe('one word per action on a screen (issue 32)', () => {
  it('names only texts the English catalogue has (a renamed button must be renamed here too)', () => {
    const missing = Object.values(SCREENS)
      .flat()
      .filter((text) => !idsOf.has(text));
    expect([...new Set(missing)]).toEqual([]);
  });

  for (const code of LANGUAGE_CODES) {
    it(`${code}: no translation serves two actions of one screen`, () => {
      const entries = readCatalogue(code).entries;
      const clashes: string[] = [];
      for (const [screen, texts] of Object.entries(SCREENS)) {
        const byWord = new Map<string, Set<string>>();
        for (const text of new Set(texts)) {
          const id = idsOf.get(text);
          const translation = (id && entries[id]?.translation) || text;
          const word = translation.trim().toLocaleLowerCase(code);
          byWord.set(word, (byWord.get(word) ?? new Set()).add(text));
        }
        for (const [word, sources] of byWord) {
          if (sources.size > 1) clashes.push(`${screen}: "${word}" is ${[...sources].join(' and ')}`);
        }
      }
      expect(clashes).toEqual([]);
    });
  }
});
