// Paying for visits (issue 34): the payment types (src/server/payment-types.ts), the routes (app.ts) and the
// daily settling job (background-jobs.ts); paying ahead and tipping for the demo's seed (seed/demo-earnings.ts); the
// admin's refunds and their retry (features/admin).
export { payAhead, tipVisit } from './charges.js';
export { visitPaymentJobs, visitPaymentSchedules } from './jobs.js';
export { lateFeePayment, tipPayment, VISIT_PAYMENT_TYPES, visitPayment } from './payment-types.js';
export { adminRefunds, retryRefund } from './refund-retry.js';
export { visitPaymentRoutes } from './routes.js';
