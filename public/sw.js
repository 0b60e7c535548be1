// The service worker: keeps the app shell, hashed assets and prerendered pages so a returning visitor on a bad
// network still gets the page. API answers, payment sandbox pages and private files are never cached.
// The build replaces the precache list and the version (scripts/build/vite-plugin-static-site.ts).
const PRECACHE = '__PRECACHE__';
const VERSION = '__VERSION__';
const SHELL_CACHE = `wl-shell-${VERSION}`;
const ASSET_CACHE = `wl-assets-${VERSION}`;
const NEVER_CACHED = [/^\/api\//, /^\/sandbox\//, /^\/files\/private/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(Array.isArray(PRECACHE) ? PRECACHE : []))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('wl-') && k !== SHELL_CACHE && k !== ASSET_CACHE)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const url = new URL(request.url);
    const cached =
      (await cache.match(request, { ignoreSearch: true })) ||
      (await cache.match(url.pathname.replace(/\/$/, '') || '/')) ||
      (await cache.match('/index.html'));
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((re) => re.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change content, so a cached copy is always right.
    event.respondWith(cacheFirst(request));
  }
});
