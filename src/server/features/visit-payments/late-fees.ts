// A late-cancellation fee (issue 33's visit.fee_cents) reaches the worker (decision 0346): out of the visit's pay
// when it was paid (the refund takes it first), else charged to the household's saved card (Paystack's
// charge_authorization), else asked for with a payment link. Credited to her balance when verified.
import { and, eq, inArray } from 'drizzle-orm';
import { type LateFeeAnswer, VISIT_PAYMENT_MESSAGES } from '../../../shared/schemas/visit-payments.js';
import { payments, type visits } from '../../db/schema.js';
import { saDate } from '../../domain/booking-schedule.js';
import { conflict } from '../../lib/http-error.js';
import { chargeSavedCard, findSavedCard, initializePayment, type PaymentDeps } from '../payments/index.js';
import { breakdownOf, itemsOf } from './charges.js';
import { VISIT_PAYMENT_CALLBACK } from './payment-types.js';
import { chargeOf, refundVisit } from './refunds.js';

type VisitRow = typeof visits.$inferSelect;

const lateFeeScope = (visitId: string) => `late-fee:${visitId}`;

/** The late-fee charges of a visit in these statuses. */
async function lateFeeCharges(deps: PaymentDeps, visitId: string, statuses: string[]) {
  return deps.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(
      and(
        eq(payments.paymentType, 'late_fee'),
        eq(payments.scope, lateFeeScope(visitId)),
        inArray(payments.status, statuses),
      ),
    );
}

/**
 * Collects the fee of a visit cancelled or skipped late by the household (`employerUserId` pays). `linkIfNoCard`:
 * the household asked (answer a checkout link); the daily job only charges saved cards.
 */
export async function collectLateFee(
  deps: PaymentDeps,
  visit: VisitRow,
  employerUserId: string,
  now: Date,
  opts: { linkIfNoCard: boolean },
): Promise<LateFeeAnswer> {
  if (visit.feeCents <= 0) throw conflict(VISIT_PAYMENT_MESSAGES.noLateFee);
  const paidAnswer = { feeCents: visit.feeCents, paid: true, reference: null, authorizationUrl: null };
  if (await deps.db.transaction((tx) => chargeOf(tx, visit.id))) {
    await refundVisit(deps, visit, now);
    return paidAnswer;
  }
  if ((await lateFeeCharges(deps, visit.id, ['success'])).length > 0) return paidAnswer;
  const breakdown = breakdownOf([], { lateFeeCents: visit.feeCents }, saDate(now));
  const input = {
    userId: employerUserId,
    paymentType: 'late_fee',
    amountCents: breakdown.totalCents,
    workerId: visit.workerId,
    callbackPath: VISIT_PAYMENT_CALLBACK,
    description: deps.paymentTypes.late_fee?.description ?? 'late_fee',
    scope: lateFeeScope(visit.id),
    items: itemsOf(breakdown, visit.workerId, 'late_fee', visit.id),
  };
  const card = await findSavedCard(deps.db, employerUserId, deps.gateway.name);
  if (card) {
    const charged = await chargeSavedCard(deps, {
      ...input,
      authorizationCode: card.authorizationCode,
      email: card.email,
    });
    if (charged.succeeded) return { ...paidAnswer, reference: charged.payment.reference };
  }
  if (!opts.linkIfNoCard)
    return { feeCents: visit.feeCents, paid: false, reference: null, authorizationUrl: null };
  const { reference, authorizationUrl } = await initializePayment(deps, input);
  return { feeCents: visit.feeCents, paid: false, reference, authorizationUrl };
}

/** Whether the daily job already tried this visit's fee (any charge of it exists). */
export async function lateFeeTried(deps: PaymentDeps, visitId: string): Promise<boolean> {
  return (await lateFeeCharges(deps, visitId, ['pending', 'success', 'failed', 'voided'])).length > 0;
}
