// A safety net behind catalogue-split.test.ts (decision 0254): the sign-in dialog and the worker dashboard load
// fewer catalogues than the other app pages. Should one of them ever show a text of another catalogue, the rest
// arrive (once) and the text replaces its id as soon as they are in. Not in the entry chunk: only those two call it.
import { APP_CATALOGUES, ensureCatalogues, i18n } from './i18n.js';

let watching = false;

export function loadAllTextsIfOneIsMissing(): void {
  if (watching) return;
  watching = true;
  const stop = i18n.on('missing', () => {
    stop();
    if (import.meta.env.DEV)
      console.warn('A text is missing from the catalogues this page loads (decision 0254)');
    void ensureCatalogues(APP_CATALOGUES).catch(() => {
      // Offline: the next page that needs the catalogues retries.
      watching = false;
    });
  });
}
