// Links to public pages in the language the page shows (src/client/lib/language-path.ts).
import { useLingui } from '@lingui/react';
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { languagePath } from '../../shared/i18n/public-pages.js';

/** `href('/about')` is '/zu/about' while the page shows isiZulu; app pages and English keep their paths. */
export function useLanguagePath(): (href: string) => string {
  const { i18n } = useLingui();
  const language = i18n.locale as LanguageCode;
  return (href) => languagePath(href, language);
}
