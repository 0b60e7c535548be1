// The page's side of the service worker (public/sw.js, issue 22, decision 0252): which answers came from a saved
// copy and when it was saved, the outbox of actions made offline (what waits, what was sent, what failed), and
// forgetting the person's data at sign-out. Small and free of the query library: the shell uses it on every page.
import { useSyncExternalStore } from 'react';

/** Set by the service worker on a copy it kept: the time it was saved (ISO). */
const SAVED_AT_HEADER = 'x-wl-saved-at';
/** The service worker's cache of the person's own answers, and its outbox database. */
const DATA_CACHE = 'wl-data';
const OUTBOX_DB = 'wl-outbox';
/** Storage keys of the person's own things (the last search...): sign-out removes every key that starts so. */
export const PRIVATE_STORAGE_PREFIX = 'wl.private.';
/** Whose answers the caches hold: another person signing in on this phone clears them first. */
const OWNER_KEY = 'wl.cacheOwner';

export interface OutboxItem {
  id: string;
  method: string;
  path: string;
  queuedAt: string;
  state: 'waiting' | 'sent' | 'failed';
  status?: number;
  message?: string | null;
  answeredAt?: string;
}

export type OutboxAction =
  | 'accept'
  | 'decline'
  | 'apply'
  | 'save'
  | 'check-in'
  | 'check-out'
  | 'trusted-contact'
  | 'rate-employer'
  | 'report';

/** What an outbox item does, from its address (the service worker queues only these, QUEUEABLE in public/sw.js). */
export function outboxAction(item: Pick<OutboxItem, 'method' | 'path'>): OutboxAction | null {
  if (/^\/api\/hires\/[^/]+\/accept$/.test(item.path)) return 'accept';
  if (/^\/api\/hires\/[^/]+\/decline$/.test(item.path)) return 'decline';
  if (item.method === 'POST' && /^\/api\/jobs\/[^/]+\/applications$/.test(item.path)) return 'apply';
  if (item.method === 'PUT' && /^\/api\/saved-workers\/[^/]+$/.test(item.path)) return 'save';
  if (/^\/api\/hires\/[^/]+\/check-in$/.test(item.path)) return 'check-in';
  if (/^\/api\/hires\/[^/]+\/check-out$/.test(item.path)) return 'check-out';
  if (/^\/api\/hires\/[^/]+\/employer-review$/.test(item.path)) return 'rate-employer';
  if (item.method === 'PUT' && item.path === '/api/me/trusted-contact') return 'trusted-contact';
  if (item.method === 'POST' && item.path === '/api/reports') return 'report';
  return null;
}

/** The answer the service worker queued instead of sending (202 {queued: true}). */
export interface QueuedAnswer {
  queued: true;
  id: string;
  queuedAt: string;
}

export function isQueued(answer: unknown): answer is QueuedAnswer {
  return typeof answer === 'object' && answer !== null && (answer as { queued?: unknown }).queued === true;
}

// ---- saved copies ----

const savedCopies = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/** Records whether `url`'s answer is a saved copy (and from when) or fresh from the network. */
export function noteAnswer(url: string, res: Response): void {
  const at = res.headers.get(SAVED_AT_HEADER);
  const before = savedCopies.get(url);
  if (at) savedCopies.set(url, at);
  else savedCopies.delete(url);
  if (before !== (at ?? undefined)) emit();
}

/** When the answer shown for `url` was saved, or null when it came from the network. */
export function useSavedCopyTime(url: string | null): Date | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  const at = url ? savedCopies.get(url) : undefined;
  return at ? new Date(at) : null;
}

export function hasSavedCopies(): boolean {
  return savedCopies.size > 0;
}

// ---- the outbox ----

let outbox: OutboxItem[] = [];
const RETRY_MS = 5000;
let started = false;

function worker(): Promise<ServiceWorker | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.ready.then((reg) => reg.active);
}

/** Asks the service worker to send what waits: on every load and whenever the connection returns. */
function replayOutbox(): void {
  void worker().then((w) => w?.postMessage({ type: 'replay' }));
}

function start(): void {
  if (started || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; items?: OutboxItem[] } | null;
    if (data?.type !== 'outbox' || !Array.isArray(data.items)) return;
    const sentNow = data.items.some(
      (i) => i.state !== 'waiting' && outbox.find((o) => o.id === i.id)?.state === 'waiting',
    );
    outbox = data.items;
    emit();
    if (sentNow) for (const fn of afterSend) fn();
  });
  window.addEventListener('online', () => {
    replayOutbox();
    emit();
  });
  window.addEventListener('offline', emit);
  // 'online' can come before requests really go through (a weak signal, a captive portal): while something waits
  // and the browser says it is online, ask again now and then.
  window.setInterval(() => {
    if (navigator.onLine && outbox.some((i) => i.state === 'waiting')) replayOutbox();
  }, RETRY_MS);
  void worker().then((w) => w?.postMessage({ type: 'outbox' }));
  replayOutbox();
}

const afterSend = new Set<() => void>();

/** Runs `fn` whenever a queued action has been answered (the data on screen may have changed). */
export function onOutboxAnswered(fn: () => void): () => void {
  start();
  afterSend.add(fn);
  return () => afterSend.delete(fn);
}

export function useOutbox(): OutboxItem[] {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return outbox;
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function dismissOutboxItem(id: string): void {
  outbox = outbox.filter((i) => i.id !== id);
  emit();
  void worker().then((w) => w?.postMessage({ type: 'dismiss', id }));
}

// ---- forgetting ----

/** Deletes the person's saved answers and queued actions: at sign-out, and before another person's first answer. */
export async function forgetPrivateData(): Promise<void> {
  outbox = [];
  savedCopies.clear();
  emit();
  try {
    window.localStorage.removeItem(OWNER_KEY);
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of Object.keys(storage))
        if (key.startsWith(PRIVATE_STORAGE_PREFIX)) storage.removeItem(key);
    }
  } catch {
    // no storage: nothing was remembered either
  }
  if (typeof caches !== 'undefined') await caches.delete(DATA_CACHE).catch(() => false);
  const w = await Promise.race([
    worker(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
  ]);
  w?.postMessage({ type: 'forget' });
  if (typeof indexedDB !== 'undefined' && !w) indexedDB.deleteDatabase(OUTBOX_DB);
}

/** Called with each signed-in user: the caches belong to one person at a time. */
export function claimCachesFor(userId: string): void {
  let owner: string | null = null;
  try {
    owner = window.localStorage.getItem(OWNER_KEY);
    window.localStorage.setItem(OWNER_KEY, userId);
  } catch {
    return;
  }
  if (owner && owner !== userId)
    void forgetPrivateData().then(() => window.localStorage.setItem(OWNER_KEY, userId));
}
