// A build plugin that adds tags to the built index.html once the bundle is known (its chunks' and assets' hashed
// names), after Vite's own changes. The prerendered pages and the early pages' shells are made from that file.
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

export function htmlTagsPlugin(
  name: string,
  tags: (ctx: IndexHtmlTransformContext, base: string) => HtmlTagDescriptor[],
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => tags(ctx, base),
    },
  };
}
