// What the payment result page says after a charge for visits (issue 34): the payment types the booking routes
// start (the ledger's 'visit', 'tip' and 'late_fee'), what became of the money, and where the household goes next.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const VISIT_PAYMENT_NOTES = {
  visit: msg`We hold the money until the visit is done, then it is hers.`,
  tip: msg`All of your tip goes to the worker.`,
  late_fee: msg`All of the fee goes to the worker.`,
} as const satisfies Record<string, MessageDescriptor>;

export type VisitPaymentType = keyof typeof VISIT_PAYMENT_NOTES;

export function isVisitPayment(paymentType: string | null | undefined): paymentType is VisitPaymentType {
  return paymentType != null && Object.hasOwn(VISIT_PAYMENT_NOTES, paymentType);
}

/** Where the household goes after a visit's payment: its payments; after a failed one, back to its visits. */
export const AFTER_VISIT_PAYMENT = '/payments';
export const RETRY_VISIT_PAYMENT = '/visits';
