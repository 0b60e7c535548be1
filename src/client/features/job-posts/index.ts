// The job-posts feature's public face (issue 18): its pages' views, the home page's card (its own chunk with the
// query library and the app's catalogues, loaded for signed-in users only) and the worker dashboard's alert switch.
import { lazyWithQueries } from '../../lib/lazy-with-queries.js';

export { JobAlertsCard } from './job-alerts-card.js';
export { JobDetailsView } from './job-details.js';
export { JobsNearMe } from './jobs-near-me.js';
export { MyJobs } from './my-jobs.js';
export { PostJobForm } from './post-job-form.js';

export const JobsHomeCard = lazyWithQueries<object>(() =>
  import('./jobs-home-card.js').then((m) => ({ default: m.JobsHomeCard })),
);
export { HIRE_STATUS_LABELS, JOB_STATUS_LABELS } from './labels.js';
