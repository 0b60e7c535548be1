// Lists in the page's HTML the files each offline form needs (src/client/lib/offline-forms.ts, decision 0394): its
// chunk and every chunk that chunk imports, less those the entry already loads. The page fetches them once settled
// with module preloads (keep-for-offline.ts), so the service worker keeps them without the page running them.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { OFFLINE_FORMS, OFFLINE_FORMS_ID } from '../../src/client/lib/offline-forms.js';
import { htmlTagsPlugin } from './html-tags-plugin.js';

/** A chunk's file and every file it imports, however deep (static imports only: what running it needs). */
function closure(bundle: OutputBundle, first: OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(first);
  return files;
}

/** Each form's files, by the bundle: throws for a form whose module no chunk holds. */
export function offlineFormFiles(
  bundle: OutputBundle,
  entry: OutputChunk | undefined,
  base: string,
): Record<string, string[]> {
  const loaded = entry ? closure(bundle, entry) : new Set<string>();
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const files: Record<string, string[]> = {};
  for (const [form, module] of Object.entries(OFFLINE_FORMS)) {
    const chunk = chunks.find((c) =>
      c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)),
    );
    if (!chunk) throw new Error(`no chunk of the build holds ${module} (src/client/lib/offline-forms.ts)`);
    files[form] = [...closure(bundle, chunk)].filter((f) => !loaded.has(f)).map((f) => `${base}${f}`);
  }
  return files;
}

export function offlineForms(): Plugin {
  return htmlTagsPlugin('work-local-offline-forms', (ctx, base) => [
    {
      tag: 'script',
      // A data block, never run: the CSP has nothing to allow.
      attrs: { type: 'application/json', id: OFFLINE_FORMS_ID },
      children: JSON.stringify(offlineFormFiles(ctx.bundle ?? {}, ctx.chunk, base)),
      injectTo: 'body',
    },
  ]);
}
