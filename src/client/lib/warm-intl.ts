// The first Intl formatter a page makes loads ICU's data: 12-25 ms on a desktop core, four times that on the slow
// phone Lighthouse simulates, against under 1 ms for each one after it (decision 0391). An app page made it in the
// middle of its first real render (a count's plural, a date, a rate), which made that render a long task. Made here
// instead, in tasks of their own while the page waits for the session check, they cost the render nothing.
import { i18n } from '@lingui/core';
import { formatTime } from './format-time.js';

/** Called by the entry after the first render of an app page (the landing, prerendered, formats nothing at once). */
export function warmIntl(): void {
  // Lingui's own number format (its plural's '#'), cached where its plurals will look for it.
  setTimeout(() => i18n.number(0), 0);
  // A time zone's data, through the app's own clock (format-time.ts keeps the formatter it makes): every date and
  // time is shown in South African time.
  setTimeout(() => formatTime(0), 0);
}
