// The bookings' job (issue 33): each day at 02:00 South African time, repeating bookings get their visits made up
// to 8 weeks ahead (or their `until`), and booked visits nobody marked are done a day after their end; at start-up
// too when the day's run was missed.
import * as z from 'zod';
import { defineJob, defineSchedule, jobKind } from '../../jobs/define.js';
import { extendRecurringBookings, settleVisits } from './series.js';

const isoDay = (slot: Date) => slot.toISOString().slice(0, 10);

export const extendBookingsKind = jobKind('bookings.extend-series', z.object({ day: z.string() }));

export const bookingJobs = [
  defineJob({
    ...extendBookingsKind,
    async run(_payload, { database, now }) {
      await settleVisits(database.db, now());
      await extendRecurringBookings(database.db, now());
    },
  }),
];

export const bookingSchedules = [
  defineSchedule({
    job: extendBookingsKind,
    rule: { every: 'day', at: '02:00' },
    payload: (slot) => ({ day: isoDay(slot) }),
    dedupeKey: (slot) => `${extendBookingsKind.kind}:${isoDay(slot)}`,
    catchUp: true,
  }),
];
