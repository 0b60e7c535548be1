// Payment and promo payloads (spec: "Payment payloads"), shared by the wizard, the callback page and the server.
import * as z from 'zod';
import { PAYMENT_METHODS, SUBSCRIPTION_TYPES, TIER_LEVELS } from '../constants.js';
import { PROMO_CODE_MAX, PROMO_MESSAGES } from './payment-texts.js';

export { PAYMENT_MESSAGES, PROMO_MESSAGES } from './payment-texts.js';

const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((m) => m.id) as ['card', 'mobile', 'eft'];

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

export const validatePromoSchema = z.object({
  code: z.string().trim().min(1, PROMO_MESSAGES.invalid).max(PROMO_CODE_MAX),
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
