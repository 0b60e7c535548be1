// A form that opens in a dialog downloads its code when it is opened; without a connection it could not open at
// all. So once the page is idle and online, the dialog's chunk is fetched (and the service worker keeps it), and the
// form opens offline later, to be queued (issue 32). Not with Data Saver on: that person downloads only what they ask.
import { useEffect } from 'react';
import { isDataSaverOn } from './data-saver.js';

export function useKeepForOffline(load: () => Promise<unknown>, wanted = true): void {
  useEffect(() => {
    if (!wanted || typeof window === 'undefined' || !navigator.onLine || isDataSaverOn()) return;
    const fetchIt = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(fetchIt, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchIt, 2000);
    return () => clearTimeout(timer);
  }, [load, wanted]);
}
