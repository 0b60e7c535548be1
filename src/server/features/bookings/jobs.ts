// The bookings' job (issue 33): each day at 02:00 South African time, repeating bookings get their visits made up
// to 8 weeks ahead (or their `until`), and booked visits nobody marked are done a day after their end; at start-up
// too when the day's run was missed. At 17:00, the evening before, each booked visit of tomorrow gets its reminder
// (decision 0325); a visit booked after that is reminded when it is booked (decision 0341).
import * as z from 'zod';
import { visitsBookedKind } from '../../domain/visits.js';
import { defineJob, defineSchedule, jobKind } from '../../jobs/define.js';
import { remindDueVisits } from './reminder-runs.js';
import { VISIT_REMINDER_TIME } from './reminders.js';
import { extendRecurringBookings, settleVisits } from './series.js';

const isoDay = (slot: Date) => slot.toISOString().slice(0, 10);

export const extendBookingsKind = jobKind('bookings.extend-series', z.object({ day: z.string() }));

/** `day`: the South African date of the run; its visits of the next day are reminded. */
export const visitRemindersKind = jobKind(
  'bookings.visit-reminders',
  z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
);

export const bookingJobs = [
  defineJob({
    ...visitRemindersKind,
    async run({ day }, { database, now }) {
      await remindDueVisits(database.db, { day }, now());
    },
  }),
  defineJob({
    ...visitsBookedKind,
    async run({ hireId }, { database, now }) {
      await remindDueVisits(database.db, { hireId }, now());
    },
  }),
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
  // No catch-up: run the morning after a missed slot, its 'tomorrow' would be the day after the visits it missed.
  defineSchedule({
    job: visitRemindersKind,
    rule: { every: 'day', at: VISIT_REMINDER_TIME },
    payload: (slot) => ({ day: isoDay(slot) }),
    dedupeKey: (slot) => `${visitRemindersKind.kind}:${isoDay(slot)}`,
  }),
];
