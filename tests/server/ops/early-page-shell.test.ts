// The SPA shell sent for a page opened straight from a link names that page's chunks and the visitor's catalogues
// (modulepreload), so a slow phone fetches them alongside the entry script (issue 22); other routes get the plain shell.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import type { PrerenderManifest } from '../../../src/server/static-site.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-app.js';

const SHELL =
  '<!doctype html><html lang="en-ZA"><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

const MANIFEST: PrerenderManifest = {
  routes: [],
  clientRoutes: ['/find-workers', '/worker/:id', '/account'],
  notFoundFiles: {},
  earlyPages: [
    { pattern: '^\\/find-workers$', files: ['assets/find-workers-1.js', 'assets/query-1.js'] },
    { pattern: '^\\/worker\\/[0-9a-f-]{36}$', files: ['assets/worker-profile-1.js'] },
  ],
  appCatalogues: { en: ['assets/shell-en.js', 'assets/app-en.js'], zu: ['assets/shell-zu.js'] },
};

describe('the SPA shell of an early page', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-shell-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), SHELL);
    fs.writeFileSync(path.join(clientDir, 'prerendered.json'), JSON.stringify(MANIFEST));
    db = await createTestDatabase();
    app = await buildApp(db.config, db.database, { clientDir, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
      (m) => m[1],
    );

  it("preloads the page's chunks and the English catalogues, compressed, varying by language", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/find-workers',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Language');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(preloads(html)).toEqual([
      '/assets/find-workers-1.js',
      '/assets/query-1.js',
      '/assets/shell-en.js',
      '/assets/app-en.js',
    ]);
    // Still the shell the entry renders into, its links in the head.
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("names the language the visitor's cookie chose", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/worker/0b0e7f1e-5b8a-4c1e-9d7a-2f4f3c1d2e3f',
      headers: { cookie: 'lang=zu' },
    });
    expect(res.headers['content-language']).toBe('zu');
    expect(preloads(res.body)).toEqual(['/assets/worker-profile-1.js', '/assets/shell-zu.js']);
  });

  it('sends other app routes the plain shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/account' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([]);
    const notUuid = await app.inject({ method: 'GET', url: '/worker/dashboard' });
    expect(preloads(notUuid.body)).toEqual([]);
  });
});
