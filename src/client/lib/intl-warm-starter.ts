// The line of the page's HTML that starts ICU's worker (decision 0392), written by the build
// (scripts/build/vite-plugin-intl-warm.ts) and looked for by the entry (warm-intl.ts). Free of imports: the build's
// config loads it in Node.

/** The attribute that marks the HTML's own starter of the worker. */
export const INTL_WARM_STARTER = 'data-intl-warm';

/** The starter: a classic inline script (the page's CSP allows it by its hash), on an app page only. */
export function intlWarmStarter(workerUrl: string): string {
  // A prerendered page (the landing) formats nothing at once: no worker there.
  return `if(!document.getElementById('root').hasChildNodes())try{new Worker(${JSON.stringify(workerUrl)},{name:'intl-warm'})}catch(e){}`;
}
