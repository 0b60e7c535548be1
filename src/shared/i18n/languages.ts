// The product's languages (issue 17): each shown by its own name, English the default and the source of every text
// (the spec's texts exactly). The order is the switcher's order: the most spoken first, English last.

export const LANGUAGES = [
  { code: 'zu', name: 'isiZulu', englishName: 'Zulu' },
  { code: 'xh', name: 'isiXhosa', englishName: 'Xhosa' },
  { code: 'af', name: 'Afrikaans', englishName: 'Afrikaans' },
  { code: 'nso', name: 'Sepedi', englishName: 'Northern Sotho' },
  { code: 'st', name: 'Sesotho', englishName: 'Southern Sotho' },
  { code: 'tn', name: 'Setswana', englishName: 'Tswana' },
  { code: 'en', name: 'English', englishName: 'English' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** A saved language column as a code: a person who never chose one gets the spec's English. */
export function languageOf(saved: string | null | undefined): LanguageCode {
  return isLanguageCode(saved) ? saved : DEFAULT_LANGUAGE;
}

/** The language's name in that language, as the switcher shows it. */
export function languageName(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.name ?? code;
}

/**
 * The cookie that keeps a visitor's choice before sign-in (and mirrors a signed-in person's): readable by the page
 * script, which picks the catalogue from it, and by the server for messages and error texts.
 */
export const LANGUAGE_COOKIE = 'lang';

/** A year: the choice outlives any session. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The catalogues' stand-in language for finding untranslated text (decision 0182): no product language, never
 * offered or saved; its texts are the English ones with every letter accented, so plain English on a page shown in
 * it did not come from a catalogue.
 */
export const PSEUDO_LOCALE = 'pseudo';

/** The browser setting (localStorage) that shows every page with the pseudo catalogues, for translators and CI. */
export const PSEUDO_LOCALE_STORAGE_KEY = 'wl:pseudo-locale';
