// An offline form is kept once per page however many components want it, once the page has settled, and not at all
// when every component that wanted it has gone first (decision 0394).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wantKept } from './keep-for-offline.js';
import { OFFLINE_FORMS_ID } from './offline-forms.js';
import { SETTLED_QUIET_MS } from './when-settled.js';

const appended: { rel: string; href: string; fetchPriority: string }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  appended.length = 0;
  vi.stubGlobal('PerformanceObserver', undefined);
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === OFFLINE_FORMS_ID
        ? { textContent: JSON.stringify({ report: ['/assets/report-dialog-a.js', '/assets/schemas-a.js'] }) }
        : null,
    querySelectorAll: () => appended,
    createElement: () => ({ rel: '', href: '', fetchPriority: '', crossOrigin: '' }),
    head: { append: (link: (typeof appended)[number]) => appended.push(link) },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('wantKept', () => {
  it('is not kept while every component that wanted it went before the page settled', () => {
    const releases = [wantKept('report'), wantKept('report')];
    for (const release of releases) release();
    vi.advanceTimersByTime(SETTLED_QUIET_MS * 2);
    expect(appended).toEqual([]);
  });

  it("preloads the form's files once, at low priority, however many components want it", () => {
    const releases = [wantKept('report'), wantKept('report'), wantKept('report')];
    // One of them leaves early: the others still want it.
    releases[0]?.();
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    expect(appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appended.map((l) => [l.rel, l.href, l.fetchPriority])).toEqual([
      ['modulepreload', '/assets/report-dialog-a.js', 'low'],
      ['modulepreload', '/assets/schemas-a.js', 'low'],
    ]);
    // Kept for the page: a later component asks again and nothing more is added.
    wantKept('report');
    vi.advanceTimersByTime(SETTLED_QUIET_MS * 2);
    expect(appended).toHaveLength(2);
  });
});
