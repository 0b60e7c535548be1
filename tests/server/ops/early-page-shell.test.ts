// The SPA shell sent for a page opened straight from a link names that page's chunks and the visitor's catalogues
// (modulepreload), so a slow phone fetches them alongside the entry script (issue 22); other routes get the plain shell.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { blocks } from '../../../src/server/db/schema.js';
import type { PrerenderManifest } from '../../../src/server/static-site.js';
import { createWorker, signedInUser } from '../../support/factories.js';
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

  it("preloads the English catalogues, then the page's chunks, compressed, varying by language", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/find-workers',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Language');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    // The catalogues first: the largest file the page waits for (decision 0364).
    expect(preloads(html)).toEqual([
      '/assets/shell-en.js',
      '/assets/app-en.js',
      '/assets/find-workers-1.js',
      '/assets/query-1.js',
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
    expect(preloads(res.body)).toEqual(['/assets/shell-zu.js', '/assets/worker-profile-1.js']);
  });

  it('sends other app routes the plain shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/account' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([]);
    const notUuid = await app.inject({ method: 'GET', url: '/worker/dashboard' });
    expect(preloads(notUuid.body)).toEqual([]);
  });

  describe("a profile's photo, preloaded with the page (decision 0258)", () => {
    const photoPreload = (html: string) =>
      /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1] ?? null;
    const photo = '/files/public/photos/thandi.jpg?v=1&size=full';

    it('names the photo the signed-in visitor will see, escaped, compressed for them, varying by cookie', async () => {
      const worker = await createWorker(db.database.db, { profilePhotoUrl: photo });
      const { cookie } = await signedInUser(db.database.db, db.config);
      const res = await app.inject({
        method: 'GET',
        url: `/worker/${worker.id}`,
        headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      // Made for this visitor: no shared cache, nor the service worker's shell cache, keeps it.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toContain('Cookie');
      expect(res.headers.vary).toContain('Save-Data');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
      expect(html).toContain(`href="${photo.replace(/&/g, '&amp;')}"`);
      expect(photoPreload(html)).toBe(photo.replace(/&/g, '&amp;'));
      // The page's chunks are still named, and the preload sits in the head.
      expect(preloads(html)).toEqual([
        '/assets/shell-en.js',
        '/assets/app-en.js',
        '/assets/worker-profile-1.js',
      ]);
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));

      // The thumbnail when there is no full photo (what the page shows then).
      const thumbOnly = await createWorker(db.database.db, {
        profilePhotoUrl: null,
        thumbnailUrl: '/t/1.webp',
      });
      const thumb = await app.inject({ method: 'GET', url: `/worker/${thumbOnly.id}`, headers: { cookie } });
      expect(photoPreload(thumb.body)).toBe('/t/1.webp');
    });

    it('names no photo without a session, with Data Saver on, or for a profile the visitor may not see', async () => {
      const worker = await createWorker(db.database.db, { profilePhotoUrl: photo });
      const { user, cookie } = await signedInUser(db.database.db, db.config);
      const get = (url: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

      const signedOut = await app.inject({ method: 'GET', url: `/worker/${worker.id}` });
      expect(signedOut.statusCode).toBe(200);
      expect(photoPreload(signedOut.body)).toBeNull();
      expect(preloads(signedOut.body)).toContain('/assets/worker-profile-1.js');

      // Data Saver: the browser's Save-Data, or the person's own choice in its cookie (which also overrides it).
      expect(photoPreload((await get(`/worker/${worker.id}`, { 'save-data': 'on' })).body)).toBeNull();
      expect(
        photoPreload((await get(`/worker/${worker.id}`, { cookie: `${cookie}; data_saver=on` })).body),
      ).toBeNull();
      expect(
        photoPreload(
          (await get(`/worker/${worker.id}`, { cookie: `${cookie}; data_saver=off`, 'save-data': 'on' }))
            .body,
        ),
      ).toBe(photo.replace(/&/g, '&amp;'));

      // Not listed (never paid) and never hired by this visitor: the profile is not there, nor its photo.
      const unlisted = await createWorker(db.database.db, { profilePhotoUrl: photo, listed: false });
      expect(photoPreload((await get(`/worker/${unlisted.id}`)).body)).toBeNull();
      // Blocked either way.
      const blocked = await createWorker(db.database.db, { profilePhotoUrl: photo });
      await db.database.db.insert(blocks).values({ blockerUserId: blocked.userId, blockedUserId: user.id });
      expect(photoPreload((await get(`/worker/${blocked.id}`)).body)).toBeNull();
      // No such worker: still the shell, without a photo.
      const missing = await get('/worker/0b0e7f1e-5b8a-4c1e-9d7a-2f4f3c1d2e3f');
      expect(missing.statusCode).toBe(200);
      expect(photoPreload(missing.body)).toBeNull();
      // The API agrees: the page of the blocked or unlisted worker is a 404 for this visitor.
      for (const id of [unlisted.id, blocked.id]) {
        expect((await get(`/api/workers/${id}`)).statusCode).toBe(404);
      }
      expect((await get(`/api/workers/${worker.id}`)).json().profilePhotoUrl).toBe(photo);
    });
  });
});
