// A refund of a visit's pay as the gateway carries it out (decision 0385). Its row (ledger_refunds) is written with
// the claim that moves the money to `refunds`; Paystack's answer to POST /refund then moves it out of our Paystack
// balance (accepted) or back where it came from (refused); its webhooks finish it: refund.processed marks it done
// (the money already left), refund.failed brings it back into our balance and owes it to the household again in
// `refunds_failed`, where an admin may ask Paystack once more. Each webhook is claimed once in the ledger's provider
// events, in the database transaction of the row's state and its posting; replays and late ones change nothing.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { RefundState } from '../../../shared/schemas/admin-refunds.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { ledgerRefunds } from '../../db/schema.js';
import { type AccountRef, platformAccount } from './accounts.js';
import { claimProviderEvent } from './events.js';
import { credit, debit, postTransaction } from './post.js';

export { REFUND_STATES, type RefundState } from '../../../shared/schemas/admin-refunds.js';
export type RefundRow = typeof ledgerRefunds.$inferSelect;

/** A refund's progress as the gateway's webhook reports it (providers/payments RefundEvent). */
export interface RefundProgress {
  event: string;
  refundId: string | null;
  transactionReference: string;
  refundReference: string | null;
  amountCents: number;
  currency: string;
}

/** What became of a webhook: applied, or why not (the caller logs it). */
export type RefundOutcome = 'applied' | 'replayed' | 'stale' | 'unknown' | 'mismatch' | 'ignored';

/** The states each settling event may leave; from any other it came too late to matter. */
const FROM: Record<string, readonly RefundState[]> = {
  'refund.processed': ['asking', 'pending', 'needs_attention'],
  'refund.failed': ['asking', 'pending', 'needs_attention'],
  'refund.needs-attention': ['asking', 'pending'],
};
const OPEN: readonly string[] = ['asking', 'pending', 'needs_attention'];

const clearing = platformAccount('paystack_clearing');
const refunds = platformAccount('refunds');
const refundsFailed = platformAccount('refunds_failed');

const refsOf = (r: RefundRow) => ({
  visitId: r.visitId,
  paymentReference: r.paymentReference,
  refundId: r.id,
  ...(r.workerId ? { workerId: r.workerId } : {}),
});

/** Records the refund being claimed, in the transaction that moves its money to `refunds`. */
export async function recordRefund(
  tx: Tx,
  input: Pick<
    RefundRow,
    'visitId' | 'workerId' | 'paymentReference' | 'provider' | 'amountCents' | 'currency'
  > & {
    retryOf?: string;
    retriedBy?: string;
    at: Date;
  },
): Promise<RefundRow> {
  const { at, ...fields } = input;
  const [row] = await tx
    .insert(ledgerRefunds)
    .values({ ...fields, status: 'asking', requestedAt: at })
    .returning();
  return row!;
}

async function locked(tx: Tx, id: string): Promise<RefundRow> {
  const [row] = await tx.select().from(ledgerRefunds).where(eq(ledgerRefunds.id, id)).for('update');
  return row!;
}

/** The gateway accepted it: the money leaves our Paystack balance (Paystack deducts a refund when it queues it). */
export async function refundAccepted(
  tx: Tx,
  refundId: string,
  answer: { status: string; providerRefundId: string | null },
  eventKey: string,
  at: Date,
): Promise<void> {
  const refund = await locked(tx, refundId);
  await postTransaction(tx, {
    eventKey,
    kind: 'refund_processed',
    entries: [
      debit(refunds, refund.amountCents, refund.visitId),
      credit(clearing, refund.amountCents, refund.visitId),
    ],
    refs: refsOf(refund),
    at,
  });
  // A webhook may have told its end before this answer was recorded: that state stands.
  const done = answer.status === 'processed';
  await tx
    .update(ledgerRefunds)
    .set({
      providerRefundId: refund.providerRefundId ?? answer.providerRefundId,
      ...(refund.status === 'asking'
        ? {
            status: done ? 'processed' : 'pending',
            providerStatus: answer.status,
            settledAt: done ? at : null,
          }
        : {}),
    })
    .where(eq(ledgerRefunds.id, refund.id));
}

/**
 * The gateway refused it: the money goes back to `backTo` (her held pay for a first ask, `refunds_failed` for an
 * admin's retry). Answers false when a webhook already reported the refund, so the gateway did have it after all
 * (an answer lost to a timeout): it is then recorded as accepted instead.
 */
export async function refundRefused(
  tx: Tx,
  refundId: string,
  backTo: AccountRef,
  keys: { refused: string; accepted: string },
  at: Date,
): Promise<boolean> {
  const refund = await locked(tx, refundId);
  if (refund.status !== 'asking') {
    await refundAccepted(
      tx,
      refund.id,
      { status: refund.providerStatus ?? 'pending', providerRefundId: null },
      keys.accepted,
      at,
    );
    return false;
  }
  await postTransaction(tx, {
    eventKey: keys.refused,
    kind: 'refund_failed',
    entries: [
      debit(refunds, refund.amountCents, refund.visitId),
      credit(backTo, refund.amountCents, refund.visitId),
    ],
    refs: refsOf(refund),
    at,
  });
  await tx
    .update(ledgerRefunds)
    .set({ status: 'refused', settledAt: at })
    .where(eq(ledgerRefunds.id, refund.id));
  return true;
}

/**
 * The refund an event is about, locked: by the gateway's id when the event carries one, else the oldest still open
 * refund of that charge and amount (two open refunds alike are the same money of the same household).
 */
