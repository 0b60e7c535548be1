// Listing and tier expiry reminders: a durable daily sweep at 08:00 South African time warns each worker whose
// listing or tier ends within 7 days ("ends on 12 March") and again on the day ("ends today"). Each message has a
// dedupe key per worker, kind and end date, so a retried or missed sweep sends it at most once, and a renewal (a
// new end date) starts over.
import { and, gt, gte, isNotNull, lt, ne } from 'drizzle-orm';
import { DAY_MS, type TierLevel } from '../../../shared/constants.js';
import type { Db } from '../../db/client.js';
import { workers } from '../../db/schema.js';
import { type ScheduleRule, slotsAround } from '../../jobs/schedule.js';
import { NOTIFICATION_TEXTS, notifyUser } from '../../platform/messaging/index.js';

export const EXPIRY_REMINDERS_JOB = 'notifications.expiry-reminders';
const EXPIRY_NOTICE_DAYS = 7;

/** 08:00 SAST: after the default quiet hours end. */
export const SWEEP_RULE = { every: 'day', at: '08:00' } as const satisfies ScheduleRule;
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The next South African midnight after `now`: where "today" ends. */
export function endOfSaDay(now: Date): Date {
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - SAST_OFFSET_MS,
  );
}

/** The first sweep time (08:00 SAST) strictly after `now`. */
export function nextSweepAt(now: Date): Date {
  return slotsAround(SWEEP_RULE, now).next;
}

/** The rows whose user and end date are set (the query asks for both; the types cannot know). */
const ending = <R extends { userId: string | null; endsAt: Date | null }>(rows: R[]) =>
  rows.flatMap((r) => (r.userId && r.endsAt ? [{ ...r, userId: r.userId, endsAt: r.endsAt }] : []));

/** Queues the reminders due at `now`; answers how many were queued (already-sent ones are not counted again). */
export async function sendExpiryReminders(db: Db, now: Date, publicUrl: string): Promise<number> {
  const today = endOfSaDay(now);
  const horizon = new Date(today.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS);
  const dashboard = `${publicUrl}/worker-dashboard`;
  const upgrade = `${publicUrl}/tier-upgrade`;
  return db.transaction(async (tx) => {
    const listings = await tx
      .select({ workerId: workers.id, userId: workers.userId, endsAt: workers.listedUntil })
      .from(workers)
      .where(
        and(
          isNotNull(workers.userId),
          workers.listingActive,
          gt(workers.listedUntil, now),
          lt(workers.listedUntil, horizon),
        ),
      );
    const tiers = await tx
      .select({
        workerId: workers.id,
        userId: workers.userId,
        endsAt: workers.tierExpiresAt,
        tier: workers.tierLevel,
      })
      .from(workers)
      .where(
        and(
          isNotNull(workers.userId),
          ne(workers.tierLevel, 'basic'),
          gte(workers.tierExpiresAt, now),
          lt(workers.tierExpiresAt, horizon),
        ),
      );
    let queued = 0;
    for (const row of ending(listings)) {
      const endsToday = row.endsAt < today;
      await notifyUser(tx, {
        userId: row.userId,
        kind: endsToday ? 'listing_expires_today' : 'listing_expiring',
        dedupeKey: `${endsToday ? 'listing_expires_today' : 'listing_expiring'}:${row.workerId}:${row.endsAt.toISOString()}`,
        text: (language) =>
          endsToday
            ? NOTIFICATION_TEXTS.listingExpiresToday({ link: dashboard }, language)
            : NOTIFICATION_TEXTS.listingExpiring({ until: row.endsAt, link: dashboard }, language),
      });
      queued += 1;
    }
    for (const row of ending(tiers)) {
      const tier = row.tier as TierLevel;
      const endsToday = row.endsAt < today;
      await notifyUser(tx, {
        userId: row.userId,
        kind: endsToday ? 'tier_expires_today' : 'tier_expiring',
        dedupeKey: `${endsToday ? 'tier_expires_today' : 'tier_expiring'}:${row.workerId}:${row.endsAt.toISOString()}`,
        text: (language) =>
          endsToday
            ? NOTIFICATION_TEXTS.tierExpiresToday({ tier, link: upgrade }, language)
            : NOTIFICATION_TEXTS.tierExpiring({ tier, until: row.endsAt, link: upgrade }, language),
      });
      queued += 1;
    }
    return queued;
  });
}
