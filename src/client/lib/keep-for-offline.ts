// A form that opens in a dialog downloads its code when it is opened; without a connection it could not open at
// all. So once the page has settled (when-settled.ts: nothing downloaded for 3 s) and is online, the dialog's files
// are fetched (and the service worker keeps them), and the form opens offline later, to be queued (issue 32). Not
// with Data Saver on: that person downloads only what they ask. Not at the page's first idle moment, as before:
// that came between the page's own data renders, and the downloads and their compiling competed with them.
//
// Fetched, not run: each file is a `<link rel="modulepreload">`, which downloads and compiles a module (off the main
// thread) but leaves running it to the dialog's own import. Importing the dialog instead ran its code and the shared
// schemas' (88 KB) at once, a 15-28 ms task on this machine as the page became usable (decision 0394). The files are
// listed in the page's HTML by the build (scripts/build/vite-plugin-offline-forms.ts); the development server lists
// none and keeps nothing (it has no service worker either).
import { useEffect } from 'react';
import { isDataSaverOn } from './data-saver.js';
import { OFFLINE_FORMS_ID, type OfflineForm } from './offline-forms.js';
import { whenSettled } from './when-settled.js';

let listed: Partial<Record<OfflineForm, string[]>> | undefined;

/** The files the build listed for `form`: none where the page has no list (the development server). */
export function offlineFormFiles(form: OfflineForm): string[] {
  if (!listed) {
    try {
      listed = JSON.parse(document.getElementById(OFFLINE_FORMS_ID)?.textContent || '{}') as typeof listed;
    } catch {
      listed = {};
    }
  }
  return listed?.[form] ?? [];
}

/** Adds a module preload for each of the form's files that the page has not asked for yet. */
export function keepForOffline(form: OfflineForm): void {
  const asked = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href),
  );
  for (const file of offlineFormFiles(form)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As a module script is fetched (CORS, same-origin credentials): a preload of another mode is not reused.
    link.crossOrigin = 'anonymous';
    // Wanted later, if at all: behind anything the page itself asks for (a module preload is high by default).
    link.fetchPriority = 'low';
    link.href = file;
    if (asked.has(link.href)) continue;
    asked.add(link.href);
    document.head.append(link);
  }
}

/** Forms already kept on this page, and those waiting for it to settle with how many components want each. */
const kept = new Set<OfflineForm>();
const waiting = new Map<OfflineForm, { wanters: number; cancel: () => void }>();

/**
 * Keeps `form` once the page has settled, once per page however many components want it (a profile has a Report
 * button beside each review); the returned release cancels the wait when the last of them unmounts first.
 */
export function wantKept(form: OfflineForm): () => void {
  if (kept.has(form)) return () => {};
  let wait = waiting.get(form);
  if (!wait) {
    const cancel = whenSettled(() => {
      waiting.delete(form);
      kept.add(form);
      keepForOffline(form);
    });
    wait = { wanters: 0, cancel };
    waiting.set(form, wait);
  }
  const mine = wait;
  mine.wanters += 1;
  return () => {
    mine.wanters -= 1;
    if (mine.wanters === 0 && waiting.get(form) === mine) {
      mine.cancel();
      waiting.delete(form);
    }
  };
}

export function useKeepForOffline(form: OfflineForm, wanted = true): void {
  useEffect(() => {
    if (!wanted || typeof window === 'undefined' || !navigator.onLine || isDataSaverOn()) return;
    return wantKept(form);
  }, [form, wanted]);
}
