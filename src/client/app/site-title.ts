// Sets the document's title from the route table (route-titles.ts), which loads on demand with its texts: a
// prerendered public page opens with its own title in its language, so the landing's entry chunk and catalogue carry
// neither the table nor the titles (decision 0382). Any later navigation or language change sets it again.
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { isPublicPath, splitLanguagePrefix } from '../../shared/i18n/public-pages.js';
import { ensureCatalogues } from '../lib/i18n.js';

/** Sets the title on every navigation and language change. */
export function useSiteTitle(location: string): void {
  // `i18n` answers the active language; `_` changes with it, so the title follows a language switch.
  const { i18n, _ } = useLingui();
  const first = useRef(true);
  useEffect(() => {
    const prerendered = first.current && isPublicPath(splitLanguagePrefix(location).path);
    first.current = false;
    if (prerendered) return;
    let current = true;
    // The titles' texts are in `common`, which every page but the landing's first paint loads anyway.
    void Promise.all([import('./route-titles.js'), ensureCatalogues(['common'])])
      .then(([{ documentTitle }]) => {
        // A quicker navigation since has set its own.
        if (current) document.title = documentTitle(location, i18n);
      })
      // Offline, with the table never fetched: the title stays as it was.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [_, i18n, location]);
}
