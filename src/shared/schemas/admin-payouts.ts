// The admin console's payout runs and transfers (issue 34): GET /api/admin/payout-runs, GET /api/admin/payouts.
import * as z from 'zod';
import { PAYOUT_STATUSES } from './payouts.js';

export const adminPayoutRunSchema = z.object({
  id: z.string(),
  /** The Wednesday of the run (South African date). */
  day: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  payoutCount: z.number().int(),
  totalCents: z.number().int(),
});
export type AdminPayoutRun = z.infer<typeof adminPayoutRunSchema>;
export const adminPayoutRunsSchema = z.object({ runs: z.array(adminPayoutRunSchema) });

export const adminPayoutSchema = z.object({
  id: z.string(),
  runId: z.string().nullable(),
  origin: z.string(),
  workerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  amountCents: z.number().int(),
  status: z.string(),
  provider: z.string(),
  transferCode: z.string().nullable(),
  accountNumberMasked: z.string(),
  failureReason: z.string().nullable(),
  sendAttempts: z.number().int(),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutsSchema = z.object({ payouts: z.array(adminPayoutSchema) });

export const adminPayoutsQuerySchema = z.object({
  runId: z.uuid().optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
});
