// The service worker (issue 22, decisions 0051 and 0252): keeps the app shell and every chunk once used, the
// person's last searches and the profiles and jobs they opened (readable offline, marked with the time they were
// saved), and queues the few actions that may wait for a connection (accept or decline a hire, apply to a job,
// save a worker) to send them when it returns. Payment pages and private files are never touched. The build fills
// in the precache list, the list of this build's assets and the version (scripts/build/vite-plugin-static-site.ts).
const PRECACHE = '__PRECACHE__';
const BUILD_ASSETS = '__ASSETS__';
const VERSION = '__VERSION__';
const SHELL_CACHE = `wl-shell-${VERSION}`;
// Not versioned: hashed names never change content, so a chunk kept from the last release is still right.
const ASSET_CACHE = 'wl-assets';
// The person's own answers: deleted on sign-out and when another person signs in (src/client/lib/offline.ts).
const DATA_CACHE = 'wl-data';
const SAVED_AT_HEADER = 'x-wl-saved-at';
const NEVER_TOUCHED = [/^\/sandbox\//, /^\/files\/private/];

/** GET answers kept for reading offline, with how many of each kind (the newest win). */
const KEPT_READS = [
  { kind: 'search', test: /^\/api\/workers\/search$/, keep: 3 },
  { kind: 'jobs', test: /^\/api\/jobs\/nearby$/, keep: 3 },
  { kind: 'profile', test: /^\/api\/workers\/[0-9a-f-]{36}$/, keep: 30 },
  { kind: 'job', test: /^\/api\/jobs\/[0-9a-f-]{36}$/, keep: 30 },
  {
    kind: 'own',
    test: /^\/api\/(auth\/user|workers\/me|hires|hires\/incoming|employer\/me|saved-workers|map-config|jobs\/mine|me\/trusted-contact)$/,
    keep: 20,
  },
  // The check-in page of each accepted hire she opened, so that it opens at the employer's door without a signal.
  { kind: 'check-in', test: /^\/api\/hires\/[0-9a-f-]{36}\/check-in$/, keep: 10 },
];

/**
 * Writes that may wait for the connection; anything else fails offline as it always did. Each is one the server
 * applies once however often it arrives (a guarded update, a unique row, or a value set), since a write whose answer
 * was lost on the way back is sent again (decision 0304).
 */
const QUEUEABLE = [
  { method: 'POST', test: /^\/api\/hires\/[0-9a-f-]{36}\/(accept|decline)$/ },
  { method: 'POST', test: /^\/api\/jobs\/[0-9a-f-]{36}\/applications$/ },
  { method: 'PUT', test: /^\/api\/saved-workers\/[0-9a-f-]{36}$/ },
  { method: 'POST', test: /^\/api\/hires\/[0-9a-f-]{36}\/(check-in|check-out|employer-review)$/ },
  { method: 'PUT', test: /^\/api\/me\/trusted-contact$/ },
  { method: 'POST', test: /^\/api\/reports$/ },
];

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
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((k) => k.startsWith('wl-shell-') && k !== SHELL_CACHE).map((k) => caches.delete(k)),
      );
      // Chunks of older releases that this one no longer has.
      if (Array.isArray(BUILD_ASSETS)) {
        const current = new Set(BUILD_ASSETS);
        const assets = await caches.open(ASSET_CACHE);
        for (const request of await assets.keys()) {
          if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
        }
      }
      await self.clients.claim();
    })(),
  );
});

async function networkFirstPage(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // Pages with a query (returnTo, references) are one-offs: the page itself is kept by its path. A page made for
    // one visitor (`private`: a profile's first answer names its photo, decision 0258) is not kept past sign-out,
    // so not at all; offline, the plain shell below opens it from the saved profile.
    const isPrivate = /\bprivate\b/.test(response.headers.get('cache-control') || '');
    if (response.ok && !new URL(request.url).search && !isPrivate) await cache.put(request, response.clone());
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

/** The answer as the network gives it, kept with the time; offline, the kept copy marked with that time. */
async function networkFirstData(request, rule) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const body = await response.clone().arrayBuffer();
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT_HEADER, new Date().toISOString());
      headers.set('x-wl-kind', rule.kind);
      const cache = await caches.open(DATA_CACHE);
      await cache.put(request, new Response(body, { status: 200, headers }));
      await trim(cache, rule);
      return response;
    }
    // Signed out or gone: the copy must not outlive the right to see it.
    if (response.status === 401 || response.status === 403 || response.status === 404) {
      await (await caches.open(DATA_CACHE)).delete(request);
    }
    return response;
  } catch (err) {
    const cached = await (await caches.open(DATA_CACHE)).match(request);
    if (cached) return cached;
    throw err;
  }
}

