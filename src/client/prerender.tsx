// Server-side entry used only at build time: renders the signed-out landing and static pages to HTML so the
// first paint needs no JavaScript; the browser then hydrates the same tree (main.tsx).
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { PRICES_CENTS } from '../shared/constants.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../shared/i18n/languages.js';
import { languagePath } from '../shared/i18n/public-pages.js';
import { App } from './app/App.js';
import { SITE_DESCRIPTION } from './features/static-pages/page-head.js';
import { formatMoney } from './lib/format-money.js';
import { activateLanguage, ensureCatalogues, i18n, translate } from './lib/i18n.js';

/** Routes rendered at build time, and the file each is written to (relative to the client folder). */
export const PRERENDERED_ROUTES = [
  { route: '/', file: 'prerendered/home.html', module: 'pages/home.tsx' },
  { route: '/about', file: 'prerendered/about.html', module: 'pages/static/about.tsx' },
  { route: '/contact', file: 'prerendered/contact.html', module: 'pages/static/contact.tsx' },
  { route: '/privacy', file: 'prerendered/privacy.html', module: 'pages/static/privacy.tsx' },
  { route: '/terms', file: 'prerendered/terms.html', module: 'pages/static/terms.tsx' },
  {
    route: '/success-stories',
    file: 'prerendered/success-stories.html',
    module: 'pages/static/success-stories.tsx',
  },
  { route: '/safety', file: 'prerendered/safety.html', module: 'pages/static/safety.tsx' },
  {
    route: '/household-guide',
    file: 'prerendered/household-guide.html',
    module: 'pages/household-guide.tsx',
  },
  // Any path no route matches renders the 404 screen; the server sends this file with status 404.
  { route: '/__not-found', file: 'prerendered/404.html', module: 'pages/not-found.tsx' },
] as const;

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

/** A public page's body and head texts in `language`, rendered at `route` (its address in that language). */
export async function renderPage(
  route: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
): Promise<RenderedPage> {
  await activateLanguage(language);
  // The page's title: its table (imported as the app does, on demand, or the build warns) and its texts in `common`.
  const [{ documentTitle }] = await Promise.all([
    import('./app/route-titles.js'),
    ensureCatalogues(['static', 'common']),
  ]);
  const html = await render(route === '/__not-found' ? route : languagePath(route, language));
  return {
    html,
    title: documentTitle(route, i18n),
    description: translate(SITE_DESCRIPTION, { price: formatMoney(PRICES_CENTS.registration, language) }),
  };
}

async function render(route: string): Promise<string> {
  // The async render waits for the lazy route chunks, so the page content is in the HTML. The element is built with
  // React's types, which preact/compat implements (decision 0390).
  return renderToStringAsync(
    (
      <StrictMode>
        <Router ssrPath={route}>
          <App prerendered />
        </Router>
      </StrictMode>
    ) as never,
  );
}
