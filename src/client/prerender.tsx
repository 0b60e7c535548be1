// Server-side entry used only at build time: renders the signed-out landing and static pages to HTML so the
// first paint needs no JavaScript; the browser then hydrates the same tree (main.tsx).
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/App.js';

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
  // Any path no route matches renders the 404 screen; the server sends this file with status 404.
  { route: '/__not-found', file: 'prerendered/404.html', module: 'pages/not-found.tsx' },
] as const;

export async function render(route: string): Promise<string> {
  // prerender (unlike renderToString) waits for the lazy route chunks, so the page content is in the HTML.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={route}>
        <App prerendered />
      </Router>
    </StrictMode>,
    // Large boundaries would otherwise be outlined behind inline swap scripts, which the CSP forbids and which
    // need JavaScript: one chunk keeps every page's content in plain HTML.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
