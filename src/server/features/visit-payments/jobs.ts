// The daily settling of visits that did not happen (settle.ts): at 03:00 South African time, after the bookings'
// 02:00 run, and at start-up when the day's run was missed.
import * as z from 'zod';
import { defineJob, defineSchedule, jobKind } from '../../jobs/define.js';
import { createPaymentProvider } from '../../providers/payments/create.js';
import { VISIT_PAYMENT_TYPES } from './payment-types.js';
import { settleUnhappenedVisits } from './settle.js';

const isoDay = (slot: Date) => slot.toISOString().slice(0, 10);

export const settleVisitPaymentsKind = jobKind('visit-payments.settle', z.object({ day: z.string() }));

export const visitPaymentJobs = [
  defineJob({
    ...settleVisitPaymentsKind,
    async run(_payload, { database, config, log, now }) {
      const gateway = createPaymentProvider(config, database);
      const deps = { db: database.db, gateway, paymentTypes: VISIT_PAYMENT_TYPES, config, log };
      const settled = await settleUnhappenedVisits(deps, now());
      log.info(settled, 'visits that did not happen settled');
    },
  }),
];

export const visitPaymentSchedules = [
  defineSchedule({
    job: settleVisitPaymentsKind,
    rule: { every: 'day', at: '03:00' },
    payload: (slot) => ({ day: isoDay(slot) }),
    dedupeKey: (slot) => `${settleVisitPaymentsKind.kind}:${isoDay(slot)}`,
    catchUp: true,
  }),
];
