// The payouts' jobs (issue 34, decision 0354): `payouts.send` sends a payout's transfer that was not sent after its
// commit (retried while Paystack is unreachable), and `payouts.weekly-run` pays every balance of at least the
// minimum each Wednesday at WEEKLY_PAYOUT_TIME, South African time (caught up at start-up when missed).
import * as z from 'zod';
import { WEEKLY_PAYOUT_TIME, WEEKLY_PAYOUT_WEEKDAY } from '../../../shared/pay/payout-rules.js';
import { defineJob, defineSchedule, type JobContext, jobKind } from '../../jobs/define.js';
import { createTransferProvider } from '../../providers/payments/transfers-create.js';
import { type SendDeps, sendPayout, sendPayoutKind } from './send.js';
import { runWeeklyPayouts } from './weekly-run.js';

const isoDay = (slot: Date) => new Date(slot.getTime() + 2 * 3_600_000).toISOString().slice(0, 10);

export const weeklyPayoutsKind = jobKind(
  'payouts.weekly-run',
  z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
);

function depsOf(ctx: JobContext): SendDeps {
  return {
    db: ctx.database.db,
    transfers: createTransferProvider(ctx.config, ctx.database),
    log: ctx.log,
    now: ctx.now,
  };
}

/** When an unsent transfer is tried again: after the inline send has had its provider timeout. */
export function retryTime(now: Date, providerTimeoutMs: number): Date {
  return new Date(now.getTime() + providerTimeoutMs + 30_000);
}

export const payoutJobs = [
  defineJob({
    ...sendPayoutKind,
    async run({ payoutId }, ctx) {
      await sendPayout(depsOf(ctx), payoutId);
    },
  }),
  defineJob({
    ...weeklyPayoutsKind,
    async run({ day }, ctx) {
      const summary = await runWeeklyPayouts(
        depsOf(ctx),
        day,
        retryTime(ctx.now(), ctx.config.PROVIDER_TIMEOUT_MS),
      );
      ctx.log.info(summary, 'weekly payout run');
    },
  }),
];

export const payoutSchedules = [
  defineSchedule({
    job: weeklyPayoutsKind,
    rule: { every: 'week', weekday: WEEKLY_PAYOUT_WEEKDAY, at: WEEKLY_PAYOUT_TIME },
    payload: (slot) => ({ day: isoDay(slot) }),
    dedupeKey: (slot) => `${weeklyPayoutsKind.kind}:${isoDay(slot)}`,
    catchUp: true,
  }),
];
