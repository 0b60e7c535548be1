// The admin console's money screens (issue 20): promo codes (create with a limit and an expiry, deactivate) and
// payments (find by reference or phone, re-check with the gateway, refund through it).
import * as z from 'zod';
import { sharedMessage } from '../i18n/messages.js';
import { adminReasonSchema } from './admin.js';

const PROMO_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
export const PROMO_TRIAL_DAYS_MAX = 365;
const PROMO_REDEMPTIONS_MAX = 100_000;
const PROMO_DESCRIPTION_MAX = 200;

export const ADMIN_MONEY_MESSAGES = {
  code: sharedMessage(
    /*i18n*/ { id: 'admin.promo.code', message: 'Use 4 to 20 letters and digits for the code' },
  ),
  trialDays: sharedMessage(
    /*i18n*/ {
      id: 'admin.promo.trial-days',
      message: 'Free days must be a whole number from 1 to {max}',
      values: { max: PROMO_TRIAL_DAYS_MAX },
    },
  ),
  maxRedemptions: sharedMessage(
    /*i18n*/ {
      id: 'admin.promo.limit',
      message: 'The limit must be a whole number from 1 to {max}',
      values: { max: PROMO_REDEMPTIONS_MAX },
    },
  ),
  expiresAt: sharedMessage(
    /*i18n*/ { id: 'admin.promo.expiry', message: 'The expiry date must be a date in the future' },
  ),
  descriptionTooLong: sharedMessage(
    /*i18n*/ {
      id: 'admin.promo.description',
      message: 'Please keep the description under {max} characters',
      values: { max: PROMO_DESCRIPTION_MAX },
    },
  ),
  codeTaken: sharedMessage(
    /*i18n*/ { id: 'admin.promo.taken', message: 'A promo code with this name exists' },
  ),
  promoNotFound: sharedMessage(/*i18n*/ { id: 'admin.promo.not-found', message: 'Promo code not found' }),
  paymentNotFound: sharedMessage(/*i18n*/ { id: 'admin.payment.not-found', message: 'Payment not found' }),
  notRefundable: sharedMessage(
    /*i18n*/ {
      id: 'admin.payment.not-refundable',
      message: 'Only a successful payment that has not been refunded can be refunded',
    },
  ),
  refundFailed: sharedMessage(
    /*i18n*/ {
      id: 'admin.payment.refund-failed',
      message: 'The payment provider did not accept the refund. Please try again later.',
    },
  ),
} as const;

const optionalPositiveInt = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullable().optional();

export const createPromoCodeSchema = z.object({
  code: z
    .string({ error: ADMIN_MONEY_MESSAGES.code })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_PATTERN, ADMIN_MONEY_MESSAGES.code)),
  trialDays: z
    .number({ error: ADMIN_MONEY_MESSAGES.trialDays })
    .int(ADMIN_MONEY_MESSAGES.trialDays)
    .min(1, ADMIN_MONEY_MESSAGES.trialDays)
    .max(PROMO_TRIAL_DAYS_MAX, ADMIN_MONEY_MESSAGES.trialDays),
  description: z
    .string()
    .trim()
    .max(PROMO_DESCRIPTION_MAX, ADMIN_MONEY_MESSAGES.descriptionTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
  maxRedemptions: optionalPositiveInt(PROMO_REDEMPTIONS_MAX, ADMIN_MONEY_MESSAGES.maxRedemptions),
  /** An ISO instant; the form sends the end of the chosen day in South African time. */
  expiresAt: z.iso.datetime({ offset: true, error: ADMIN_MONEY_MESSAGES.expiresAt }).nullable().optional(),
});
export type CreatePromoCodeInput = z.input<typeof createPromoCodeSchema>;

export const promoCodeParamsSchema = z.object({ code: z.string().trim().max(40) });

export const adminPromoCodeSchema = z.object({
  code: z.string(),
  trialDays: z.number().int(),
  description: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
  /** Active, not expired and under its limit: a worker could use it now. */
  usable: z.boolean(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export const adminPromoCodesSchema = z.array(adminPromoCodeSchema);

export const adminPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  paymentType: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  status: z.string(),
  providerStatus: z.string().nullable(),
  refundStatus: z.string().nullable(),
  refundedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ id: z.string(), name: z.string().nullable(), phoneNumber: z.string() }).nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentsSchema = z.array(adminPaymentSchema);

export const paymentParamsSchema = z.object({ reference: z.string().trim().max(100) });
export const refundBodySchema = z.object({ reason: adminReasonSchema });
