// Notification preferences: the channel a person chose, which optional messages they want, and their quiet hours
// (20:00-07:00 South African time unless they change it; the rule itself is quiet-hours.ts). No row means the
// defaults. The job-alert opt-in is not kept here but on the account (users.job_alerts_opted_in_at, issue 18), the
// one record of that consent; it is read alongside.
import { eq } from 'drizzle-orm';
import type { NotificationChannel } from '../../../shared/schemas/notifications.js';
import type { DbOrTx } from '../../db/client.js';
import { notificationPreferences, users } from '../../db/schema.js';
import { DEFAULT_QUIET_HOURS, type QuietHours } from './quiet-hours.js';

export interface NotificationPreferences {
  channel: NotificationChannel;
  hireReminders: boolean;
  reviewReceived: boolean;
  expiryReminders: boolean;
  /** Read from the account's job-alert opt-in; saved through the job posts feature. */
  jobAlerts: boolean;
  quietHours: QuietHours;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  channel: 'whatsapp',
  hireReminders: true,
  reviewReceived: true,
  expiryReminders: true,
  // POPIA s69: direct marketing and alerts nobody asked for need an opt-in.
  jobAlerts: false,
  quietHours: DEFAULT_QUIET_HOURS,
};

export async function getPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ prefs: notificationPreferences, jobAlertsOptedInAt: users.jobAlertsOptedInAt })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  const jobAlerts = Boolean(row?.jobAlertsOptedInAt);
  const prefs = row?.prefs;
  if (!prefs) return { ...DEFAULT_PREFERENCES, jobAlerts };
  return {
    channel: prefs.channel === 'sms' ? 'sms' : 'whatsapp',
    hireReminders: prefs.hireReminders,
    reviewReceived: prefs.reviewReceived,
    expiryReminders: prefs.expiryReminders,
    jobAlerts,
    quietHours: { start: prefs.quietStart, end: prefs.quietEnd },
  };
}

/** Saves everything but the job-alert opt-in (the job posts feature's setJobAlertSettings owns that). */
export async function savePreferences(
  db: DbOrTx,
  userId: string,
  changes: Partial<Omit<NotificationPreferences, 'jobAlerts'>>,
): Promise<void> {
  const {
    jobAlerts: _consentLivesOnTheAccount,
    quietHours,
    ...rest
  } = {
    ...(await getPreferences(db, userId)),
    ...changes,
  };
  const row = { ...rest, quietStart: quietHours.start, quietEnd: quietHours.end };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...row, updatedAt: new Date() } });
}
