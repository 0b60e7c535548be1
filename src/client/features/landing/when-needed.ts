// When a lazily loaded part of a prerendered page should load (decision 0188): at once when the page is rendered
// in the browser, but on the prerendered page only once the visitor scrolls near it (its HTML is already shown) or
// switches the language (its texts must change with the rest).
import { i18n } from '@lingui/core';
import { pseudoLocaleOn } from '../../lib/i18n.js';

/** How far below the viewport the part starts loading: about a phone screen of scrolling ahead. */
const AHEAD = '800px';

export function whenNeeded(containerId: string): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const container = document.getElementById(containerId);
  // Rendered by the client (a navigation to the page, not its prerendered HTML): nothing is shown yet.
  if (!container?.hasChildNodes()) return Promise.resolve();
  // The pseudo-locale (decision 0182) puts other texts than the prerendered ones on the page from the start, as a
  // language switch does: the part renders now. (React re-rendered the whole page over such a mismatch; Preact keeps
  // a waiting part's HTML as it is, decision 0390.)
  if (pseudoLocaleOn()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    // `change` also follows every catalogue download; only a new language counts.
    const language = i18n.locale;
    const stopListening = i18n.on('change', () => {
      if (i18n.locale !== language) done();
    });
    function done() {
      observer.disconnect();
      stopListening();
      resolve();
    }
    observer.observe(container);
  });
}
