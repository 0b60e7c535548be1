// The payment types of visits (issue 34): a visit's pay (one visit or several paid ahead), a tip, a
// late-cancellation fee. They are priced by the booking's routes from the visit and the hire, never by
// POST /api/payments/initialize, and each verified charge posts to the ledger (postings.ts).
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments.js';
import { HttpError } from '../../lib/http-error.js';
import type { PaymentTypeDefinition } from '../payments/index.js';
import { postVisitCharge } from './postings.js';

/** The client route the gateway returns the household to (the payments callback page). */
export const VISIT_PAYMENT_CALLBACK = '/payment-callback';

function visitChargeType(description: string): PaymentTypeDefinition {
  return {
    description,
    callbackPath: VISIT_PAYMENT_CALLBACK,
    async price() {
      // Charged only through the booking's routes, which price it from the visit.
      throw new HttpError(400, PAYMENT_MESSAGES.unknownType, { field: 'paymentType' });
    },
    // Without the gateway's word (no fee known), the charge is posted without the fee Paystack kept.
    grant: (tx, payment) => postVisitCharge(tx, payment, null),
    grantVerified: (tx, payment, verified) => postVisitCharge(tx, payment, verified.feesCents),
  };
}

export const visitPayment = visitChargeType('Pay for a visit');
export const tipPayment = visitChargeType('A tip for a visit');
export const lateFeePayment = visitChargeType('A late-cancellation fee');

/** The same names as in src/server/payment-types.ts, for the job that charges saved cards. */
export const VISIT_PAYMENT_TYPES = { visit: visitPayment, tip: tipPayment, late_fee: lateFeePayment };
