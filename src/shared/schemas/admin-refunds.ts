// Refunds of visits as Paystack carries them out (issue 34, decision 0385): GET /api/admin/ledger/refunds lists those
// not processed (or those in one state), POST /api/admin/ledger/refunds/:id/retry asks Paystack again, once, for a
// refund it could not complete.
import * as z from 'zod';
import { sharedMessage } from '../i18n/messages.js';

/** Where a refund stands, from our claim to Paystack's last word (domain/ledger/refunds.ts moves it). */
export const REFUND_STATES = [
  /** Claimed; Paystack is being asked (one left so long was interrupted mid-call). */
  'asking',
  /** Paystack refused the ask: the money went back where it came from. */
  'refused',
  /** Paystack accepted it and took it from our balance; its result is awaited. */
  'pending',
  /** Paystack needs the customer's bank details to complete it (refund.needs-attention). */
  'needs_attention',
  'processed',
  /** Paystack could not complete it: the money is back in our balance and still owed to the household. */
  'failed',
] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const ADMIN_REFUND_MESSAGES = {
  notFound: sharedMessage(/*i18n*/ { id: 'admin.refund.not-found', message: 'Refund not found' }),
  notRetryable: sharedMessage(
    /*i18n*/ {
      id: 'admin.refund.not-retryable',
      message: 'Only a refund Paystack could not complete can be asked for again, and only once',
    },
  ),
} as const;

export const adminRefundsQuerySchema = z.object({ status: z.enum(REFUND_STATES).optional() });
export const refundParamsSchema = z.object({ id: z.uuid() });

export const adminRefundSchema = z.object({
  id: z.string(),
  visitId: z.string(),
  /** The visit's South African date; null once its booking is gone (the refund outlives it). */
  visitDate: z.string().nullable(),
  /** Who paid the charge and is owed the money: null once the account is deleted. */
  household: z.object({ name: z.string().nullable(), phoneNumber: z.string() }).nullable(),
  /** The refunded charge's reference. */
  paymentReference: z.string(),
  amountCents: z.number().int(),
  status: z.enum(REFUND_STATES),
  /** Paystack's latest word on it, and its id for it. */
  providerStatus: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  /** The failed refund this one asked again for. */
  retryOf: z.string().nullable(),
  /** True when an admin may ask Paystack again for it now. */
  retryable: z.boolean(),
  requestedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;
export const adminRefundsSchema = z.object({ refunds: z.array(adminRefundSchema) });
