// The nightly reconciliation (issue 34, decision 0375): at RECONCILIATION_TIME South African time, yesterday's
// ledger against Paystack's lists, stored for the admin console (caught up at start-up when missed). Differences are
// logged as a warning too, so an alert on the log can page someone.
import * as z from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { saDate } from '../../domain/booking-schedule.js';
import { defineJob, defineSchedule, jobKind } from '../../jobs/define.js';
import { createPaymentProvider } from '../../providers/payments/create.js';
import { createRefundLister } from '../../providers/payments/reconciliation-lists.js';
import { createTransferProvider } from '../../providers/payments/transfers-create.js';
import { VISIT_PAYMENT_TYPES } from '../visit-payments/index.js';
import { type ReconcileDeps, reconcileDay, storeReconciliation } from './reconcile.js';

/** Late enough that Paystack's lists of the day before are complete, before the working day. */
export const RECONCILIATION_TIME = '03:00';

export const reconcileKind = jobKind(
  'ledger.reconcile-day',
  z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
);

export function reconcileDeps(config: Config, database: Database): ReconcileDeps {
  return {
    db: database.db,
    payments: createPaymentProvider(config, database),
    transfers: createTransferProvider(config, database),
    refunds: createRefundLister(config, database),
    ledgerPaymentTypes: Object.keys(VISIT_PAYMENT_TYPES),
  };
}

/** The South African date before the slot's. */
const yesterday = (slot: Date) => saDate(new Date(slot.getTime() - 86_400_000));

export const reconciliationJobs = [
  defineJob({
    ...reconcileKind,
    async run({ date }, { config, database, log, now }) {
      const result = await reconcileDay(reconcileDeps(config, database), date, now());
      await storeReconciliation(database.db, result);
      const summary = { date, differences: result.differences.length, cents: result.differenceCents };
      if (result.differences.length > 0) log.warn(summary, 'ledger reconciliation found differences');
      else log.info(summary, 'ledger reconciliation clean');
    },
  }),
];

export const reconciliationSchedules = [
  defineSchedule({
    job: reconcileKind,
    rule: { every: 'day', at: RECONCILIATION_TIME },
    payload: (slot) => ({ date: yesterday(slot) }),
    dedupeKey: (slot) => `${reconcileKind.kind}:${yesterday(slot)}`,
    catchUp: true,
  }),
];
