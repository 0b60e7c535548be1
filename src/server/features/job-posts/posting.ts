// The employer's side of a job post: posting it (phone check, start date, open-job limit), closing it, its expiry
// after JOB_POST_EXPIRY_DAYS with the applicants told, and the employer's list.
import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { DAY_MS, OPEN_JOB_POSTS_LIMIT } from '../../../shared/constants.js';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import {
  JOB_POST_MESSAGES,
  type JobPost,
  type JobStatus,
  type MyJob,
} from '../../../shared/schemas/job-posts.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { jobApplications, jobPosts, users, workers } from '../../db/schema.js';
import { effectiveJobStatus, jobOpenSql } from '../../domain/job-visibility.js';
import { hasActiveSubscription } from '../../domain/subscription.js';
import { enqueueJob } from '../../jobs/define.js';
import { approxPosition } from '../../lib/geo.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { nextSendTime, notifyUser, SMS_TEXTS } from '../../platform/messaging/index.js';
import { assertDailyPostsLeft } from './daily-limit.js';
import { expireJobPostsKind, jobAlertsKind } from './job-kinds.js';
import { applicantCountSql, jobExpiryFrom, takenPlacesSql, toPublicJob } from './payload.js';

/** A job may be posted to start today or within the coming year (South African dates). */
const START_DATE_HORIZON_DAYS = 365;

function checkStartDate(startDate: string, now: Date): void {
  const today = todayInSouthAfrica(now);
  if (startDate < today) {
    throw badRequest(JOB_POST_MESSAGES.startDatePast, { code: 'validation', field: 'startDate' });
  }
  const horizon = todayInSouthAfrica(new Date(now.getTime() + START_DATE_HORIZON_DAYS * DAY_MS));
  if (startDate > horizon) {
    throw badRequest(JOB_POST_MESSAGES.startDateFar, { code: 'validation', field: 'startDate' });
  }
}

/** How a job posted at `now` is stored: open, pay in cents, hours in hundredths, its shown position rounded. */
export function jobPostRow(
  employerUserId: string,
  job: JobPost,
  now: Date,
): typeof jobPosts.$inferInsert & { expiresAt: Date } {
  const approx = approxPosition(job.latitude, job.longitude);
  return {
    employerUserId,
    title: job.title,
    description: job.description,
    skills: job.skills,
    address: job.address,
    latitude: job.latitude,
    longitude: job.longitude,
    suburb: job.suburb,
    city: job.city,
    approxLatitude: approx.lat,
    approxLongitude: approx.lng,
    startDate: job.startDate,
    schedule: job.schedule,
    daysPerWeek: job.daysPerWeek,
    hoursPerDayHundredths: Math.round(job.hoursPerDay * 100),
    payType: job.payType,
    payRateCents: Math.round(job.payRate * 100),
    requiresPoliceClearance: job.requiresPoliceClearance,
    places: job.places,
    radiusKm: job.radiusKm,
    status: 'open',
    expiresAt: jobExpiryFrom(now),
    createdAt: now,
  };
}

/**
 * Posts a job. Refuses a start date in the past or more than a year ahead (400), an employer whose phone is not
 * verified (403, requiresPhoneVerification) and one at the open-job limit of their plan (402 on the free plan, with
 * requiresSubscription; 409 with a subscription). Queues the expiry and the job alerts with the job.
 */
