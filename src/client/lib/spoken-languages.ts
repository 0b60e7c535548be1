// How a spoken language reads on a card, the profile and in the pickers: its own name (as the language switcher shows
// the product's languages), except South African Sign Language, which has no written own name and is translated.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SIGN_LANGUAGE_CODE, spokenLanguageName } from '../../shared/spoken-languages.js';

const SIGN_LANGUAGE = msg`South African Sign Language`;

export function spokenLanguageLabel(code: string, i18n: I18n): string {
  return code === SIGN_LANGUAGE_CODE ? i18n._(SIGN_LANGUAGE) : spokenLanguageName(code);
}

/** The names of a worker's languages, in the list's order, for one line of text. */
export function spokenLanguagesText(codes: readonly string[], i18n: I18n): string {
  return codes.map((c) => spokenLanguageLabel(c, i18n)).join(', ');
}
