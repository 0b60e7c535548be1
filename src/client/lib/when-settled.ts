// Work a page wants soon but not while it loads waits until the page has settled (decision 0394): the service
// worker's registration (main.tsx) and the offline forms' files (keep-for-offline.ts). On an app page the `load` event
// comes before the page's real work: its session check, its code and its data. Registering the service worker there
// started the worker's thread, its script and its install (the shell's files into Cache Storage) in the middle of
// that work, and routed every later request of the page through the new worker. On a phone's few cores that
// competes with the page itself (web.dev, "Service worker registration": defer registration until the initial page
// has loaded); on this project's 2-core bench machine it doubled the wizard's and Find Workers' blocking time.

/** Nothing downloaded for this long: the page has settled. */
export const SETTLED_QUIET_MS = 3000;
/** On a page that never goes quiet (it polls), the work waits this long at most. */
export const SETTLED_LATEST_MS = 15_000;

/**
 * Calls `then` once no resource (script, style, image, API answer) has finished loading for SETTLED_QUIET_MS, or
 * SETTLED_LATEST_MS after this call at the latest. Returns a cancel (for a component that unmounts first).
 */
export function whenSettled(then: () => void): () => void {
  let done = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    done = true;
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
  };
  const go = () => {
    if (done) return;
    stop();
    then();
  };
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(go, SETTLED_QUIET_MS);
  };
  const latest = setTimeout(go, SETTLED_LATEST_MS);
  if (typeof PerformanceObserver !== 'undefined') {
    try {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'resource' });
    } catch {
      // Without resource timing the quiet period runs from the `load` event alone.
    }
  }
  restart();
  return stop;
}
