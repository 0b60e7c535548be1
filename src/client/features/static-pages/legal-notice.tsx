// Legal texts in a language are binding only once a fluent speaker has reviewed that catalogue (docs/i18n/README.md,
// "Review status"); until then the terms and privacy pages say that the English text is the one that counts.
import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/i18n/languages.js';
import { englishPath as englishAddress } from '../../../shared/i18n/public-pages.js';

/**
 * The languages whose information pages a fluent speaker has reviewed (their static.po says
 * `X-Review-Status: reviewed`; legal-notice.test.ts keeps the two in step). None yet.
 */
export const REVIEWED_LEGAL_LANGUAGES: readonly LanguageCode[] = [];

export function LegalNotice({ englishPath }: { englishPath: string }) {
  const { i18n } = useLingui();
  const language = i18n.locale as LanguageCode;
  if (language === DEFAULT_LANGUAGE || REVIEWED_LEGAL_LANGUAGES.includes(language)) return null;
  return (
    <aside className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
      <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-amber-800" />
      <p>
        <Trans>
          This translation was made with machine help and has not yet been checked by a fluent speaker. The
          English text is the binding one: <a href={englishAddress(englishPath)}>read it in English</a>.
        </Trans>
      </p>
    </aside>
  );
}
