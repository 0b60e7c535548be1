// When a lazily loaded part of a prerendered page should load (decision 0188): at once when the page is rendered
// in the browser, but on the prerendered page only once the visitor scrolls near it (its HTML is already shown) or
// switches the language (its texts must change with the rest).
import { i18n } from '@lingui/core';

/** How far below the viewport the part starts loading: about a phone screen of scrolling ahead. */
const AHEAD = '800px';

export function whenNeeded(containerId: string): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const container = document.getElementById(containerId);
  // Rendered by the client (a navigation to the page, not its prerendered HTML): nothing is shown yet.
  if (!container?.hasChildNodes()) return Promise.resolve();
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
