// The monthly reminder (opt-in): on the 1st, employers who asked for it are reminded to give each worker last
// month's payslip and to pay UIF by the 7th. The sweep is a declared schedule (jobs.ts), queued by the runner once a
// month; each message has a dedupe key per employment and month, so a retried sweep never sends twice.
import { and, eq, gte, inArray, isNull, lt, lte, notExists } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/i18n/languages.js';
import type { ReminderSetting } from '../../../shared/schemas/household.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { employments, householdReminders, payslips, users } from '../../db/schema.js';
import { type ScheduleRule, slotsAround } from '../../jobs/schedule.js';
import { notifyUser, SMS_TEXTS } from '../../platform/messaging/index.js';
import { PAYSLIP_RETENTION_YEARS } from './retention.js';

export const HOUSEHOLD_REMINDER_JOB = 'household.reminders';

/** UIF is declared and paid on uFiling by the 7th of the month after the pay month. */
const UIF_DUE_DAY = 7;

const pad = (n: number) => String(n).padStart(2, '0');

/** The sweep's rule: the 1st at 08:00 South African time. */
export const REMINDER_RULE = { every: 'month', day: 1, at: '08:00' } as const satisfies ScheduleRule;

/** The first reminder time (the 1st at 08:00 SAST) strictly after `now`. */
export function nextReminderAt(now: Date): Date {
  return slotsAround(REMINDER_RULE, now).next;
}

export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

export async function getReminderSetting(db: DbOrTx, userId: string): Promise<ReminderSetting> {
  const [row] = await db.select().from(householdReminders).where(eq(householdReminders.userId, userId));
  return { channel: (row?.channel as ReminderSetting['channel']) ?? null };
}

/** PUT /api/household/reminders: opt in (with a channel) or out (null). */
export async function setReminderSetting(
  db: Db,
  userId: string,
  setting: ReminderSetting,
): Promise<ReminderSetting> {
  return db.transaction(async (tx) => {
    if (setting.channel === null) {
      await tx.delete(householdReminders).where(eq(householdReminders.userId, userId));
      return { channel: null };
    }
    await tx
      .insert(householdReminders)
      .values({ userId, channel: setting.channel })
      .onConflictDoUpdate({ target: householdReminders.userId, set: { channel: setting.channel } });
    return { channel: setting.channel };
  });
}

const monthName = (year: number, monthIndex: number, language: LanguageCode = DEFAULT_LANGUAGE) =>
  new Intl.DateTimeFormat(`${language}-ZA`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthIndex, 1)),
  );

/**
 * The sweep for the month `now` falls in: every opted-in employer with an employment that had started by the end
 * of last month and has no payslip ending in last month yet. Returns how many reminders were queued.
 */
export async function sendMonthlyReminders(db: Db, now: Date, publicUrl: string): Promise<number> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const lastMonthStart = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const lastMonthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  // Dates in the employer's language (issue 17); English keeps the en-ZA form the spec's texts use.
  const uifDueIn = (language: LanguageCode) =>
    new Intl.DateTimeFormat(`${language}-ZA`, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month, UIF_DUE_DAY)));

  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        employmentId: employments.id,
        workerName: employments.workerName,
        employerUserId: employments.employerUserId,
        channel: householdReminders.channel,
      })
      .from(employments)
      .innerJoin(householdReminders, eq(householdReminders.userId, employments.employerUserId))
      .innerJoin(users, eq(users.id, employments.employerUserId))
      .where(lte(employments.startDate, lastMonthEnd));
    const issued =
      due.length === 0
        ? []
        : await tx
            .select({ employmentId: payslips.employmentId })
            .from(payslips)
            .where(
              and(
                inArray(
                  payslips.employmentId,
                  due.map((d) => d.employmentId),
                ),
                gte(payslips.periodEnd, lastMonthStart),
                lte(payslips.periodEnd, lastMonthEnd),
              ),
            );
    const done = new Set(issued.map((i) => i.employmentId));
    let sent = 0;
    for (const row of due) {
      if (done.has(row.employmentId)) continue;
      if (!row.employerUserId) continue;
      await notifyUser(tx, {
        userId: row.employerUserId,
        kind: 'household_reminder',
        channel: row.channel === 'whatsapp' ? 'whatsapp' : 'sms',
        text: (language) =>
          SMS_TEXTS.householdReminder(
            {
              workerName: row.workerName,
              month: monthName(year, month - 1, language),
              uifDue: uifDueIn(language),
              link: `${publicUrl}/payslips`,
            },
            language,
          ),
        dedupeKey: `household_reminder:${row.employmentId}:${monthKey(now)}`,
      });
      sent += 1;
    }
    await purgeExpiredRecords(tx, now);
    return sent;
  });
}

/**
 * Deletes an employment and its payslips once nobody can ask for them and the law no longer asks us to keep them:
 * both parties have deleted their accounts, it was last changed three years ago or more, and every payslip's
 * retention date has passed. While either party has an account, the records stay theirs to read.
 */
export async function purgeExpiredRecords(db: DbOrTx, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const threeYearsAgo = new Date(now);
  threeYearsAgo.setUTCFullYear(threeYearsAgo.getUTCFullYear() - PAYSLIP_RETENTION_YEARS);
  const purged = await db
    .delete(employments)
    .where(
      and(
        isNull(employments.employerUserId),
        isNull(employments.workerUserId),
        lt(employments.updatedAt, threeYearsAgo),
        notExists(
          db
            .select({ id: payslips.id })
            .from(payslips)
            .where(and(eq(payslips.employmentId, employments.id), gte(payslips.retainUntil, today))),
        ),
      ),
    )
    .returning({ id: employments.id });
  return purged.length;
}
