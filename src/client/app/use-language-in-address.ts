// A public page's address names its language (/zu/about, decision 0186). When the language changes on such a page
// (the switcher, or a signed-in person's saved choice arriving), the address follows, so a reload or a shared link
// shows what the visitor sees. Unprefixed public pages stay unprefixed: the server serves them in the visitor's
// language (cookie, else Accept-Language).
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { isPublicPath, languagePath, splitLanguagePrefix } from '../../shared/i18n/public-pages.js';

export function useLanguageInAddress(): void {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const active = i18n.locale as LanguageCode;
  useEffect(() => {
    const { language, path } = splitLanguagePrefix(location);
    if (!language || language === active || !isPublicPath(path)) return;
    navigate(`${languagePath(path, active)}${window.location.search}${window.location.hash}`, {
      replace: true,
    });
  }, [active, location, navigate]);
}
