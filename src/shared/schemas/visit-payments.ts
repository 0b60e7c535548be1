// Paying for visits (issue 34): what the household sees before paying, and the bodies and answers of the routes.
import * as z from 'zod';
import { hasWholeCents } from '../pay/money.js';
import { EMPLOYMENT_MESSAGES } from './employment-messages.js';

export { VISIT_PAYMENT_MESSAGES } from './visit-payment-messages.js';

/** The most weeks one pay-ahead charge covers (the bookings' horizon). */
export const PAY_AHEAD_MAX_WEEKS = 8;
/** A tip, in rand: at least R1, at most R2,000. */
export const TIP_MIN_RAND = 1;
export const TIP_MAX_RAND = 2_000;

export const visitChargeLineSchema = z.object({
  visitId: z.string(),
  date: z.string(),
  /** The hours paid: the visit's hours, at least four. */
  paidHours: z.number(),
  hourlyRateCents: z.number().int(),
  /** Hours paid times the rate. */
  payCents: z.number().int(),
  transportCents: z.number().int(),
  /** Pay and transport: all of it hers. */
  workerReceivesCents: z.number().int(),
});
export type VisitChargeLine = z.infer<typeof visitChargeLineSchema>;

export const visitChargeBreakdownSchema = z.object({
  visits: z.array(visitChargeLineSchema),
  tipCents: z.number().int(),
  lateFeeCents: z.number().int(),
  /** Everything the worker receives: 100% of her pay, transport, tip and fee. */
  workerReceivesCents: z.number().int(),
  /** The card processing fee (Paystack's, passed on at cost so she receives all of it). */
  processingFeeCents: z.number().int(),
  totalCents: z.number().int(),
  /** The share of her pay she receives, in percent: always 100. */
  workerSharePercent: z.literal(100),
});
export type VisitChargeBreakdown = z.infer<typeof visitChargeBreakdownSchema>;

export const visitChargeAnswerSchema = visitChargeBreakdownSchema.extend({
  reference: z.string(),
  authorizationUrl: z.string(),
});
export type VisitChargeAnswer = z.infer<typeof visitChargeAnswerSchema>;

export const payAheadSchema = z.object({ weeks: z.number().int().min(1).max(PAY_AHEAD_MAX_WEEKS) });
/** GET /api/bookings/:id/pay-ahead?weeks=N: the same weeks, asked before paying. */
export const payAheadQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(PAY_AHEAD_MAX_WEEKS),
});

export const tipSchema = z.object({
  amount: z
    .number()
    .min(TIP_MIN_RAND)
    .max(TIP_MAX_RAND)
    .refine(hasWholeCents, { message: EMPLOYMENT_MESSAGES.amount }),
});

export const lateFeeAnswerSchema = z.object({
  feeCents: z.number().int(),
  /** Paid already: charged to the saved card, or taken from the visit's pay held. */
  paid: z.boolean(),
  reference: z.string().nullable(),
  authorizationUrl: z.string().nullable(),
});
export type LateFeeAnswer = z.infer<typeof lateFeeAnswerSchema>;

export const refundAnswerSchema = z.object({
  /** What goes back to the household for this visit (0 when it was refunded before). */
  refundedCents: z.number().int(),
  /** 'requested' (asked of the gateway now), 'already' (asked before), 'failed' (ask again later). */
  status: z.enum(['requested', 'already', 'failed']),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
