// Notification preferences (issue 19): the page on /account and GET/PUT /api/notifications/preferences share this
// shape. Times are South African clock times, 'HH:MM'; quiet hours equal at both ends mean none.
import * as z from 'zod';
import { sharedMessage } from '../i18n/messages.js';

export const NOTIFICATION_CHANNELS = ['whatsapp', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const CLOCK_TIME_MESSAGE = sharedMessage(
  /*i18n*/ { id: 'validation.clock-time', message: 'Please enter a time as HH:MM, for example 20:00' },
);

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, CLOCK_TIME_MESSAGE);

export const notificationPreferencesSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** The day-before reminder of a hire request still waiting for an answer. */
  hireReminders: z.boolean(),
  reviewReceived: z.boolean(),
  /** Listing and tier: 7 days before and on the day. */
  expiryReminders: z.boolean(),
  /** New jobs near me: off unless chosen (POPIA s69); the account's job-alert opt-in (issue 18). */
  jobAlerts: z.boolean(),
  quietStart: clockTime,
  quietEnd: clockTime,
  /** STOP is in force for the account's number: no alerts at all. Saving false is the same as replying START. */
  alertsStopped: z.boolean(),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesSchema>;
