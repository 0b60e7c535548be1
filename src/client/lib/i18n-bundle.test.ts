// The app pages' catalogues come as one bundle per language (decision 0364, scripts/build/lingui-vite.ts): loading
// APP_CATALOGUES must give every text of each of them, in every language, whichever of them were in before.
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/i18n/languages.js';
import {
  APP_CATALOGUES,
  activateLanguage,
  ensureCatalogues,
  i18n,
  WORKER_DASHBOARD_CATALOGUES,
} from './i18n.js';

const parts = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

async function textsMissing(code: string): Promise<string[]> {
  const missing: string[] = [];
  for (const name of APP_CATALOGUES) {
    const load = parts[`../../locales/${code}/${name}.po`];
    if (!load) throw new Error(`no ${code}/${name}.po`);
    const { messages } = await load();
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    for (const [id, text] of Object.entries(messages)) {
      if (JSON.stringify(i18n.messages[id]) !== JSON.stringify(text)) missing.push(`${name}: ${id}`);
    }
  }
  return missing;
}

// Each catalogue compiles on first import (several seconds each on a busy machine).
describe('the app catalogues bundle', { timeout: 60_000 }, () => {
  // First: a language switch loads every catalogue the pages so far have needed, so later tests have them all.
  it("adds the app's texts to a language whose dashboard catalogues are in already", async () => {
    await activateLanguage('zu');
    await ensureCatalogues(WORKER_DASHBOARD_CATALOGUES);
    expect((await textsMissing('zu')).some((m) => m.startsWith('app: '))).toBe(true);
    await ensureCatalogues(APP_CATALOGUES);
    expect(await textsMissing('zu')).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'zu'))(
    'holds every text of APP_CATALOGUES in %s',
    async (code) => {
      await activateLanguage(code);
      await ensureCatalogues(APP_CATALOGUES);
      expect(await textsMissing(code)).toEqual([]);
    },
  );
});
