// The worker's earnings (issue 34): GET /api/me/earnings?month=YYYY-MM and her statement, GET
// /api/me/earnings/YYYY-MM.pdf; and the household's payment history, GET /api/me/payments. Every amount is
// integer cents, derived from the ledger's entries (balances are never stored). A visit's money belongs to the month
// of the visit's South African date; a payout to the month it was sent in (decision 0367).
import * as z from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages.js';
import { sharedMessage } from '../i18n/messages.js';
import { PAYOUT_STATUSES } from './payouts.js';

/** 'YYYY-MM', January to December. */
export const EARNINGS_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const EARNINGS_MESSAGES = {
  month: sharedMessage(/*i18n*/ { id: 'earnings.month', message: 'Please choose a month as YYYY-MM' }),
  workersOnly: sharedMessage(
    /*i18n*/ { id: 'earnings.workers-only', message: 'Only workers with a profile have earnings' },
  ),
} as const;

const month = z.string().regex(EARNINGS_MONTH_PATTERN, EARNINGS_MESSAGES.month);

/** GET /api/me/earnings: this month in South African time when absent. */
export const earningsQuerySchema = z.object({ month: month.optional() });
/** GET /api/me/earnings/:month.pdf */
export const statementParamsSchema = z.object({ month });
/** The statement's language, one of the seven: her saved language when absent (else English). */
export const statementQuerySchema = z.object({ lang: z.enum(LANGUAGE_CODES).optional() });

/**
 * A visit's pay: 'held' (paid by the household, not yet hers: the visit is ahead, or a problem holds it),
 * 'released' (in her balance or paid out), 'refunded' (the visit did not happen; the household got it back).
 */
export const VISIT_PAY_STATUSES = ['held', 'released', 'refunded'] as const;
export type VisitPayStatus = (typeof VISIT_PAY_STATUSES)[number];

export const visitPaySchema = z.object({
  visitId: z.string(),
  bookingId: z.string(),
  /** The visit's South African date, 'YYYY-MM-DD', and its start 'HH:MM'. */
  date: z.string(),
  startTime: z.string(),
  /** The household's general area (suburb, city), never the street; null when none is known. */
  area: z.string().nullable(),
  /** Hours paid (a short visit is paid as four). */
  hours: z.number(),
  hourlyRateCents: z.number().int(),
  /** What the household paid for her work on this visit, less any refund. */
  payCents: z.number().int(),
  status: z.enum(VISIT_PAY_STATUSES),
});
export type VisitPay = z.infer<typeof visitPaySchema>;

/** A tip, a late-cancellation fee or a refund: for one visit (its date and area). */
export const visitMoneySchema = z.object({
  visitId: z.string().nullable(),
  date: z.string(),
  area: z.string().nullable(),
  amountCents: z.number().int(),
});
export type VisitMoney = z.infer<typeof visitMoneySchema>;

export const earningsPayoutSchema = z.object({
  id: z.string(),
  /** What left her balance for it, less what came back (a failed or reversed transfer returns it). */
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  /** ISO times. */
  sentAt: z.string(),
  settledAt: z.string().nullable(),
});
export type EarningsPayout = z.infer<typeof earningsPayoutSchema>;

/** One week of the chart: Monday to Sunday, cut at the month's first and last day (South African dates). */
export const earningsWeekSchema = z.object({
  from: z.string(),
  to: z.string(),
  payCents: z.number().int(),
  tipsCents: z.number().int(),
  lateFeesCents: z.number().int(),
  /** pay + tips + late fees (refunds already taken off the pay). */
  earnedCents: z.number().int(),
  paidOutCents: z.number().int(),
});
export type EarningsWeek = z.infer<typeof earningsWeekSchema>;

export const earningsTotalsSchema = z.object({
  /** Visits' pay (held and released), less refunds. */
  payCents: z.number().int(),
  /** Of that pay, what is still held. */
  heldPayCents: z.number().int(),
  tipsCents: z.number().int(),
  lateFeesCents: z.number().int(),
  refundedCents: z.number().int(),
  /** payCents + tipsCents + lateFeesCents. */
  earnedCents: z.number().int(),
  paidOutCents: z.number().int(),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

export const earningsAnswerSchema = z.object({
  month: z.string(),
  /** Now, whatever the month: her payable balance (what a payout can take) and her pay still held. */
  balanceCents: z.number().int(),
  heldCents: z.number().int(),
  /** Everything paid out to her bank (or on its way) up to now. */
  paidOutToDateCents: z.number().int(),
  /** The month's own figures. */
  totals: earningsTotalsSchema,
  visits: z.array(visitPaySchema),
  tips: z.array(visitMoneySchema),
  lateFees: z.array(visitMoneySchema),
  refunds: z.array(visitMoneySchema),
  payouts: z.array(earningsPayoutSchema),
  weeks: z.array(earningsWeekSchema),
});
export type EarningsAnswer = z.infer<typeof earningsAnswerSchema>;

/** The household's side: each payment it made for visits, line by line. */
export const HOUSEHOLD_PAYMENT_ITEM_KINDS = ['visit_pay', 'tip', 'late_fee', 'processing_fee'] as const;
export const HOUSEHOLD_PAYMENT_STATUSES = ['pending', 'success', 'failed', 'voided'] as const;
/** A refund of a line: asked of Paystack, processed (the money is back), or failed (asked again by an admin). */
export const REFUND_STATUSES = ['requested', 'processed', 'failed'] as const;

export const householdPaymentItemSchema = z.object({
  kind: z.enum(HOUSEHOLD_PAYMENT_ITEM_KINDS),
  visitId: z.string().nullable(),
  bookingId: z.string().nullable(),
  /** The visit's South African date, when the line is for a visit. */
  visitDate: z.string().nullable(),
  workerName: z.string().nullable(),
  amountCents: z.number().int(),
  refund: z.object({ status: z.enum(REFUND_STATUSES), amountCents: z.number().int() }).nullable(),
});
export type HouseholdPaymentItem = z.infer<typeof householdPaymentItemSchema>;

export const householdPaymentSchema = z.object({
  reference: z.string(),
  status: z.enum(HOUSEHOLD_PAYMENT_STATUSES),
  amountCents: z.number().int(),
  /** ISO times. */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  items: z.array(householdPaymentItemSchema),
});
export type HouseholdPayment = z.infer<typeof householdPaymentSchema>;

/** GET /api/me/payments: newest first. */
export const householdPaymentsAnswerSchema = z.object({ payments: z.array(householdPaymentSchema) });
export type HouseholdPaymentsAnswer = z.infer<typeof householdPaymentsAnswerSchema>;
