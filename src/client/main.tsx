// The browser entry: hydrates a prerendered page (landing, static pages) or renders the SPA into the empty shell,
// then registers the service worker once the page has settled (when-settled.ts).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { initialLanguage } from './app/initial-language.js';
import { installAutoFocus } from './lib/auto-focus.js';
import { activateLanguage } from './lib/i18n.js';
import { warmIntl } from './lib/warm-intl.js';
import { whenSettled } from './lib/when-settled.js';
import { zodJitless } from './lib/zod-jitless.js';
import './styles.css';

zodJitless();
installAutoFocus();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const prerendered = root.hasChildNodes();
const app = (
  <StrictMode>
    <App prerendered={prerendered} />
  </StrictMode>
);
// The texts must be in before the first render: a prerendered page hydrates in the language it was rendered in.
void activateLanguage(initialLanguage(prerendered)).then(() => {
  if (prerendered) hydrateRoot(root, app);
  else {
    createRoot(root).render(app);
    warmIntl();
  }
});

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    whenSettled(() => {
      navigator.serviceWorker.register('/sw.js').catch(() => {
        // Without a service worker the site still works, only without the offline copy.
      });
    });
  });
}
