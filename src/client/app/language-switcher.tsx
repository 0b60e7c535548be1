// The language switcher (issue 17): each language by its own name, the choice kept in the `lang` cookie and, once
// signed in, on the account (PATCH /api/me), which every later message to the person follows (decision 0181).
// Until the client's catalogues are wired the pages stay in English; the choice is already kept for them.
import { Globe } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  type LanguageCode,
} from '../../shared/i18n/languages.js';
import { negotiateLanguage } from '../../shared/i18n/negotiate.js';
import { refreshAuthUser, useAuth } from '../features/auth/shell.js';
import { apiRequest } from '../lib/http.js';

export const LANGUAGE_SWITCHER_TEXTS = {
  label: 'Language',
  saveFailed: 'Could not save your language. Please try again.',
} as const;

/** The visitor's language as the server would pick it: the cookie, else the browser's languages. */
function visitorLanguage(): LanguageCode {
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (isLanguageCode(cookie)) return cookie;
  return negotiateLanguage(navigator.languages.join(','));
}

function writeLanguageCookie(code: LanguageCode): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${LANGUAGE_COOKIE}=${code}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function LanguageSwitcher() {
  const id = useId();
  const { user } = useAuth();
  // English in the prerendered HTML and at hydration; the browser's own choice right after.
  const [visitor, setVisitor] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [failed, setFailed] = useState(false);
  useEffect(() => setVisitor(visitorLanguage()), []);
  const current = user?.language ?? visitor;

  async function choose(code: LanguageCode) {
    setFailed(false);
    setVisitor(code);
    writeLanguageCookie(code);
    if (!user) return;
    try {
      await apiRequest('PATCH', '/api/me', { language: code });
      await refreshAuthUser();
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1">
        <Globe size={16} aria-hidden="true" />
        {LANGUAGE_SWITCHER_TEXTS.label}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) void choose(event.target.value);
        }}
        className="min-h-11 rounded border border-slate-600 bg-slate-800 px-2 text-white"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      {failed ? (
        <p role="alert" className="text-amber-300">
          {LANGUAGE_SWITCHER_TEXTS.saveFailed}
        </p>
      ) : null}
    </div>
  );
}
