// The notifications' job: the daily sweep at 08:00 South African time (a schedule the runner queues) warns of a
// listing or tier ending in 7 days and on the day, and forgets old replies and fallback texts.
import * as z from 'zod';
import { defineJob, defineSchedule, jobKind } from '../../jobs/define.js';
import { purgeOldMessages } from '../../platform/messaging/index.js';
import { EXPIRY_REMINDERS_JOB, SWEEP_RULE, sendExpiryReminders } from './expiry-reminders.js';

const isoDay = (slot: Date) => slot.toISOString().slice(0, 10);
const expiryRemindersKind = jobKind(EXPIRY_REMINDERS_JOB, z.object({ day: z.iso.date() }));

export const notificationJobs = [
  defineJob({
    ...expiryRemindersKind,
    async run(_payload, { database, config, now }) {
      const at = now();
      await sendExpiryReminders(database.db, at, config.publicUrl);
      await purgeOldMessages(database.db, at);
    },
  }),
];

export const notificationSchedules = [
  defineSchedule({
    job: expiryRemindersKind,
    rule: SWEEP_RULE,
    payload: (slot) => ({ day: isoDay(slot) }),
    dedupeKey: (slot) => `${EXPIRY_REMINDERS_JOB}:${isoDay(slot)}`,
  }),
];