export async function createJobPost(
  db: Db,
  input: { employerUserId: string; job: JobPost },
  now: Date = new Date(),
): Promise<{ id: string }> {
  const { job } = input;
  checkStartDate(job.startDate, now);
  return db.transaction(async (tx) => {
    // One employer's posts run one at a time, so the open-job count below cannot be raced.
    const [employer] = await tx
      .select({ employerPhoneVerifiedAt: users.employerPhoneVerifiedAt })
      .from(users)
      .where(eq(users.id, input.employerUserId))
      .for('no key update');
    if (!employer) throw new HttpError(401, 'Unauthorized');
    if (!employer.employerPhoneVerifiedAt) {
      throw new HttpError(403, JOB_POST_MESSAGES.phoneVerificationRequired, {
        requiresPhoneVerification: true,
      });
    }
    const subscribed = await hasActiveSubscription(tx, input.employerUserId, now);
    await assertDailyPostsLeft(tx, input.employerUserId, subscribed, now);
    const limit = subscribed ? OPEN_JOB_POSTS_LIMIT.subscribed : OPEN_JOB_POSTS_LIMIT.free;
    const [open] = await tx
      .select({ n: count() })
      .from(jobPosts)
      .where(and(eq(jobPosts.employerUserId, input.employerUserId), jobOpenSql(now)));
    const openJobs = open?.n ?? 0;
    if (openJobs >= limit) {
      if (subscribed) {
        throw new HttpError(409, JOB_POST_MESSAGES.openJobsLimitSubscribed, { limit, openJobs });
      }
      throw new HttpError(402, JOB_POST_MESSAGES.openJobsLimitFree, {
        requiresSubscription: true,
        limit,
        openJobs,
      });
    }

    const values = jobPostRow(input.employerUserId, job, now);
    const { expiresAt } = values;
    const [row] = await tx.insert(jobPosts).values(values).returning({ id: jobPosts.id });
    if (!row) throw new Error('job post insert returned nothing');
    // Durable: the expiry survives restarts, and the alerts go out once the post has committed.
    await enqueueJob(
      tx,
      expireJobPostsKind,
      { jobPostId: row.id },
      { dedupeKey: `job_post_expire:${row.id}`, runAt: expiresAt },
    );
    await enqueueJob(tx, jobAlertsKind, { jobPostId: row.id }, { dedupeKey: `job_alerts:${row.id}` });
    return { id: row.id };
  });
}

/**
 * Tells each applicant who was not hired that the job ended, in their language, by their alert channel, after the
 * quiet hours (it can wait until morning).
 */
async function tellApplicantsJobEnded(
  tx: Tx,
  job: { id: string; title: string },
  reason: 'closed' | 'expired',
  publicUrl: string,
  now: Date,
): Promise<void> {
  const applicants = await tx
    .select({
      applicationId: jobApplications.id,
      userId: users.id,
      channel: users.jobAlertsChannel,
    })
    .from(jobApplications)
    .innerJoin(workers, eq(workers.id, jobApplications.workerId))
    .innerJoin(users, eq(users.id, workers.userId))
    .where(and(eq(jobApplications.jobPostId, job.id), eq(jobApplications.status, 'applied')));
  const sendAt = nextSendTime(now);
  for (const a of applicants) {
    await notifyUser(tx, {
      userId: a.userId,
      kind: `job_${reason}`,
      channel: a.channel === 'sms' ? 'sms' : 'whatsapp',
      text: (language) =>
        SMS_TEXTS.jobEnded({ title: job.title, reason, link: `${publicUrl}/jobs/near-me` }, language),
      dedupeKey: `job_ended:${job.id}:${a.applicationId}`,
      runAt: sendAt,
    });
  }
}

/** Ends every open or filled job past its expiry and tells its applicants; returns how many expired. */
export async function expireDueJobPosts(db: Db, publicUrl: string, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(jobPosts)
      .set({ status: 'expired' })
      .where(and(inArray(jobPosts.status, ['open', 'filled']), lte(jobPosts.expiresAt, now)))
      .returning({ id: jobPosts.id, title: jobPosts.title });
    for (const job of expired) await tellApplicantsJobEnded(tx, job, 'expired', publicUrl, now);
    return expired.length;
  });
}

