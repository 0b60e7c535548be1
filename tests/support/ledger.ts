// The ledger's invariants, asserted at the end of every money test that moves money (issue 34): every transaction
// balanced, no account that may not go below zero below it, and what we hold at Paystack equal to all we owe and
// earned less what Paystack kept. One copy, so that a new account kind is added to the identity once.
import { expect } from 'vitest';
import type { DbOrTx } from '../../src/server/db/client.js';
import { type LedgerTotals, ledgerTotals } from '../../src/server/domain/ledger/index.js';

export async function expectLedgerSound(db: DbOrTx): Promise<LedgerTotals> {
  const totals = await ledgerTotals(db);
  expect(totals.unbalancedTransactions).toBe(0);
  expect(totals.negativeAccounts).toBe(0);
  const k = totals.byKind;
  // `0 +` and `+ 0`: a sum of zero balances can be -0, which toBe tells from 0.
  expect(
    0 +
      k.worker_held +
      k.worker_payable +
      k.payouts_in_flight +
      k.processing_fees +
      k.refunds +
      k.refunds_failed +
      k.late_cancellation_fees -
      k.paystack_fees,
  ).toBe(k.paystack_clearing + 0);
  return totals;
}
