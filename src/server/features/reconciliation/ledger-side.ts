// Our side of a reconciliation: the ledger's provider-facing movements posted in a time range, each by the provider's
// reference. A charge (the 'charge:<reference>' postings of visits, tips and late fees) by what came into Paystack
// clearing; a refund by what Paystack accepted to give back, per charge, leaving out a refund it later failed (its
// refund.failed brought the money back, and Paystack's list shows it failed); a transfer (a payout, referenced by its id)
// by its amount, its state the latest the ledger knows: 'sent', then 'paid' or 'returned'.
import { and, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { MovementKind } from '../../../shared/schemas/reconciliation.js';
import type { DbOrTx } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments, payouts } from '../../db/schema.js';

export interface Movement {
  kind: MovementKind;
  reference: string;
  cents: number;
  status: string;
  /** When it happened on this side (ours: posted; Paystack's: in its list of the day). */
  at: Date;
}

const CHARGE_KINDS = ['visit_charge', 'tip', 'late_fee'] as const;
const TRANSFER_KINDS = ['payout_sent', 'payout_paid', 'payout_returned'] as const;
const TRANSFER_STATUS: Record<string, string> = {
  payout_sent: 'sent',
  payout_paid: 'paid',
  payout_returned: 'returned',
};

const paymentRef = sql<string>`${ledgerTransactions.refs}->>'paymentReference'`;
const payoutRef = sql<string>`${ledgerTransactions.refs}->>'payoutId'`;
const refundRef = sql<string | null>`${ledgerTransactions.refs}->>'refundId'`;

/** Per transaction: what came into Paystack clearing, and all it debited (the amount it moved). */
function movedQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      paymentReference: paymentRef,
      payoutId: payoutRef,
      refundId: refundRef,
      postedAt: ledgerTransactions.postedAt,
      clearingIn:
        sql<number>`sum(case when ${ledgerAccounts.kind} = 'paystack_clearing' and ${ledgerEntries.amountCents} > 0 then ${ledgerEntries.amountCents} else 0 end)`.mapWith(
          Number,
        ),
      debits:
        sql<number>`sum(case when ${ledgerEntries.amountCents} > 0 then ${ledgerEntries.amountCents} else 0 end)`.mapWith(
          Number,
        ),
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(where)
    .groupBy(ledgerTransactions.id)
    .orderBy(ledgerTransactions.id);
}

export async function ledgerMovements(
  db: DbOrTx,
  provider: string,
  range: { from: Date; to: Date },
): Promise<Movement[]> {
  const rows = await movedQuery(
    db,
    and(
      gte(ledgerTransactions.postedAt, range.from),
      lt(ledgerTransactions.postedAt, range.to),
      or(
        and(inArray(ledgerTransactions.kind, CHARGE_KINDS), like(ledgerTransactions.eventKey, 'charge:%')),
        eq(ledgerTransactions.kind, 'refund_processed'),
        inArray(ledgerTransactions.kind, TRANSFER_KINDS),
      ),
    ),
  );
  const charged = await providersOf(db, 'payments', rows.map((r) => r.paymentReference).filter(Boolean));
  const paidOut = await providersOf(db, 'payouts', rows.map((r) => r.payoutId).filter(Boolean));
  const returned = await returnedRefunds(
    db,
    rows.flatMap((r) => (r.kind === 'refund_processed' && r.refundId ? [r.refundId] : [])),
  );
  const out = new Map<string, Movement>();
  for (const r of rows) {
    if ((CHARGE_KINDS as readonly string[]).includes(r.kind)) {
      if (charged.get(r.paymentReference) !== provider) continue;
      out.set(`charge:${r.paymentReference}`, {
        kind: 'charge',
        reference: r.paymentReference,
        cents: r.clearingIn,
        status: 'received',
        at: r.postedAt,
      });
    } else if (r.kind === 'refund_processed') {
      if (charged.get(r.paymentReference) !== provider || (r.refundId && returned.has(r.refundId))) continue;
      const key = `refund:${r.paymentReference}`;
      const before = out.get(key);
      out.set(key, {
        kind: 'refund',
        reference: r.paymentReference,
        cents: (before?.cents ?? 0) + r.debits,
        status: 'refunded',
        at: before?.at ?? r.postedAt,
      });
    } else {
      if (paidOut.get(r.payoutId) !== provider) continue;
      const key = `transfer:${r.payoutId}`;
      const before = out.get(key);
      out.set(key, {
        kind: 'transfer',
        reference: r.payoutId,
        cents: before?.cents ?? r.debits,
        status: TRANSFER_STATUS[r.kind] ?? 'sent',
        at: r.kind === 'payout_sent' ? r.postedAt : (before?.at ?? r.postedAt),
      });
    }
  }
  await latestTransferStates(db, [...out.values()]);
  return [...out.values()];
}

/** A transfer's state is the ledger's latest word on it, whenever that came (a payout sent in the range, paid later). */
async function latestTransferStates(db: DbOrTx, movements: Movement[]): Promise<void> {
  const transfers = movements.filter((m) => m.kind === 'transfer');
  if (transfers.length === 0) return;
  const rows = await movedQuery(
    db,
    and(
      inArray(ledgerTransactions.kind, TRANSFER_KINDS),
      inArray(
        payoutRef,
        transfers.map((m) => m.reference),
      ),
    ),
  );
  const byRef = new Map(transfers.map((m) => [m.reference, m]));
  for (const r of rows) {
    const m = byRef.get(r.payoutId);
    if (!m) continue;
    if (r.kind === 'payout_sent') m.cents = r.debits;
    // Returned is final; paid stands unless a reversal returns it.
    if (m.status !== 'returned') m.status = TRANSFER_STATUS[r.kind] ?? m.status;
  }
}

/** The refunds among these that Paystack failed after accepting them (whenever its refund.failed came). */
async function returnedRefunds(db: DbOrTx, refundIds: string[]): Promise<Set<string>> {
  if (refundIds.length === 0) return new Set();
  const rows = await db
    .select({ refundId: refundRef })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'refund_returned'), inArray(refundRef, [...new Set(refundIds)])));
  return new Set(rows.flatMap((r) => (r.refundId ? [r.refundId] : [])));
}

async function providersOf(db: DbOrTx, table: 'payments' | 'payouts', keys: string[]) {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map<string, string>();
  if (table === 'payments') {
    const rows = await db
      .select({ key: payments.reference, provider: payments.provider })
      .from(payments)
      .where(inArray(payments.reference, unique));
    return new Map(rows.map((r) => [r.key, r.provider]));
  }
  const ids = unique.filter((k) => /^[0-9a-f-]{36}$/.test(k));
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ key: payouts.id, provider: payouts.provider })
    .from(payouts)
    .where(inArray(payouts.id, ids));
  return new Map(rows.map((r) => [r.key, r.provider]));
}
