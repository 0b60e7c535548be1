// The worker's payout account and payouts (issue 34): what the forms send, what the routes answer, and the refusals
// she reads (in her language, through the error handler). Rules live in shared/pay (banks.ts, payout-rules.ts).
import * as z from 'zod';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHODS } from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';
import { ACCOUNT_NUMBER_PATTERN, saBank } from '../pay/banks.js';
import { hasWholeCents, MAX_AMOUNT_RAND } from '../pay/money.js';
import { otpCodeSchema } from './auth.js';
import { codeSentSchema } from './common.js';
import { EMPLOYMENT_MESSAGES } from './employment.js';

export const PAYOUT_MESSAGES = {
  unknownBank: sharedMessage(
    /*i18n*/ { id: 'payout.unknown-bank', message: 'Please choose your bank from the list' },
  ),
  accountNumber: sharedMessage(
    /*i18n*/ { id: 'payout.account-number', message: 'An account number is 6 to 16 digits, with no spaces' },
  ),
  holder: sharedMessage(
    /*i18n*/ { id: 'payout.account-holder', message: 'Please give the name on the bank account' },
  ),
  workersOnly: sharedMessage(
    /*i18n*/ { id: 'payout.workers-only', message: 'Only workers with a profile are paid out' },
  ),
  recipientRefused: sharedMessage(
    /*i18n*/ {
      id: 'payout.recipient-refused',
      message: 'The bank account could not be added. Please check the bank and number and try again.',
    },
  ),
  noAccount: sharedMessage(
    /*i18n*/ { id: 'payout.no-account', message: 'Please add your bank account before asking for a payout' },
  ),
  minimum: (minimum: string) =>
    sharedMessage(
      /*i18n*/ { id: 'payout.minimum', message: 'A payout is at least {minimum}', values: { minimum } },
    ),
  overBalance: (balance: string) =>
    sharedMessage(
      /*i18n*/ {
        id: 'payout.over-balance',
        message: 'You can be paid at most your balance of {balance}',
        values: { balance },
      },
    ),
  onHold: (until: string) =>
    sharedMessage(
      /*i18n*/ {
        id: 'payout.on-hold',
        message: 'Your bank account changed recently, so payouts wait until {until}',
        values: { until },
      },
    ),
  inFlight: sharedMessage(
    /*i18n*/ { id: 'payout.in-flight', message: 'A payout is already on its way to your bank' },
  ),
} as const;

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
