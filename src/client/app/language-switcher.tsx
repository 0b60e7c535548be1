// The language switcher (issue 17): each language by its own name, the choice kept in the `lang` cookie and, once
// signed in, on the account (PATCH /api/me), which every later message to the person follows (decision 0181). The
// page switches at once: the new language's catalogues are downloaded, then every text re-renders.
import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { useId, useState } from 'react';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '../../shared/i18n/languages.js';
import { refreshAuthUser, useAuth } from '../features/auth/shell.js';
import { apiRequest, discardBody } from '../lib/http.js';
import { activateLanguage } from '../lib/i18n.js';
import { writeLanguageCookie } from './language-cookie.js';

/** `tone`: 'dark' on the footer, 'light' in the sign-in dialog. */
export function LanguageSwitcher({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const id = useId();
  const { user } = useAuth();
  const { i18n, t } = useLingui();
  const [failed, setFailed] = useState(false);
  const current = i18n.locale as LanguageCode;

  async function choose(code: LanguageCode) {
    setFailed(false);
    writeLanguageCookie(code);
    try {
      await activateLanguage(code);
      if (!user) return;
      await discardBody(await apiRequest('PATCH', '/api/me', { language: code }));
      await refreshAuthUser();
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1">
        <Globe size={16} aria-hidden="true" />
        {t`Language`}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) void choose(event.target.value);
        }}
        className={`min-h-11 rounded border px-2 ${
          tone === 'dark'
            ? 'border-slate-600 bg-slate-800 text-white'
            : 'border-slate-300 bg-white text-slate-900'
        }`}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      {failed ? (
        <p role="alert" className={tone === 'dark' ? 'text-amber-300' : 'text-red-700'}>
          {t`Could not save your language. Please try again.`}
        </p>
      ) : null}
    </div>
  );
}
