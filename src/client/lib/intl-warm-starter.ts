// The line of the page's HTML that starts ICU's worker (decision 0392), written by the build
// (scripts/build/vite-plugin-intl-warm.ts) and looked for by the entry (warm-intl.ts). Free of imports: the build's
// config loads it in Node.

/** The attribute that marks the HTML's own starter of the worker. */
export const INTL_WARM_STARTER = 'data-intl-warm';

/**
 * The starter's script element, as the starter leaves it: the worker it started, and whether that worker has ended
 * (its one message, or an error). The entry waits for that end before making its own formatters (decision 0394).
 */
export interface IntlWarmStarterElement extends HTMLScriptElement {
  worker?: Worker;
  ended?: boolean;
}

/** The starter: a classic inline script (the page's CSP allows it by its hash), on an app page only. */
export function intlWarmStarter(workerUrl: string): string {
  // A prerendered page (the landing) formats nothing at once: no worker there. The handlers are set here, not by
  // the entry: a message that arrives before anyone listens is dropped, and the entry may come after it.
  return `var s=document.currentScript;if(!document.getElementById('root').hasChildNodes())try{var w=new Worker(${JSON.stringify(workerUrl)},{name:'intl-warm'});w.onmessage=w.onerror=function(){s.ended=true};s.worker=w}catch(e){}`;
}
