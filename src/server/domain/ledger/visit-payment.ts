// What the household's money for a visit is doing, read from the payment lines and the ledger (issue 34): the
// bookings feature shows it on each visit, and cannot import the visit-payments feature, so the rule lives here.
// A late fee is paid once the ledger holds its `late_fee` transaction for the visit: charged (a saved card or a
// payment link) or taken from the visit's pay held, both credit her balance there (decision 0346).
import { inArray, sql } from 'drizzle-orm';
import type { VisitPayment } from '../../../shared/schemas/bookings.js';
import type { DbOrTx } from '../../db/client.js';
import { visits } from '../../db/schema.js';

export interface VisitMoney {
  payment: VisitPayment;
  /** Its late-cancellation fee reached her balance. */
  lateFeePaid: boolean;
}

/** Each visit's payment state, in one query for all of them (a visit not in the answer is unpaid). */
export async function visitPayments(
  db: DbOrTx,
  visitIds: readonly string[],
): Promise<Map<string, VisitMoney>> {
  const states = new Map<string, VisitMoney>();
  if (visitIds.length === 0) return states;
  // Qualified by hand: in a select list drizzle names a column without its table, which a subquery's own tables hide.
  const visitId = sql`${visits}.id`;
  const rows = await db
    .select({
      id: visits.id,
      // worker_held is credited when paid and debited on release or refund: what is still held for the visit.
      held: sql<number>`(select coalesce(-sum(e.amount_cents), 0) from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where e.visit_id = ${visitId} and a.kind = 'worker_held')`.mapWith(Number),
      released: sql<boolean>`exists(select 1 from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id
        where e.visit_id = ${visitId} and x.kind = 'release')`,
      refunded: sql<boolean>`exists(select 1 from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id
        where e.visit_id = ${visitId} and x.kind = 'refund_requested')`,
      pending: sql<boolean>`exists(select 1 from payment_items i join payments p on p.id = i.payment_id
        where i.visit_id = ${visitId} and i.kind = 'visit_pay' and p.status = 'pending')`,
      lateFeePaid: sql<boolean>`exists(select 1 from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id
        where e.visit_id = ${visitId} and x.kind = 'late_fee')`,
    })
    .from(visits)
    .where(inArray(visits.id, [...visitIds]));
  for (const r of rows) {
    const state: VisitPayment =
      r.held > 0
        ? 'held'
        : r.released
          ? 'released'
          : r.refunded
            ? 'refunded'
            : r.pending
              ? 'pending'
              : 'unpaid';
    states.set(r.id, { payment: state, lateFeePaid: r.lateFeePaid });
  }
  return states;
}
