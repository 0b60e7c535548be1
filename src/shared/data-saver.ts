// The Data Saver setting's one rule (issue 22), for the phone and for the server: the person's own choice, once made,
// wins; until then the browser's wish to save data (Chrome's Lite mode: `Save-Data: on`, navigator.connection) does.
// The choice lives on the phone and is copied into a cookie so the server can honour it on the very first request
// of a page (no photo preloaded for a person who asked for initials).

export const DATA_SAVER_COOKIE = 'data_saver';
export const DATA_SAVER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type DataSaverChoice = 'on' | 'off';

export function isDataSaverChoice(value: unknown): value is DataSaverChoice {
  return value === 'on' || value === 'off';
}

/** Whether Data Saver is on, from the person's choice (if any) and the browser's wish. */
export function dataSaverIsOn(choice: string | null | undefined, browserAsksToSaveData: boolean): boolean {
  if (choice === 'on') return true;
  if (choice === 'off') return false;
  return browserAsksToSaveData;
}
