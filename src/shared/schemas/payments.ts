// Payment and promo payloads (spec: "Payment payloads"), shared by the wizard, the callback page and the server.
import * as z from 'zod';
import { PAYMENT_METHODS, SUBSCRIPTION_TYPES, TIER_LEVELS } from '../constants.js';

const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((m) => m.id) as ['card', 'mobile', 'eft'];

export const PAYMENT_MESSAGES = {
  initializeFailed: 'Failed to initialize payment. Please try again.',
  verified: 'Payment verified successfully',
  notVerified: 'Payment could not be verified.',
  pending: 'Your payment is still being processed. Please check again in a minute.',
  declined: 'The payment was declined or cancelled.',
  notFound: 'Payment not found',
  unknownType: 'Unknown payment type',
  alreadyPaid: 'Your registration is already paid',
  noWorkerProfile: 'Please create a worker profile first.',
  // A newer checkout for the same thing replaced this one (issue 15): it grants nothing, and money paid is returned.
  voided:
    'This checkout was replaced by a newer one and can no longer be paid. Please use the latest checkout.',
  voidedRefunded:
    'This checkout was replaced by a newer one, so it granted nothing: your payment is being refunded to you.',
} as const;

/**
 * POST /api/payments/initialize. `amount` is what the client believes it pays; the server ignores it and charges
 * its own price for the payment type.
 */
export const initializePaymentSchema = z.object({
  amount: z.union([z.string(), z.number()]).optional(),
  paymentType: z.string().min(1).max(40),
  tierLevel: z.enum(TIER_LEVELS).optional(),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS).optional(),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).optional(),
});
export type InitializePaymentBody = z.infer<typeof initializePaymentSchema>;

export const initializePaymentAnswerSchema = z.object({
  status: z.literal(true),
  authorization_url: z.string(),
  reference: z.string(),
});
export type InitializePaymentAnswer = z.infer<typeof initializePaymentAnswerSchema>;

export const verifyPaymentAnswerSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  reference: z.string(),
  paymentType: z.string().nullable(),
  tierLevel: z.string().nullable(),
  subscriptionType: z.string().nullable(),
  /** How the person chose to pay: 'Try Again' after a decline starts the same payment the same way. */
  paymentMethod: z.enum(PAYMENT_METHOD_IDS).nullable(),
  /** 'pending' | 'success' | 'failed' | 'voided' */
  paymentStatus: z.string().nullable(),
});
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswerSchema>;

/** POST /api/payments/webhook: Paystack only needs a 200. */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });

export const PROMO_MESSAGES = {
  invalid: 'Invalid promo code',
  expired: 'This promo code has expired',
  limitReached: 'This promo code has reached its redemption limit',
  alreadyUsed: 'You have already used this promo code',
  trialRunning: 'Your free trial is already running',
} as const;

export const validatePromoSchema = z.object({
  code: z.string().trim().min(1, PROMO_MESSAGES.invalid).max(40),
});

export const validatePromoAnswerSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    trialDays: z.number().int(),
    description: z.string().nullable(),
  }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);
export type ValidatePromoAnswer = z.infer<typeof validatePromoAnswerSchema>;
