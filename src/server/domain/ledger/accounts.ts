// The account plan (decision 0344), written once. Platform accounts exist once; worker accounts once per worker.
// 'debit' accounts are what we hold at Paystack or spent; 'credit' accounts what we owe (her pay, a refund due)
// or earned. A balance is counted positive on its account's normal side.

export const LEDGER_ACCOUNT_KINDS = {
  /** Household payments received: money Paystack holds for us (debit; charges in, refunds/fees/payouts out). */
  paystack_clearing: { normalSide: 'debit', perWorker: false, nonNegative: false },
  /** A visit's pay, paid but not yet hers: until the visit is done, or while a problem or dispute holds it. */
  worker_held: { normalSide: 'credit', perWorker: true, nonNegative: true },
  /** Her payable balance: released pay, tips, late-cancellation fees; what a payout takes from. Never below zero. */
  worker_payable: { normalSide: 'credit', perWorker: true, nonNegative: true },
  /** Transfers sent to her bank and not yet confirmed (the payouts feature moves money through it). */
  payouts_in_flight: { normalSide: 'credit', perWorker: false, nonNegative: false },
  /** What Paystack kept of each charge (its processing fee, from the charge's data.fees). */
  paystack_fees: { normalSide: 'debit', perWorker: false, nonNegative: false },
  /** The processing fee the household paid on top of the worker's pay (covers paystack_fees). */
  processing_fees: { normalSide: 'credit', perWorker: false, nonNegative: false },
  /** Refunds claimed and being asked of Paystack: owed back to the household until Paystack accepts them. */
  refunds: { normalSide: 'credit', perWorker: false, nonNegative: false },
  /**
   * Refunds Paystack accepted and later could not complete (refund.failed, decision 0385): the money is back in our
   * Paystack balance and still owed to the household, until an admin asks Paystack again.
   */
  refunds_failed: { normalSide: 'credit', perWorker: false, nonNegative: false },
  /** Late-cancellation fees collected: credited through it to the worker in the same transaction. */
  late_cancellation_fees: { normalSide: 'credit', perWorker: false, nonNegative: false },
} as const satisfies Record<
  string,
  { normalSide: 'debit' | 'credit'; perWorker: boolean; nonNegative: boolean }
>;

export type LedgerAccountKind = keyof typeof LEDGER_ACCOUNT_KINDS;
export type WorkerAccountKind = {
  [K in LedgerAccountKind]: (typeof LEDGER_ACCOUNT_KINDS)[K]['perWorker'] extends true ? K : never;
}[LedgerAccountKind];
export type PlatformAccountKind = Exclude<LedgerAccountKind, WorkerAccountKind>;

/** An account by what it is: a platform account, or one of a worker's. */
export type AccountRef = { kind: PlatformAccountKind } | { kind: WorkerAccountKind; workerId: string };

export function accountCode(ref: AccountRef): string {
  return 'workerId' in ref ? `${ref.kind}:${ref.workerId}` : ref.kind;
}

export const platformAccount = (kind: PlatformAccountKind): AccountRef => ({ kind });
export const workerAccount = (kind: WorkerAccountKind, workerId: string): AccountRef => ({ kind, workerId });

/** Why money moved; statements and reconciliation group by it. */
export const LEDGER_TRANSACTION_KINDS = [
  'visit_charge',
  'tip',
  'late_fee',
  'release',
  'hold',
  'hold_let_go',
  'refund_requested',
  'refund_processed',
  'refund_failed',
  'refund_returned',
  'payout_sent',
  'payout_paid',
  'payout_returned',
  'correction',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];
