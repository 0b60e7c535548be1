// The money ledger (issue 34, decision 0344): the one home of its rules, used by the charges, payouts, statements
// and reconciliation. Tables in db/tables/ledger.ts; the database's own guards in guards.sql (migration 0018).
export * from './accounts.js';
export { claimProviderEvent, type ProviderEvent } from './events.js';
export { hasOpenHold, letGoHold, placeHold, releaseVisitPay } from './holds.js';
export {
  balance,
  checkEntries,
  credit,
  debit,
  isPosted,
  type LedgerEntryInput,
  LedgerError,
  lockAccounts,
  type PostTransactionInput,
  postTransaction,
  resolveAccounts,
} from './post.js';
export {
  applyRefundEvent,
  claimRetry,
  isRetryable,
  listRefunds,
  REFUND_STATES,
  type RefundOutcome,
  type RefundProgress,
  type RefundRow,
  type RefundState,
  recordRefund,
  refundAccepted,
  refundRefused,
} from './refunds.js';
export { type LedgerTotals, ledgerTotals } from './totals.js';
export { type VisitMoney, visitPayments } from './visit-payment.js';
