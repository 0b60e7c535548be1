// A transfer's result (issue 34, decision 0355): transfer.success, transfer.failed or transfer.reversed, by webhook
// (or the sandbox at once), applied exactly once: the event is claimed in the ledger by Paystack's transfer code and
// event, in the same database transaction as the payout's state and its ledger posting. A replay claims nothing; an
// out-of-order result is claimed but changes nothing a later state already decided (a success after a reversal).
// A failed or reversed transfer returns the money to her balance and tells her why, in her language.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { payouts } from '../../db/schema.js';
import {
  claimProviderEvent,
  credit,
  debit,
  type LedgerEntryInput,
  platformAccount,
  postTransaction,
  workerAccount,
} from '../../domain/ledger/index.js';
import { notifyUser } from '../../platform/messaging/index.js';
import type { TransferEvent } from '../../providers/payments/transfers.js';
import { PAYOUT_TEXTS, type ReturnReason } from './texts.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What became of a result: applied, or why not (each is logged by the caller). */
export type TransferOutcome = 'applied' | 'replayed' | 'stale' | 'unknown' | 'mismatch';

/** The states each result may leave; anything else is a result that came too late to matter. */
const FROM: Record<TransferEvent['event'], readonly string[]> = {
  'transfer.success': ['pending', 'in_flight'],
  'transfer.failed': ['pending', 'in_flight'],
  'transfer.reversed': ['pending', 'in_flight', 'paid'],
};

export async function applyTransferResult(
  tx: Tx,
  provider: string,
  result: TransferEvent & { returnReason?: ReturnReason },
  now: Date,
): Promise<TransferOutcome> {
  if (!UUID.test(result.reference)) return 'unknown';
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, result.reference)).for('update');
  if (!payout || payout.provider !== provider) return 'unknown';
  if (result.amountCents !== payout.amountCents || (result.currency && result.currency !== payout.currency)) {
    return 'mismatch';
  }
  const claimed = await claimProviderEvent(tx, {
    provider,
    eventId: `transfer:${result.transferCode}:${result.event}`,
    type: result.event,
    at: now,
  });
  if (!claimed) return 'replayed';
  if (!FROM[result.event].includes(payout.status)) return 'stale';

  const inFlight = platformAccount('payouts_in_flight');
  const clearing = platformAccount('paystack_clearing');
  const refs = { payoutId: payout.id, ...(payout.workerId ? { workerId: payout.workerId } : {}) };
  const amount = payout.amountCents;
  const known = {
    transferCode: payout.transferCode ?? result.transferCode,
    transferId: payout.transferId ?? result.transferId,
    settledAt: now,
  };
  if (result.event === 'transfer.success') {
    await postTransaction(tx, {
      eventKey: `payout_paid:${payout.id}`,
      kind: 'payout_paid',
      entries: [debit(inFlight, amount), credit(clearing, amount)],
      refs,
      at: now,
    });
    await tx
      .update(payouts)
      .set({ ...known, status: 'paid' })
      .where(eq(payouts.id, payout.id));
    return 'applied';
  }

  // Back to her balance: from in flight, or, once paid, from the money Paystack holds for us again.
  const from = payout.status === 'paid' ? clearing : inFlight;
  const to = payout.workerId ? workerAccount('worker_payable', payout.workerId) : null;
  const reason: ReturnReason =
    result.returnReason ?? (result.event === 'transfer.failed' ? 'failed' : 'reversed');
  if (to) {
    const entries: LedgerEntryInput[] = [debit(from, amount), credit(to, amount)];
    await postTransaction(tx, {
      eventKey: `payout_returned:${payout.id}`,
      kind: 'payout_returned',
      entries,
      refs,
      at: now,
    });
  }
  await tx
    .update(payouts)
    .set({
      ...known,
      status: result.event === 'transfer.failed' ? 'failed' : 'reversed',
      failureReason: result.reason ?? reason,
    })
    .where(eq(payouts.id, payout.id));
  if (payout.userId) {
    await notifyUser(tx, {
      userId: payout.userId,
      kind: 'payout_returned',
      dedupeKey: `payout_returned:${payout.id}`,
      text: (language) => PAYOUT_TEXTS.returned({ amountCents: amount, reason }, language),
    });
  }
  return 'applied';
}
