// The `lang` cookie the server reads for a visitor's messages and error texts (decision 0181).
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type LanguageCode,
} from '../../shared/i18n/languages.js';
import { writeCookie } from '../lib/cookies.js';

export function writeLanguageCookie(code: LanguageCode): void {
  writeCookie(LANGUAGE_COOKIE, code, LANGUAGE_COOKIE_MAX_AGE_SECONDS);
}
