// The money pages' public face (issue 34): the worker's earnings, the household's payments, paying a visit, and
// paying a late-cancellation fee (on the household's visits).

export { prefetchEarnings, prefetchPayments } from './api.js';
export { WorkerEarnings } from './earnings.js';
export { PayLateFee } from './late-fee.js';
export { PayAhead } from './pay-ahead.js';
export { PayVisit } from './pay-visit.js';
export { PaymentHistory } from './payment-history.js';
export {
  AFTER_VISIT_PAYMENT,
  isVisitPayment,
  RETRY_VISIT_PAYMENT,
  VISIT_PAYMENT_NOTES,
} from './visit-payment-result.js';
