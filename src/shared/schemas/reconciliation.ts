// The ledger against Paystack for one South African day (issue 34): GET /api/admin/ledger/reconciliation?date=,
// the nightly runs' stored results GET /api/admin/ledger/reconciliations, and what a difference is.
import * as z from 'zod';
import { sharedMessage } from '../i18n/messages.js';

export const RECONCILIATION_MESSAGES = {
  gatewayUnavailable: sharedMessage(
    /*i18n*/ {
      id: 'reconciliation.gateway-unavailable',
      message: 'Paystack could not be reached. Please try again shortly.',
    },
  ),
} as const;

export const reconciliationQuerySchema = z.object({
  date: z.iso.date(),
});

/** What moved: a household's charge, a refund of one, a transfer to a worker's bank. */
export const MOVEMENT_KINDS = ['charge', 'refund', 'transfer'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** How the two sides disagree about one movement (by the provider's reference). */
export const DIFFERENCE_PROBLEMS = [
  'missing_at_paystack',
  'missing_in_ledger',
  'amount_mismatch',
  'status_mismatch',
] as const;
export type DifferenceProblem = (typeof DIFFERENCE_PROBLEMS)[number];

export const reconciliationDifferenceSchema = z.object({
  kind: z.enum(MOVEMENT_KINDS),
  /** The provider's reference: a charge's reference, a transfer's reference (our payout's id). */
  reference: z.string(),
  problem: z.enum(DIFFERENCE_PROBLEMS),
  ledgerCents: z.number().int().nullable(),
  paystackCents: z.number().int().nullable(),
  /** Our state of it: 'received', 'refunded', 'sent', 'paid', 'returned'. */
  ledgerStatus: z.string().nullable(),
  /** Paystack's own word ('success', 'reversed', 'pending', 'failed', ...). */
  paystackStatus: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

const sideTotalsSchema = z.object({ count: z.number().int(), cents: z.number().int() });
export const reconciliationTotalsSchema = z.object({
  charges: sideTotalsSchema,
  refunds: sideTotalsSchema,
  transfers: sideTotalsSchema,
});
export type ReconciliationTotals = z.infer<typeof reconciliationTotalsSchema>;

export const reconciliationSchema = z.object({
  /** The South African date reconciled. */
  date: z.string(),
  provider: z.string(),
  checkedAt: z.string(),
  ledger: reconciliationTotalsSchema,
  paystack: reconciliationTotalsSchema,
  differences: z.array(reconciliationDifferenceSchema),
  /** Sum of |ledger - Paystack| over the differences, in cents. */
  differenceCents: z.number().int(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const storedReconciliationsSchema = z.object({
  reconciliations: z.array(reconciliationSchema),
});
export type StoredReconciliations = z.infer<typeof storedReconciliationsSchema>;
