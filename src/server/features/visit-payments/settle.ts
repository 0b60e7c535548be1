// The daily settling of visits that did not happen (decision 0346): every one still holding paid pay is refunded
// (a late household's fee first going to her), and every late fee not yet tried is charged to a saved card; one
// no card paid is asked of the household by one message (decision 0384). The household's own POST .../refund and
// .../late-fee do the same at once (the latter answering a checkout link); both are once however often run.
import { and, eq, gt, gte, inArray, notExists, sql } from 'drizzle-orm';
import { hires, ledgerAccounts, ledgerEntries, payments, visits } from '../../db/schema.js';
import type { PaymentDeps } from '../payments/index.js';
import { collectLateFee } from './late-fees.js';
import { refundVisit, UNHAPPENED_VISIT_STATUSES } from './refunds.js';

/** How far back the daily job looks for late fees to charge. */
const LATE_FEE_LOOKBACK_DAYS = 30;
/** Visits settled per run, so one run stays short; the next run takes the rest. */
const SETTLE_BATCH = 200;

export async function settleUnhappenedVisits(
  deps: PaymentDeps,
  now: Date,
): Promise<{ refunded: number; feesCharged: number }> {
  const heldForVisit = sql`(select coalesce(sum(${ledgerEntries.amountCents}), 0) from ${ledgerEntries}
    join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
    where ${ledgerEntries.visitId} = ${visits.id} and ${ledgerAccounts.kind} = 'worker_held')`;
  const toRefund = await deps.db
    .select()
    .from(visits)
    .where(and(inArray(visits.status, [...UNHAPPENED_VISIT_STATUSES]), sql`${heldForVisit} <> 0`))
    .limit(SETTLE_BATCH);
  let refunded = 0;
  for (const visit of toRefund) {
    const answer = await refundVisit(deps, visit, now);
    if (answer.status === 'requested') refunded += 1;
  }
  const since = new Date(now.getTime() - LATE_FEE_LOOKBACK_DAYS * 86_400_000);
  const fees = await deps.db
    .select({ visit: visits, employerUserId: hires.employerUserId })
    .from(visits)
    .innerJoin(hires, eq(hires.id, visits.hireId))
    .where(
      and(
        gt(visits.feeCents, 0),
        eq(visits.cancelledBy, 'employer'),
        gte(visits.cancelledAt, since),
        notExists(
          deps.db
            .select({ id: payments.id })
            .from(payments)
            .where(eq(payments.scope, sql`'late-fee:' || ${visits.id}`)),
        ),
      ),
    )
    .limit(SETTLE_BATCH);
  let feesCharged = 0;
  for (const { visit, employerUserId } of fees) {
    if (!employerUserId) continue;
    const answer = await collectLateFee(deps, visit, employerUserId, now, { unpaid: 'message' });
    if (answer.paid) feesCharged += 1;
  }
  return { refunded, feesCharged };
}