async function trim(cache, rule) {
  const entries = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response?.headers.get('x-wl-kind') === rule.kind) {
      entries.push({ request, at: response.headers.get(SAVED_AT_HEADER) ?? '' });
    }
  }
  entries.sort((a, b) => (a.at < b.at ? 1 : -1));
  for (const old of entries.slice(rule.keep)) await cache.delete(old.request);
}

// ---- the outbox: writes made offline, in IndexedDB so that Background Sync can send them with no page open ----

function openOutbox() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('wl-outbox', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('items', { keyPath: 'id' });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

async function outboxDo(mode, fn) {
  const db = await openOutbox();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction('items', mode);
      const result = fn(tx.objectStore('items'));
      tx.oncomplete = () => resolve(result?.result);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const outboxAll = () => outboxDo('readonly', (store) => store.getAll());
const outboxPut = (item) => outboxDo('readwrite', (store) => store.put(item));
const outboxDelete = (id) => outboxDo('readwrite', (store) => store.delete(id));
const outboxClear = () => outboxDo('readwrite', (store) => store.clear());

async function tellClients(message) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true }))
    client.postMessage(message);
}

async function queueWrite(request) {
  const body = request.method === 'GET' ? null : await request.clone().text();
  try {
    return await fetch(request);
  } catch {
    const url = new URL(request.url);
    const item = {
      id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      method: request.method,
      path: url.pathname + url.search,
      body,
      contentType: request.headers.get('content-type'),
      queuedAt: new Date().toISOString(),
      state: 'waiting',
    };
    await outboxPut(item);
    if (self.registration.sync) {
      await self.registration.sync.register('wl-outbox').catch(() => {});
    }
    await tellClients({ type: 'outbox', items: await outboxAll() });
    return new Response(JSON.stringify({ queued: true, id: item.id, queuedAt: item.queuedAt }), {
      status: 202,
      headers: { 'content-type': 'application/json' },
    });
  }
}

let replaying = null;

/** Sends what waits, oldest first; stops at the first network failure (still offline) and keeps the rest. */
function replayOutbox() {
  replaying ??= (async () => {
    const items = (await outboxAll()).filter((i) => i.state === 'waiting');
    items.sort((a, b) => (a.queuedAt < b.queuedAt ? -1 : 1));
    for (const item of items) {
      let response;
      try {
        response = await fetch(item.path, {
          method: item.method,
          credentials: 'include',
          headers: item.contentType ? { 'content-type': item.contentType } : {},
          body: item.body || undefined,
        });
      } catch {
        break;
      }
      const text = await response.text();
      let message = null;
      try {
        message = JSON.parse(text).message ?? null;
      } catch {
        message = null;
      }
      await outboxPut({
        ...item,
        state: response.ok ? 'sent' : 'failed',
        status: response.status,
        message,
        answeredAt: new Date().toISOString(),
      });
    }
    await tellClients({ type: 'outbox', items: await outboxAll() });
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}

self.addEventListener('sync', (event) => {
  if (event.tag === 'wl-outbox') event.waitUntil(replayOutbox());
});

self.addEventListener('message', (event) => {
  const data = event.data ?? {};
  if (data.type === 'replay') event.waitUntil(replayOutbox());
  else if (data.type === 'outbox') {
    event.waitUntil(outboxAll().then((items) => event.source?.postMessage({ type: 'outbox', items })));
  } else if (data.type === 'dismiss') {
    event.waitUntil(
      outboxDelete(data.id).then(async () => tellClients({ type: 'outbox', items: await outboxAll() })),
    );
  } else if (data.type === 'forget') {
    // Sign-out, or another person signed in: nothing of the last person's stays.
    event.waitUntil(
      Promise.all([caches.delete(DATA_CACHE), outboxClear()]).then(() =>
        event.source?.postMessage({ type: 'forgotten' }),
      ),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_TOUCHED.some((re) => re.test(url.pathname))) return;
  if (request.method !== 'GET') {
    if (QUEUEABLE.some((q) => q.method === request.method && q.test.test(url.pathname))) {
      event.respondWith(queueWrite(request));
    }
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/api/avatars/')) {
    // Hashed file names and avatar URLs never change content, so a cached copy is always right.
    event.respondWith(cacheFirst(request));
    return;
  }
  const rule = KEPT_READS.find((r) => r.test.test(url.pathname));
  if (rule) event.respondWith(networkFirstData(request, rule));
});
