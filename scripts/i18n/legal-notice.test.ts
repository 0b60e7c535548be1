import { describe, expect, it } from 'vitest';
import { REVIEWED_LEGAL_LANGUAGES } from '../../src/client/features/static-pages/legal-notice.js';
import { readCatalogue } from '../../src/server/platform/i18n/index.js';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../src/shared/i18n/languages.js';

describe('the legal notice', () => {
  it('is left out exactly for the languages whose information pages a fluent speaker has reviewed', () => {
    const reviewed = LANGUAGE_CODES.filter(
      (code) => code !== DEFAULT_LANGUAGE && readCatalogue(code).fileStatuses?.['static.po'] === 'reviewed',
    );
    expect([...REVIEWED_LEGAL_LANGUAGES].sort()).toEqual(reviewed.sort());
  });
});
