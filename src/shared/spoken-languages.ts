// The languages a worker may say they speak (issue 18): the product's seven first, then South Africa's other official
// languages and those most spoken by workers who came from neighbouring countries (decision 0211). Each is shown by
// its own name, as the language switcher does, so the list reads the same in every catalogue; only South African
// Sign Language has no written own name, and the client translates it.
import { LANGUAGES } from './i18n/languages.js';

const OTHER_SPOKEN_LANGUAGES = [
  { code: 'nr', name: 'isiNdebele' },
  { code: 'ss', name: 'siSwati' },
  { code: 've', name: 'Tshivenḓa' },
  { code: 'ts', name: 'Xitsonga' },
  { code: 'sfs', name: 'South African Sign Language' },
  { code: 'sn', name: 'chiShona' },
  { code: 'ny', name: 'Chichewa' },
  { code: 'pt', name: 'Português' },
  { code: 'fr', name: 'Français' },
  { code: 'sw', name: 'Kiswahili' },
] as const;

export const SPOKEN_LANGUAGES = [
  ...LANGUAGES.map(({ code, name }) => ({ code, name })),
  ...OTHER_SPOKEN_LANGUAGES,
] as const;

export type SpokenLanguageCode = (typeof SPOKEN_LANGUAGES)[number]['code'];

export const SPOKEN_LANGUAGE_CODES = SPOKEN_LANGUAGES.map((l) => l.code) as [
  SpokenLanguageCode,
  ...SpokenLanguageCode[],
];

/** South African Sign Language (ISO 639-3 `sfs`): its name is translated rather than shown as written here. */
export const SIGN_LANGUAGE_CODE = 'sfs' satisfies SpokenLanguageCode;

/** More than anyone lists in practice; keeps a profile card short. */
export const SPOKEN_LANGUAGES_MAX = 8;

export function isSpokenLanguageCode(value: unknown): value is SpokenLanguageCode {
  return typeof value === 'string' && (SPOKEN_LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The name a code is shown by (its own name); an unknown code as it is. */
export function spokenLanguageName(code: string): string {
  return SPOKEN_LANGUAGES.find((l) => l.code === code)?.name ?? code;
}

/** The list's order, duplicates and unknown codes dropped: how a profile stores them. */
export function normaliseSpokenLanguages(codes: readonly string[]): SpokenLanguageCode[] {
  const chosen = new Set(codes);
  return SPOKEN_LANGUAGE_CODES.filter((c) => chosen.has(c));
}
