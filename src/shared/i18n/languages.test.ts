import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, LANGUAGES, languageName } from './languages.js';

describe('languages', () => {
  it('offers the seven languages of issue 17, each by its own name, English by default', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual(['af', 'en', 'nso', 'st', 'tn', 'xh', 'zu']);
    expect(LANGUAGES.map((l) => l.name)).toEqual([
      'isiZulu',
      'isiXhosa',
      'Afrikaans',
      'Sepedi',
      'Sesotho',
      'Setswana',
      'English',
    ]);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(languageName('nso')).toBe('Sepedi');
  });

  it('recognises only our codes', () => {
    expect(isLanguageCode('zu')).toBe(true);
    expect(isLanguageCode('ZU')).toBe(false);
    expect(isLanguageCode('fr')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});
