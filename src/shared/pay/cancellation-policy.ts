// The bookings' cancellation policy (issue 33), written once and dated: a household that cancels or skips a visit
// late owes the worker part of its pay; a worker who cancels late owes nothing, but it is recorded and shown to her.
// Dated like the minimum wage table, so a visit cancelled in the past keeps the policy then in force.
import { MIN_PAID_HOURS_PER_DAY, minimumHourlyWageOn } from './minimum-wage.js';

export interface CancellationPolicy {
  /** The first South African date this policy applies to cancellations made on it. */
  from: string;
  /** Cancelling at or after this South African time on the day before the visit (or on its day) is late. */
  cutoffTimeDayBefore: string;
  /** The share of the visit's pay a late household cancellation or skip owes the worker. */
  feeShare: number;
  /** ...and at least this share of the minimum wage for the four-hour minimum day on the visit's date. */
  minimumFeeShareOfFourHours: number;
}

export const CANCELLATION_POLICIES: readonly CancellationPolicy[] = [
  { from: '2026-01-01', cutoffTimeDayBefore: '15:00', feeShare: 0.5, minimumFeeShareOfFourHours: 0.5 },
];

/** A worker sees a warning once she has cancelled this many visits late in LATE_CANCELLATION_WINDOW_DAYS. */
export const LATE_CANCELLATION_WARNING_COUNT = 3;
export const LATE_CANCELLATION_WINDOW_DAYS = 60;

const SAST_OFFSET_MS = 2 * 3_600_000;

/** The policy in force on a South African date (the first row for dates before it). */
export function cancellationPolicyOn(date: string): CancellationPolicy {
  let policy = CANCELLATION_POLICIES[0];
  for (const row of CANCELLATION_POLICIES) if (row.from <= date) policy = row;
  if (!policy) throw new Error('no cancellation policy');
  return policy;
}

/** The moment the visit's cancellation becomes late: the cutoff time on the South African day before it. */
export function lateCancellationFrom(visitDate: string, policy: CancellationPolicy): Date {
  const [y, m, d] = visitDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = policy.cutoffTimeDayBefore.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d - 1, hh, mm) - SAST_OFFSET_MS);
}

export interface CancellationOutcome {
  lateCancellation: boolean;
  /** What the household owes the worker, in cents: 0 unless the household cancelled late. */
  feeCents: number;
}

/**
 * What cancelling (or skipping) a visit at `now` means: late at or after the cutoff; a late household owes the
 * larger of the visit's pay times the fee share and the four-hour minimum day's pay times its share; a worker
 * owes nothing.
 */
export function cancellationOutcome(input: {
  visitDate: string;
  visitPayCents: number;
  by: 'employer' | 'worker';
  now: Date;
}): CancellationOutcome {
  const today = new Date(input.now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
  const policy = cancellationPolicyOn(today);
  const lateCancellation = input.now.getTime() >= lateCancellationFrom(input.visitDate, policy).getTime();
  if (!lateCancellation || input.by === 'worker') return { lateCancellation, feeCents: 0 };
  const fourHourMinimum = minimumHourlyWageOn(input.visitDate).cents * MIN_PAID_HOURS_PER_DAY;
  const feeCents = Math.max(
    Math.round(input.visitPayCents * policy.feeShare),
    Math.round(fourHourMinimum * policy.minimumFeeShareOfFourHours),
  );
  return { lateCancellation, feeCents };
}
