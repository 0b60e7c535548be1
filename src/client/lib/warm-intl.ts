// The first Intl formatter a page makes loads ICU's data: 12-25 ms on one desktop core, 35-190 ms on another (this
// project's CI machine), four times that on the slow phone Lighthouse simulates, against about a millisecond for
// each one after it. An app page made it in the middle of its first real render (a count's plural, a date, a
// rate), which made that render a long task (decisions 0391, 0392).
//
// ICU's data belongs to the renderer process, not to a thread: a worker (intl-warm.worker.ts) loads it while the
// page downloads, started by a line of the page's HTML (scripts/build/vite-plugin-intl-warm.ts) before any of the
// app's scripts has arrived. The page's own formatters are then made here, cheaply, in tasks of their own, once
// that worker has ended: made while it still loads, they waited on ICU's lock for as long as it held it (50-60 ms
// of the main thread in one load of five here, decision 0394).
import { i18n } from '@lingui/core';
import { formatTime } from './format-time.js';
import intlWarmWorker from './intl-warm.worker.ts?worker&url';
import { INTL_WARM_STARTER, type IntlWarmStarterElement } from './intl-warm-starter.js';

/** However the worker fares, the page's formatters are made by then. */
const WORKER_WAIT_MS = 3000;

/** Called by the entry after the first render of an app page. */
export function warmIntl(): void {
  const starter = document.querySelector<IntlWarmStarterElement>(`script[${INTL_WARM_STARTER}]`);
  let worker = starter?.worker;
  // A page served without the HTML's starter (the development server) starts the worker here.
  if (!starter) {
    try {
      worker = new Worker(intlWarmWorker, { name: 'intl-warm' });
    } catch {
      // Without workers the tasks below load ICU's data themselves.
    }
  }
  let warmed = false;
  const warmHere = () => {
    if (warmed) return;
    warmed = true;
    // Lingui's own number format (its plural's '#'), cached where its plurals will look for it.
    setTimeout(() => i18n.number(0), 0);
    // A time zone's data, through the app's own clock (format-time.ts keeps the formatter it makes): every date and
    // time is shown in South African time.
    setTimeout(() => formatTime(0), 0);
  };
  if (!worker || starter?.ended) {
    warmHere();
    return;
  }
  worker.addEventListener('message', warmHere, { once: true });
  worker.addEventListener('error', warmHere, { once: true });
  setTimeout(warmHere, WORKER_WAIT_MS);
}
