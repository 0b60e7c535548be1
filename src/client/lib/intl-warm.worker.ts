// Loads ICU's data on a thread of its own (decision 0392). ICU keeps its data and caches for the whole renderer
// process, not per thread, so the page's own first formatter of each kind then costs it about a millisecond
// instead of 35-190 ms of its main thread (measured in Chromium on this project's CI machine: the page's Intl
// warm-up task, main `525ffc0` against this worker started from the HTML).
import { LANGUAGE_CODES } from '../../shared/i18n/languages.js';
import { formatTime, ZONE } from './format-time.js';

// The clock first, the app's own (format-time.ts, free of imports), then an English date in the same zone
// (format-date.ts's locale): every page shows South African time.
formatTime(0);
new Intl.DateTimeFormat('en-ZA', { timeZone: ZONE, dateStyle: 'medium' }).format(0);
// Lingui's plurals in every language of the app (the page's own is not known here): their categories and '#'.
for (const code of LANGUAGE_CODES) {
  new Intl.PluralRules(code).select(1);
  new Intl.NumberFormat(code).format(0);
}
// Done: the page makes its own formatters only now, so that it never waits on ICU's lock while this thread holds
// it (decision 0394).
(self as unknown as { postMessage: (message: unknown) => void }).postMessage(0);
self.close();
