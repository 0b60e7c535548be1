// The ledger's reconciliation with Paystack (issue 34): the day's check for the admin routes, its nightly job and
// the stored results (background-jobs.ts, features/admin).
export { reconcileDeps, reconciliationJobs, reconciliationSchedules } from './jobs.js';
export { reconcileDay, storedReconciliations, storeReconciliation } from './reconcile.js';
