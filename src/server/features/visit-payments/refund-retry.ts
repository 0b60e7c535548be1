// The admin's view of visit refunds and the retry of one Paystack could not complete (decision 0385): the retry is
// claimed once under the failed refund's lock (its money from `refunds_failed` back to `refunds`, a new refund row
// naming it, the admin's audit entry), committed before Paystack is asked, so two clicks ask once. Each refund shows
// the visit's day and the household who paid the charge (the console's Refunds panel).
import { eq, inArray } from 'drizzle-orm';
import { ADMIN_MONEY_MESSAGES } from '../../../shared/schemas/admin-money.js';
import {
  ADMIN_REFUND_MESSAGES,
  type AdminRefund,
  type RefundState,
} from '../../../shared/schemas/admin-refunds.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { payments, users, visits } from '../../db/schema.js';
import {
  claimRetry,
  isRetryable,
  listRefunds,
  platformAccount,
  type RefundRow,
} from '../../domain/ledger/index.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import type { PaymentDeps } from '../payments/index.js';
import { askGateway } from './refunds.js';

interface Whose {
  visitDate: string | null;
  household: AdminRefund['household'];
}

function toAdmin(r: RefundRow, retried: boolean, whose: Whose | undefined): AdminRefund {
  return {
    id: r.id,
    visitId: r.visitId,
    visitDate: whose?.visitDate ?? null,
    household: whose?.household ?? null,
    paymentReference: r.paymentReference,
    amountCents: r.amountCents,
    status: r.status as RefundState,
    providerStatus: r.providerStatus,
    providerRefundId: r.providerRefundId,
    retryOf: r.retryOf,
    retryable: isRetryable(r) && !retried,
    requestedAt: r.requestedAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  };
}

/** The visits' dates and the households who paid the charges, for the admin to know whose money it is. */
async function whoseRefunds(db: DbOrTx, refunds: RefundRow[]): Promise<Map<string, Whose>> {
  if (refunds.length === 0) return new Map();
  const [days, payers] = await Promise.all([
    db
      .select({ id: visits.id, date: visits.date })
      .from(visits)
      .where(
        inArray(
          visits.id,
          refunds.map((r) => r.visitId),
        ),
      ),
    db
      .select({ reference: payments.reference, name: users.firstName, phoneNumber: users.phoneNumber })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(
        inArray(
          payments.reference,
          refunds.map((r) => r.paymentReference),
        ),
      ),
  ]);
  const dayOf = new Map(days.map((d) => [d.id, d.date]));
  const payerOf = new Map(payers.map(({ reference, ...p }) => [reference, p]));
  return new Map(
    refunds.map((r) => [
      r.id,
      { visitDate: dayOf.get(r.visitId) ?? null, household: payerOf.get(r.paymentReference) ?? null },
    ]),
  );
}

export async function adminRefunds(db: DbOrTx, query: { status?: RefundState }): Promise<AdminRefund[]> {
  const rows = await listRefunds(db, query);
  const whose = await whoseRefunds(
    db,
    rows.map((r) => r.refund),
  );
  return rows.map(({ refund, retried }) => toAdmin(refund, retried, whose.get(refund.id)));
}

/**
 * Asks Paystack again for a failed refund, once: answers the new refund (pending, or processed at once). A refusal
 * answers 502 and leaves the money owed in `refunds_failed`, the new refund retryable in its turn.
 */
export async function retryRefund(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'log'>,
  refundId: string,
  adminId: string,
  at: Date,
  /** Runs in the transaction that claims the retry (the admin's audit entry). */
  onClaimed: (tx: Tx, refund: RefundRow) => Promise<void>,
): Promise<AdminRefund> {
  const claim = await deps.db.transaction(async (tx) => {
    const claimed = await claimRetry(tx, refundId, adminId, at);
    if ('refund' in claimed) await onClaimed(tx, claimed.refund);
    return claimed;
  });
  if ('problem' in claim) {
    throw claim.problem === 'not_found'
      ? notFound(ADMIN_REFUND_MESSAGES.notFound)
      : conflict(ADMIN_REFUND_MESSAGES.notRetryable);
  }
  const { refund } = claim;
  const sent = await askGateway(deps, refund.id, refund.paymentReference, `Refund ${refundId} asked again`, {
    cents: refund.amountCents,
    backTo: platformAccount('refunds_failed'),
    keys: { accepted: `refund-sent:${refund.id}`, refused: `refund-failed:${refund.id}` },
    at,
  });
  if (!sent) throw new HttpError(502, ADMIN_MONEY_MESSAGES.refundFailed);
  const [row] = await listRefunds(deps.db, { id: refund.id });
  const whose = await whoseRefunds(deps.db, [row!.refund]);
  return toAdmin(row!.refund, row!.retried, whose.get(refund.id));
}
