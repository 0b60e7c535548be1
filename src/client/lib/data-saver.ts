// The Data Saver setting (issue 22): photos as initials until tapped, no map unless opened, smaller result pages.
// On by default when the browser asks to save data (Chrome's Lite mode, sent as `Save-Data: on` and read here as
// navigator.connection.saveData); the person's own choice, once made, is kept on this phone.
import { useSyncExternalStore } from 'react';

const KEY = 'wl.dataSaver';
const listeners = new Set<() => void>();

function browserAsksToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function isDataSaverOn(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const chosen = window.localStorage.getItem(KEY);
    if (chosen === 'on') return true;
    if (chosen === 'off') return false;
  } catch {
    // no storage: the browser's wish decides
  }
  return browserAsksToSaveData();
}

export function setDataSaver(on: boolean): void {
  try {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // kept for this page only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, () => false);
}
