// Once the session is known, a signed-in person's saved language (GET /api/auth/user) wins over the cookie and
// the browser's guess: the pages switch to it, and the cookie follows so the next first render is right too. A
// public page whose address names a language (/zu/about, /en/terms) keeps that language (decision 0186): the
// saved choice applies again on the next page without one.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { splitLanguagePrefix } from '../../shared/i18n/public-pages.js';
import { activateLanguage, activeLanguage } from '../lib/i18n.js';
import { writeLanguageCookie } from './language-cookie.js';

export function useSavedLanguage(saved: LanguageCode | undefined): void {
  const [location] = useLocation();
  const addressNamesLanguage = splitLanguagePrefix(location).language !== null;
  useEffect(() => {
    if (!saved || addressNamesLanguage || saved === activeLanguage()) return;
    writeLanguageCookie(saved);
    void activateLanguage(saved);
  }, [saved, addressNamesLanguage]);
}
