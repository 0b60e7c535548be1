// Starts ICU's loading on a worker's thread from the page's HTML (decision 0392): an inline script at the end of
// the body, which runs as the HTML is parsed, before the app's scripts have downloaded. Started by the entry
// instead, the worker came too late on a slow machine (its script and thread took 300 ms more) and the page's
// first render waited on ICU's lock. The server allows the HTML's inline scripts by their hashes
// (ops/http-security.ts).
import type { Plugin } from 'vite';
import { INTL_WARM_STARTER, intlWarmStarter } from '../../src/client/lib/intl-warm-starter.js';
import { htmlTagsPlugin } from './html-tags-plugin.js';

export function intlWarm(): Plugin {
  return htmlTagsPlugin('work-local-intl-warm', (ctx, base) => {
    const worker = Object.keys(ctx.bundle ?? {}).find((f) => /(^|\/)intl-warm\.worker-[^/]+\.js$/.test(f));
    if (!worker) throw new Error('the build has no intl-warm worker (lib/warm-intl.ts imports it)');
    return [
      {
        tag: 'script',
        attrs: { [INTL_WARM_STARTER]: true },
        children: intlWarmStarter(`${base}${worker}`),
        injectTo: 'body',
      },
    ];
  });
}
