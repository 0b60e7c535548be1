// A late-cancellation fee (issue 33's visit.fee_cents) reaches the worker (decision 0346): out of the visit's pay
// when it was paid (the refund takes it first), else charged to the household's saved card (Paystack's
// charge_authorization), else asked for: with a payment link when the household itself asks on its visits page,
// by one message pointing to that page when the daily job could not take it (decision 0384). Credited to her
// balance when verified.
import { and, eq, inArray } from 'drizzle-orm';
import { BOOKINGS_PAGE_PATHS } from '../../../shared/page-paths.js';
import { type LateFeeAnswer, VISIT_PAYMENT_MESSAGES } from '../../../shared/schemas/visit-payments.js';
import { payments, type visits, workers } from '../../db/schema.js';
import { saDate } from '../../domain/booking-schedule.js';
import { conflict, HttpError } from '../../lib/http-error.js';
import { notifyUser } from '../../platform/messaging/index.js';
import { chargeSavedCard, findSavedCard, initializePayment, type PaymentDeps } from '../payments/index.js';
import { breakdownOf, itemsOf } from './charges.js';
import { LATE_FEE_TEXTS } from './late-fee-texts.js';
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
 * Collects the fee of a visit cancelled or skipped late by the household (`employerUserId` pays). When no saved card
 * pays it, `unpaid` says how it is asked for: 'link', the household asked on its page (answer a checkout link made
 * now); 'message', the daily job (tell the household once where to pay it).
 */
export async function collectLateFee(
  deps: PaymentDeps,
  visit: VisitRow,
  employerUserId: string,
  now: Date,
  opts: { unpaid: 'link' | 'message' },
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
    }).catch((err: unknown) => {
      // The gateway failed the charge or its check (logged there): the card did not pay now, so the fee is asked
      // for as when it is declined. A charge that still lands is paid once; a later checkout voids and refunds it.
      if (err instanceof HttpError && err.statusCode === 502) return null;
      throw err;
    });
    if (charged?.succeeded) return { ...paidAnswer, reference: charged.payment.reference };
  }
  if (opts.unpaid === 'message') {
    await askForLateFee(deps, visit, employerUserId, now);
    return { feeCents: visit.feeCents, paid: false, reference: null, authorizationUrl: null };
  }
  const { reference, authorizationUrl } = await initializePayment(deps, input);
  return { feeCents: visit.feeCents, paid: false, reference, authorizationUrl };
}

/**
 * Tells the household once (the key is the visit's) that the fee is owed and where to pay it: its visits page, whose
 * "Pay the late fee" makes the checkout then. Held in its quiet hours by the delivery policy (the kind's rule).
 */
async function askForLateFee(deps: PaymentDeps, visit: VisitRow, employerUserId: string, now: Date) {
  const [worker] = await deps.db
    .select({ fullName: workers.fullName })
    .from(workers)
    .where(eq(workers.id, visit.workerId));
  await notifyUser(deps.db, {
    userId: employerUserId,
    kind: 'late_fee_asked',
    dedupeKey: `late_fee_asked:${visit.id}`,
    ref: visit.id,
    runAt: now,
    text: (language) =>
      LATE_FEE_TEXTS.asked(
        {
          worker: worker?.fullName ?? '',
          date: visit.date,
          feeCents: visit.feeCents,
          link: `${deps.config.publicUrl}${BOOKINGS_PAGE_PATHS.employer}`,
        },
        language,
      ),
  });
}
