// The entry script's own imports named in the HTML (decision 0364). The build has no preload lists (decision 0188:
// `modulePreload: false`, for the landing's script budget), so the browser found the chunks the entry imports
// statically (rolldown's runtime helpers) only once the entry had downloaded, one more round trip before any script
// ran on every page. A `<link rel="modulepreload">` per import lets them download alongside the entry; no
// JavaScript changes. The prerendered pages and the early pages' shells are made from this index.html.
import type { Plugin } from 'vite';
import { htmlTagsPlugin } from './html-tags-plugin.js';

export function entryPreload(): Plugin {
  return htmlTagsPlugin('work-local-entry-preload', (ctx, base) =>
    (ctx.chunk?.imports ?? []).map((file) => ({
      tag: 'link',
      // `crossorigin`: a module script is fetched in CORS mode, and a preload of another mode is not reused.
      attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
      injectTo: 'head' as const,
    })),
  );
}
