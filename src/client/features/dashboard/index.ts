// The worker dashboard's public face.
import { lazyWithQueries } from '../../lib/lazy-with-queries.js';

export { WorkerDashboard } from './worker-dashboard.js';

/** The home page's worker card body (its own chunk with the query library, loaded for workers only). */
export const HomeWorkerStatus = lazyWithQueries<object>(() =>
  import('./home-worker-status.js').then((m) => ({ default: m.HomeWorkerStatus })),
);
