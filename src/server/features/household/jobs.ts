// The household pack's job: the monthly payslip and UIF reminder (decision 0173), a schedule the runner queues on
// the 1st at 08:00 South African time.
import * as z from 'zod';
import { defineJob, defineSchedule, jobKind } from '../../jobs/define.js';
import { HOUSEHOLD_REMINDER_JOB, monthKey, REMINDER_RULE, sendMonthlyReminders } from './reminders.js';

const reminderKind = jobKind(HOUSEHOLD_REMINDER_JOB, z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) }));

export const householdJobs = [
  defineJob({
    ...reminderKind,
    async run(_payload, { database, config, now }) {
      await sendMonthlyReminders(database.db, now(), config.publicUrl);
    },
  }),
];

export const householdSchedules = [
  defineSchedule({
    job: reminderKind,
    rule: REMINDER_RULE,
    payload: (slot) => ({ month: monthKey(slot) }),
    dedupeKey: (slot) => `${HOUSEHOLD_REMINDER_JOB}:${monthKey(slot)}`,
  }),
];
