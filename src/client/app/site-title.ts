// The document's title: the prerendered public pages are written with theirs (src/client/prerender.tsx); every
// other page shows the site's title in the page's language, set again when the language changes (issue 17).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { isPublicPath, splitLanguagePrefix } from '../../shared/i18n/public-pages.js';

export const SITE_TITLE = msg`Work Local - Work local. Hire local.`;

export function useSiteTitle(location: string): void {
  // `_` changes with the active language, so the title follows a language switch.
  const { _ } = useLingui();
  useEffect(() => {
    if (isPublicPath(splitLanguagePrefix(location).path)) return;
    document.title = _(SITE_TITLE);
  }, [_, location]);
}
