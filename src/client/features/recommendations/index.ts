// The recommendations feature's public face: the employer home page's card (its own chunk with the query library,
// loaded for signed-in users only, like the saved-workers card).
import { lazyWithQueries } from '../../lib/lazy-with-queries.js';

export const RecommendedWorkersCard = lazyWithQueries<object>(() =>
  import('./recommended-workers-card.js').then((m) => ({ default: m.RecommendedWorkersCard })),
);