/** The employer closes an open or filled job; closing a closed or expired one changes nothing. */
export async function closeJobPost(
  db: Db,
  input: { jobPostId: string; userId: string; publicUrl: string },
  now: Date = new Date(),
): Promise<{ id: string; status: JobStatus }> {
  if (!isUuid(input.jobPostId)) throw notFound(JOB_POST_MESSAGES.jobNotFound);
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(jobPosts)
      .set({ status: 'closed', closedAt: now })
      .where(
        and(
          eq(jobPosts.id, input.jobPostId),
          eq(jobPosts.employerUserId, input.userId),
          inArray(jobPosts.status, ['open', 'filled']),
          gt(jobPosts.expiresAt, now),
        ),
      )
      .returning({ id: jobPosts.id, title: jobPosts.title });
    if (closed) {
      await tellApplicantsJobEnded(tx, closed, 'closed', input.publicUrl, now);
      return { id: closed.id, status: 'closed' as const };
    }
    const [job] = await tx
      .select()
      .from(jobPosts)
      .where(and(eq(jobPosts.id, input.jobPostId), eq(jobPosts.employerUserId, input.userId)));
    if (!job) throw notFound(JOB_POST_MESSAGES.jobNotFound);
    return { id: job.id, status: effectiveJobStatus(job, now) };
  });
}

/**
 * A filled job whose hire was declined, cancelled or left to expire has a place free again: it reopens (until its
 * own expiry). Run where the employer looks at their jobs, and before a hire from an application.
 */
async function reopenFreedJobs(db: DbOrTx, employerUserId: string, now: Date): Promise<void> {
  await db
    .update(jobPosts)
    .set({ status: 'open' })
    .where(
      and(
        eq(jobPosts.employerUserId, employerUserId),
        eq(jobPosts.status, 'filled'),
        gt(jobPosts.expiresAt, now),
        sql`${takenPlacesSql(db, now)} < ${jobPosts.places}`,
      ),
    );
}

const MY_JOBS_LIMIT = 100;

/** GET /api/jobs/mine: the employer's jobs, open ones first, newest first, with applicant and hire counts. */
export async function listMyJobPosts(db: Db, userId: string, now: Date = new Date()): Promise<MyJob[]> {
  await reopenFreedJobs(db, userId, now);
  const rows = await db
    .select({
      job: jobPosts,
      applicantCount: applicantCountSql(db),
      hiredCount: takenPlacesSql(db, now),
    })
    .from(jobPosts)
    .where(eq(jobPosts.employerUserId, userId))
    .orderBy(sql`(${jobPosts.status} = 'open') desc`, desc(jobPosts.createdAt), desc(jobPosts.id))
    .limit(MY_JOBS_LIMIT);
  return rows.map((r) => ({
    ...toPublicJob(r.job),
    status: effectiveJobStatus(r.job, now),
    applicantCount: Number(r.applicantCount),
    hiredCount: Number(r.hiredCount),
  }));
}

/**
 * Hides (or shows again) every job of an employer from everyone but the employer: for a suspended account or an
 * admin's decision on a report (issue 20). Returns how many changed.
 */
export async function setEmployerJobPostsHidden(
  db: DbOrTx,
  employerUserId: string,
  hidden: boolean,
  now: Date = new Date(),
): Promise<number> {
  const changed = await db
    .update(jobPosts)
    .set({ hiddenAt: hidden ? now : null })
    .where(
      and(
        eq(jobPosts.employerUserId, employerUserId),
        hidden ? sql`${jobPosts.hiddenAt} is null` : sql`${jobPosts.hiddenAt} is not null`,
      ),
    )
    .returning({ id: jobPosts.id });
  return changed.length;
}

/** Hides (or shows again) one job: an admin's decision on a report of it (issue 20). */
export async function setJobPostHidden(
  db: DbOrTx,
  jobPostId: string,
  hidden: boolean,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isUuid(jobPostId)) return false;
  const changed = await db
    .update(jobPosts)
    .set({ hiddenAt: hidden ? now : null })
    .where(eq(jobPosts.id, jobPostId))
    .returning({ id: jobPosts.id });
  return changed.length > 0;
}
