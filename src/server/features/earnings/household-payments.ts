// GET /api/me/payments: the household's payments for visits (issue 34), line by line as the ledger posted them
// (payment_items), each visit's refund as the ledger records it (its refund transactions name the visit) and, for a
// refund asked since Paystack's refund webhooks are read (decision 0385), as its latest refund row stands. Hers only:
// by the session's user, no id asked.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  HOUSEHOLD_PAYMENT_ITEM_KINDS,
  HOUSEHOLD_PAYMENT_STATUSES,
  type HouseholdPayment,
  type REFUND_STATUSES,
} from '../../../shared/schemas/earnings.js';
import type { DbOrTx } from '../../db/client.js';
import {
  ledgerEntries,
  ledgerRefunds,
  ledgerTransactions,
  paymentItems,
  payments,
  visits,
  workers,
} from '../../db/schema.js';

type RefundStatus = (typeof REFUND_STATUSES)[number];
const REFUND_KINDS: Record<string, RefundStatus> = {
  refund_requested: 'requested',
  refund_processed: 'processed',
  refund_failed: 'failed',
  refund_returned: 'failed',
};

/** A refund row's state in the household's words: accepted by Paystack is not yet back on the card. */
const ROW_STATUS: Record<string, RefundStatus> = {
  asking: 'requested',
  pending: 'requested',
  needs_attention: 'requested',
  processed: 'processed',
  refused: 'failed',
  failed: 'failed',
};

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Each visit's refund: the amount asked back, and where it stands (the latest step the ledger posted). */
async function refundsOf(db: DbOrTx, visitIds: readonly string[]) {
  const refunds = new Map<string, { status: RefundStatus; amountCents: number }>();
  if (visitIds.length === 0) return refunds;
  const visitRef = sql<string>`${ledgerTransactions.refs}->>'visitId'`;
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      visitId: visitRef,
      cents:
        sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.amountCents} > 0), 0)`.mapWith(
          Number,
        ),
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(inArray(ledgerTransactions.kind, Object.keys(REFUND_KINDS)), inArray(visitRef, [...visitIds])))
    .groupBy(ledgerTransactions.id)
    .orderBy(ledgerTransactions.postedAt, ledgerTransactions.id);
  for (const row of rows) {
    const status = REFUND_KINDS[row.kind] ?? 'requested';
    const amountCents =
      row.kind === 'refund_requested' ? row.cents : (refunds.get(row.visitId)?.amountCents ?? row.cents);
    refunds.set(row.visitId, { status, amountCents });
  }
  const latest = await db
    .select({ visitId: ledgerRefunds.visitId, status: ledgerRefunds.status })
    .from(ledgerRefunds)
    .where(inArray(ledgerRefunds.visitId, [...visitIds]))
    .orderBy(ledgerRefunds.requestedAt, ledgerRefunds.id);
  for (const row of latest) {
    const known = refunds.get(row.visitId);
    if (known) known.status = ROW_STATUS[row.status] ?? known.status;
  }
  return refunds;
}

export async function householdPayments(db: DbOrTx, userId: string): Promise<HouseholdPayment[]> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.id, db.select({ id: paymentItems.paymentId }).from(paymentItems)),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(200);
  if (rows.length === 0) return [];
  const items = await db
    .select({
      paymentId: paymentItems.paymentId,
      line: paymentItems.line,
      kind: paymentItems.kind,
      visitId: paymentItems.visitId,
      amountCents: paymentItems.amountCents,
      workerName: workers.fullName,
      bookingId: visits.hireId,
      visitDate: visits.date,
    })
    .from(paymentItems)
    .leftJoin(workers, eq(workers.id, paymentItems.workerId))
    .leftJoin(visits, eq(visits.id, paymentItems.visitId))
    .where(
      inArray(
        paymentItems.paymentId,
        rows.map((r) => r.payment.id),
      ),
    )
    .orderBy(paymentItems.paymentId, paymentItems.line);
  const refunds = await refundsOf(
    db,
    items.flatMap((i) => (i.kind === 'visit_pay' && i.visitId ? [i.visitId] : [])),
  );
  return rows.map(({ payment }) => ({
    reference: payment.reference,
    status: oneOf(HOUSEHOLD_PAYMENT_STATUSES, payment.status, 'pending'),
    amountCents: payment.amountCents,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    items: items
      .filter((i) => i.paymentId === payment.id)
      .map((i) => ({
        kind: oneOf(HOUSEHOLD_PAYMENT_ITEM_KINDS, i.kind, 'visit_pay'),
        visitId: i.visitId,
        bookingId: i.bookingId,
        visitDate: i.visitDate,
        workerName: i.workerName,
        amountCents: i.amountCents,
        refund: i.kind === 'visit_pay' && i.visitId ? (refunds.get(i.visitId) ?? null) : null,
      })),
  }));
}