async function findRefund(tx: Tx, provider: string, e: RefundProgress): Promise<RefundRow | undefined> {
  if (e.refundId) {
    const [byId] = await tx
      .select()
      .from(ledgerRefunds)
      .where(and(eq(ledgerRefunds.provider, provider), eq(ledgerRefunds.providerRefundId, e.refundId)))
      .for('update');
    if (byId) return byId;
  }
  const rows = await tx
    .select()
    .from(ledgerRefunds)
    .where(
      and(
        eq(ledgerRefunds.provider, provider),
        eq(ledgerRefunds.paymentReference, e.transactionReference),
        eq(ledgerRefunds.amountCents, e.amountCents),
      ),
    )
    .orderBy(asc(ledgerRefunds.requestedAt), asc(ledgerRefunds.id))
    .for('update');
  return rows.find((r) => OPEN.includes(r.status) && (!e.refundId || !r.providerRefundId));
}

/**
 * Applies refund.processed, refund.failed or refund.needs-attention once. Paystack's events carry no id of their own:
 * one is claimed by the refund's id and the event when the event names the refund, else by the charge, the
 * processor's refund reference and the event, else by our refund's id and the event.
 */
export async function applyRefundEvent(
  tx: Tx,
  provider: string,
  e: RefundProgress,
  at: Date,
): Promise<RefundOutcome> {
  const from = FROM[e.event];
  if (!from) return 'ignored';
  if (!Number.isSafeInteger(e.amountCents) || e.amountCents <= 0) return 'mismatch';
  const refund = await findRefund(tx, provider, e);
  if (!refund) return 'unknown';
  if (refund.amountCents !== e.amountCents || (e.currency !== '' && e.currency !== refund.currency)) {
    return 'mismatch';
  }
  const eventId = e.refundId
    ? `refund:${e.refundId}:${e.event}`
    : e.refundReference
      ? `refund:${e.transactionReference}:${e.refundReference}:${e.event}`
      : `refund:${refund.id}:${e.event}`;
  if (!(await claimProviderEvent(tx, { provider, eventId, type: e.event, at }))) return 'replayed';
  if (!from.includes(refund.status as RefundState)) return 'stale';

  const status: RefundState =
    e.event === 'refund.processed' ? 'processed' : e.event === 'refund.failed' ? 'failed' : 'needs_attention';
  if (status === 'failed') {
    await postTransaction(tx, {
      eventKey: `refund-returned:${refund.id}`,
      kind: 'refund_returned',
      entries: [
        debit(clearing, refund.amountCents, refund.visitId),
        credit(refundsFailed, refund.amountCents, refund.visitId),
      ],
      refs: refsOf(refund),
      at,
    });
  }
  await tx
    .update(ledgerRefunds)
    .set({
      status,
      providerStatus: e.event.slice('refund.'.length),
      providerRefundId: refund.providerRefundId ?? e.refundId,
      settledAt: status === 'needs_attention' ? null : at,
    })
    .where(eq(ledgerRefunds.id, refund.id));
  return 'applied';
}

/** Whether an admin may ask again for this refund: Paystack failed it, or refused an admin's earlier retry of it. */
export const isRetryable = (r: Pick<RefundRow, 'status' | 'retryOf'>) =>
  r.status === 'failed' || (r.status === 'refused' && r.retryOf !== null);

/**
 * An admin's retry of a failed refund, claimed once: under the failed row's lock, its money moves from
 * `refunds_failed` back to `refunds` and a new refund row names it, unless one already does.
 */
export async function claimRetry(
  tx: Tx,
  refundId: string,
  adminId: string,
  at: Date,
): Promise<{ refund: RefundRow } | { problem: 'not_found' | 'not_retryable' }> {
  const [failed] = await tx.select().from(ledgerRefunds).where(eq(ledgerRefunds.id, refundId)).for('update');
  if (!failed) return { problem: 'not_found' };
  if (!isRetryable(failed)) return { problem: 'not_retryable' };
  const [retried] = await tx
    .select({ id: ledgerRefunds.id })
    .from(ledgerRefunds)
    .where(eq(ledgerRefunds.retryOf, failed.id));
  if (retried) return { problem: 'not_retryable' };
  const refund = await recordRefund(tx, {
    visitId: failed.visitId,
    workerId: failed.workerId,
    paymentReference: failed.paymentReference,
    provider: failed.provider,
    amountCents: failed.amountCents,
    currency: failed.currency,
    retryOf: failed.id,
    retriedBy: adminId,
    at,
  });
  await postTransaction(tx, {
    eventKey: `refund-retry:${failed.id}`,
    kind: 'refund_requested',
    entries: [
      debit(refundsFailed, refund.amountCents, refund.visitId),
      credit(refunds, refund.amountCents, refund.visitId),
    ],
    refs: refsOf(refund),
    at,
  });
  return { refund };
}

/** Refunds by state (or one by id), newest first, and whether retried: by default every refund not processed. */
export async function listRefunds(
  db: DbOrTx,
  opts: { status?: RefundState; id?: string; limit?: number } = {},
): Promise<{ refund: RefundRow; retried: boolean }[]> {
  // Qualified by hand: in a select list drizzle names a column without its table, which the subquery's alias needs.
  const retried = sql<boolean>`exists (select 1 from ledger_refunds r where r.retry_of = ledger_refunds.id)`;
  return db
    .select({ refund: ledgerRefunds, retried })
    .from(ledgerRefunds)
    .where(
      opts.id
        ? eq(ledgerRefunds.id, opts.id)
        : opts.status
          ? eq(ledgerRefunds.status, opts.status)
          : ne(ledgerRefunds.status, 'processed'),
    )
    .orderBy(desc(ledgerRefunds.requestedAt), desc(ledgerRefunds.id))
    .limit(opts.limit ?? 200);
}
