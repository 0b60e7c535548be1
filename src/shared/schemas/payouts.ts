// The worker's payout account and payouts (issue 34): what the forms send and what the routes answer. The refusals
// she reads are in payout-messages.ts (re-exported here), the rules in shared/pay (banks.ts, payout-rules.ts).
import * as z from 'zod';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHODS } from '../constants.js';
import { ACCOUNT_NUMBER_PATTERN, saBank } from '../pay/banks.js';
import { hasWholeCents, MAX_AMOUNT_RAND } from '../pay/money.js';
import { otpCodeSchema } from './auth.js';
import { codeSentSchema } from './common.js';
import { EMPLOYMENT_MESSAGES } from './employment-messages.js';
import { PAYOUT_MESSAGES } from './payout-messages.js';

export { PAYOUT_MESSAGES } from './payout-messages.js';

export const sendPayoutCodeSchema = z.object({
  deliveryMethod: z.enum(DELIVERY_METHODS).default(DEFAULT_DELIVERY_METHOD),
});
export const sendPayoutCodeResponseSchema = codeSentSchema;

export const savePayoutAccountSchema = z.object({
  bankCode: z.string().refine((code) => saBank(code) !== undefined, PAYOUT_MESSAGES.unknownBank),
  accountNumber: z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, PAYOUT_MESSAGES.accountNumber),
  accountHolder: z.string().trim().min(2, PAYOUT_MESSAGES.holder).max(100, PAYOUT_MESSAGES.holder),
  otpCode: otpCodeSchema,
});
export type SavePayoutAccount = z.infer<typeof savePayoutAccountSchema>;

/** Her account as she sees it: never the number, only its last four digits. */
export const payoutAccountSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  accountHolder: z.string(),
  /** Payouts wait until then after a change (ISO time), or null. */
  payoutsHeldUntil: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountAnswerSchema = z.object({ account: payoutAccountSchema.nullable() });

/** Her request: an amount in rand (whole cents), or her whole balance when absent. */
export const requestPayoutSchema = z
  .object({
    amount: z
      .number(EMPLOYMENT_MESSAGES.amount)
      .positive(EMPLOYMENT_MESSAGES.amount)
      .max(MAX_AMOUNT_RAND, EMPLOYMENT_MESSAGES.amountTooLarge)
      .refine(hasWholeCents, EMPLOYMENT_MESSAGES.amount)
      .optional(),
  })
  .nullish();

export const PAYOUT_STATUSES = ['pending', 'in_flight', 'paid', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  /** 'request' (she asked) or 'weekly' (the Wednesday run). */
  origin: z.enum(['request', 'weekly']),
  accountNumberMasked: z.string(),
  failureReason: z.string().nullable(),
  requestedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
/** Her payouts, newest first, and her payable balance now (cents). */
export const payoutsAnswerSchema = z.object({
  payouts: z.array(payoutSchema),
  balanceCents: z.number().int(),
});
export const payoutAnswerSchema = z.object({ payout: payoutSchema, balanceCents: z.number().int() });
