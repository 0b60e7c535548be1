// The language of the first render. A prerendered page was rendered in one language (its <html lang>, set per
// path prefix: /zu/about is isiZulu) and must hydrate in it; the app's own pages follow the visitor's choice: the
// `lang` cookie (mirrored from the account on sign-in), else the browser's languages. A signed-in person's saved
// language then takes over once the session is known (useSavedLanguage).
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  type LanguageCode,
} from '../../shared/i18n/languages.js';
import { negotiateLanguage } from '../../shared/i18n/negotiate.js';
import { readCookie } from '../lib/cookies.js';

function cookieLanguage(): LanguageCode | undefined {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguageCode(value) ? value : undefined;
}

/** The visitor's language as the server would pick it: the cookie, else the browser's languages. */
function visitorLanguage(): LanguageCode {
  return cookieLanguage() ?? negotiateLanguage(navigator.languages.join(','));
}

export function initialLanguage(prerendered: boolean): LanguageCode {
  if (prerendered) {
    const lang = document.documentElement.lang;
    return isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE;
  }
  return visitorLanguage();
}
