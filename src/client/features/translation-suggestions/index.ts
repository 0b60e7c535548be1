// The translation suggestions feature's public face. The footer is on every page, the landing's too, so the
// dialog, its form, the query library and its texts load only when someone opens it.
import { lazyWithQueries } from '../../lib/lazy-with-queries.js';

export const SuggestTranslationDialog = lazyWithQueries<{ page: string; onClose: () => void }>(() =>
  import('./suggest-dialog.js').then((m) => ({ default: m.SuggestTranslationDialog })),
);
