// The saved-workers feature's public face: the home page's card (its own chunk with the query library, loaded for
// signed-in users only) and the list's query key, which the profile's Save toggle refreshes.
import { lazyWithQueries } from '../../lib/lazy-with-queries.js';

export { SAVED_WORKERS_KEY } from './api.js';

export const SavedWorkersCard = lazyWithQueries<object>(() =>
  import('./saved-workers-card.js').then((m) => ({ default: m.SavedWorkersCard })),
);
