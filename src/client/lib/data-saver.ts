// The Data Saver setting (issue 22): photos as initials until tapped, no map unless opened, smaller result pages.
// On by default when the browser asks to save data (Chrome's Lite mode, sent as `Save-Data: on` and read here as
// navigator.connection.saveData); the person's own choice, once made, is kept on this phone and copied into a
// cookie, so the server leaves a photo out of a page's first answer too (decision 0258).
import { useSyncExternalStore } from 'react';
import {
  DATA_SAVER_COOKIE,
  DATA_SAVER_COOKIE_MAX_AGE_SECONDS,
  type DataSaverChoice,
  dataSaverIsOn,
  isDataSaverChoice,
} from '../../shared/data-saver.js';
import { readCookie, writeCookie } from './cookies.js';

const KEY = 'wl.dataSaver';
const listeners = new Set<() => void>();

function browserAsksToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function storedChoice(): DataSaverChoice | null {
  try {
    const chosen = window.localStorage.getItem(KEY);
    return isDataSaverChoice(chosen) ? chosen : null;
  } catch {
    // no storage: the browser's wish decides
    return null;
  }
}

export function isDataSaverOn(): boolean {
  if (typeof window === 'undefined') return false;
  return dataSaverIsOn(storedChoice(), browserAsksToSaveData());
}

export function setDataSaver(on: boolean): void {
  const choice: DataSaverChoice = on ? 'on' : 'off';
  try {
    window.localStorage.setItem(KEY, choice);
  } catch {
    // kept for this page only
  }
  writeCookie(DATA_SAVER_COOKIE, choice, DATA_SAVER_COOKIE_MAX_AGE_SECONDS);
  for (const listener of listeners) listener();
}

/**
 * A choice made before the cookie existed (or a cleared cookie) is copied again, for the server's next answer. Run
 * when this module first loads, with any page that shows photos or the switch, not from the landing's entry.
 */
function syncDataSaverCookie(): void {
  if (typeof window === 'undefined') return;
  const choice = storedChoice();
  if (choice && readCookie(DATA_SAVER_COOKIE) !== choice) {
    writeCookie(DATA_SAVER_COOKIE, choice, DATA_SAVER_COOKIE_MAX_AGE_SECONDS);
  }
}
syncDataSaverCookie();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, () => false);
}
