// Job alerts (issue 18): a new job tells the workers who could take it. Only those who opted in (POPIA s69), with
// a live listing, one of its skills, within its radius, a police clearance when it asks for one, and no block
// between them and the poster either way (decision 0233, as the job page itself refuses them); at most
// JOB_ALERTS_PER_WORKER_PER_DAY a South African day each; never in the quiet hours (held until they end); in each
// worker's language; Premium workers first, the others after a head start (decision 0201).
import { and, arrayOverlaps, eq, isNotNull, ne, not, type SQL, sql } from 'drizzle-orm';
import {
  formatRand,
  JOB_ALERT_PREMIUM_HEAD_START_MINUTES,
  JOB_ALERTS_PER_JOB,
  JOB_ALERTS_PER_WORKER_PER_DAY,
} from '../../../shared/constants.js';
import type { JobAlertSettings } from '../../../shared/schemas/job-posts.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { jobAlertDays, jobAlerts, jobPosts, users, workers } from '../../db/schema.js';
import { blockedBetweenSql } from '../../domain/blocks.js';
import { jobOpenAndShownSql } from '../../domain/job-visibility.js';
import { listingLiveSql } from '../../domain/visibility.js';
import { nextSendTime, notifyUser, SMS_TEXTS, southAfricanDay } from '../../platform/messaging/index.js';

const MINUTE_MS = 60_000;

/** The Premium tier in force (a lapsed one counts as basic, as effectiveTier says). */
function premiumInForceSql(now: Date): SQL<boolean> {
  return sql<boolean>`(${workers.tierLevel} = 'premium' and (${workers.tierExpiresAt} is null or ${workers.tierExpiresAt} > ${now.toISOString()}::timestamptz))`;
}

/**
 * When each group may hear of a job posted at `now`: Premium at once (or when the quiet hours end), the others a
 * head start later (and again not in the quiet hours), so Premium is first even for a job posted at night.
 */
export function alertSendTimes(now: Date): { premium: Date; others: Date } {
  const premium = nextSendTime(now);
  const others = nextSendTime(new Date(premium.getTime() + JOB_ALERT_PREMIUM_HEAD_START_MINUTES * MINUTE_MS));
  return { premium, others };
}

/**
 * Queues the alerts of one job; returns how many were queued. Idempotent: a job_alerts row per job and person is
 * written first, so a retried run neither texts nor counts anyone twice; the day's count is one guarded upsert, so
 * alert runs in several processes cannot pass the daily limit together.
 */
export async function sendJobAlerts(
  db: Db,
  input: { jobPostId: string; publicUrl: string },
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobPosts)
      .where(and(eq(jobPosts.id, input.jobPostId), jobOpenAndShownSql(now)));
    if (!job) return 0;
    const origin = sql`ll_to_earth(${job.approxLatitude}::float8, ${job.approxLongitude}::float8)`;
    const point = sql`ll_to_earth(${workers.approxLatitude}, ${workers.approxLongitude})`;
    const radiusM = job.radiusKm * 1000;
    const isPremium = premiumInForceSql(now);
    const candidates = await tx
      .select({
        userId: users.id,
        channel: users.jobAlertsChannel,
        isPremium,
      })
      .from(workers)
      .innerJoin(users, eq(users.id, workers.userId))
      .where(
        and(
          isNotNull(users.jobAlertsOptedInAt),
          listingLiveSql(now),
          arrayOverlaps(workers.skills, job.skills),
          ne(workers.userId, job.employerUserId),
          not(blockedBetweenSql(workers.userId, job.employerUserId)),
          job.requiresPoliceClearance ? eq(workers.hasPoliceClearance, true) : undefined,
          sql`earth_box(${origin}, ${radiusM}::float8) @> ${point}`,
          sql`earth_distance(${origin}, ${point}) <= ${radiusM}::float8`,
        ),
      )
      .orderBy(sql`${isPremium} desc`, sql`earth_distance(${origin}, ${point})`, workers.id)
      .limit(JOB_ALERTS_PER_JOB);

    const times = alertSendTimes(now);
    const pay = formatRand(job.payRateCents);
    let queued = 0;
    for (const worker of candidates) {
      const sendAt = worker.isPremium ? times.premium : times.others;
      const [alert] = await tx
        .insert(jobAlerts)
        .values({ jobPostId: job.id, userId: worker.userId, sendAt, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: jobAlerts.userId });
      if (!alert) continue;
      // The day the alert goes out counts it: one held overnight counts in the morning's three.
      const [counted] = await tx
        .insert(jobAlertDays)
        .values({ userId: worker.userId, day: southAfricanDay(sendAt), sent: 1 })
        .onConflictDoUpdate({
          target: [jobAlertDays.userId, jobAlertDays.day],
          set: { sent: sql`${jobAlertDays.sent} + 1` },
          setWhere: sql`${jobAlertDays.sent} < ${JOB_ALERTS_PER_WORKER_PER_DAY}`,
        })
        .returning({ sent: jobAlertDays.sent });
      if (!counted) {
        // Over the day's limit: not alerted (the job is still in their Jobs Near Me).
        await tx
          .delete(jobAlerts)
          .where(and(eq(jobAlerts.jobPostId, job.id), eq(jobAlerts.userId, worker.userId)));
        continue;
      }
      await notifyUser(tx, {
        userId: worker.userId,
        kind: 'job_alert',
        channel: worker.channel === 'sms' ? 'sms' : 'whatsapp',
        text: (language) =>
          SMS_TEXTS.jobAlert(
            {
              title: job.title,
              suburb: job.suburb,
              payType: job.payType === 'daily' ? 'daily' : 'hourly',
              pay,
              link: `${input.publicUrl}/jobs/${job.id}`,
              stopLink: `${input.publicUrl}/worker-dashboard`,
            },
            language,
          ),
        dedupeKey: `job_alert:${job.id}:${worker.userId}`,
        runAt: sendAt,
      });
      queued += 1;
    }
    return queued;
  });
}

/** The person's job-alert setting: off until they opt in. */
export async function getJobAlertSettings(db: DbOrTx, userId: string): Promise<JobAlertSettings> {
  const [row] = await db
    .select({ optedInAt: users.jobAlertsOptedInAt, channel: users.jobAlertsChannel })
    .from(users)
    .where(eq(users.id, userId));
  return { enabled: Boolean(row?.optedInAt), channel: row?.channel === 'sms' ? 'sms' : 'whatsapp' };
}

/**
 * Turns job alerts on or off, or changes their channel. Turning on records when (the consent); turning on again
 * keeps the first time; off clears it. A reply of STOP (issue 19) calls this with `{ enabled: false }`.
 */
export async function setJobAlertSettings(
  db: DbOrTx,
  userId: string,
  change: Partial<JobAlertSettings>,
  now: Date = new Date(),
): Promise<JobAlertSettings> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.channel) set.jobAlertsChannel = change.channel;
  if (change.enabled === false) set.jobAlertsOptedInAt = null;
  if (change.enabled === true) {
    set.jobAlertsOptedInAt =
      sql`coalesce(${users.jobAlertsOptedInAt}, ${now.toISOString()}::timestamptz)` as never;
  }
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId));
  return getJobAlertSettings(db, userId);
}
