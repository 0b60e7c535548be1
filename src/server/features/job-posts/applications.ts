// Applications: a worker with a live listing applies to an open job; its employer (and no one else) lists the
// applicants as worker cards and hires one through the hire rules of features/hires (phone check, free-hire quota,
// subscription); the job is filled when its places are taken.
import { and, asc, count, eq } from 'drizzle-orm';
import type { CreateHireAnswer } from '../../../shared/schemas/hires.js';
import {
  type Applicant,
  type ApplicationCreated,
  type ApplicationStatus,
  JOB_POST_MESSAGES,
  type JobStatus,
} from '../../../shared/schemas/job-posts.js';
import { tierRank } from '../../../shared/schemas/tiers.js';
import type { Db } from '../../db/client.js';
import { hires, jobApplications, jobPosts, users, workers } from '../../db/schema.js';
import { effectiveJobStatus, isJobShownTo } from '../../domain/job-visibility.js';
import { requestedJob } from '../../domain/requested-work.js';
import { effectiveTier, listingLiveSql } from '../../domain/visibility.js';
import { haversineKm } from '../../lib/geo.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { nextSendTime, notifyUser, SMS_TEXTS } from '../../platform/messaging/index.js';
import { createHire } from '../hires/index.js';
import { hireSummary, holdsPlace, placeTakenSql } from './payload.js';

/** Why a job takes no more applications or hires, by its status in force; null while open. */
function endedRefusal(status: JobStatus): HttpError | null {
  if (status === 'closed') return new HttpError(410, JOB_POST_MESSAGES.closed, { status });
  if (status === 'expired') return new HttpError(410, JOB_POST_MESSAGES.expired, { status });
  return null;
}

export interface ApplyInput {
  jobPostId: string;
  workerUserId: string;
  message?: string | undefined;
  publicUrl: string;
}

/**
 * A worker applies. Refuses an unknown or hidden job and one of an employer blocked either way (404), a worker without a live listing (403, code
 * listing_required), the employer's own job (400), a closed, expired or filled job (410), a police-clearance job
 * without a clearance (403, code police_clearance_required) and a second application (409). The employer hears of
 * the job's first application (once per job, after the quiet hours).
 */
export async function applyToJob(
  db: Db,
  input: ApplyInput,
  now: Date = new Date(),
): Promise<ApplicationCreated> {
  if (!isUuid(input.jobPostId)) throw notFound(JOB_POST_MESSAGES.jobNotFound);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        job: jobPosts,
      })
      .from(jobPosts)
      .innerJoin(users, eq(users.id, jobPosts.employerUserId))
      .where(eq(jobPosts.id, input.jobPostId));
    // Hidden, or blocked either way: the job is as good as not there for her (decision 0233).
    if (!job || !(await isJobShownTo(tx, job.job, input.workerUserId))) {
      throw notFound(JOB_POST_MESSAGES.jobNotFound);
    }
    const [worker] = await tx
      .select({
        id: workers.id,
        hasPoliceClearance: workers.hasPoliceClearance,
        isLive: listingLiveSql(now),
      })
      .from(workers)
      .where(eq(workers.userId, input.workerUserId));
    if (!worker?.isLive) {
      throw new HttpError(403, JOB_POST_MESSAGES.listingRequired, { code: 'listing_required' });
    }
    if (job.job.employerUserId === input.workerUserId) throw new HttpError(400, JOB_POST_MESSAGES.ownJob);
    const status = effectiveJobStatus(job.job, now);
    const ended = endedRefusal(status);
    if (ended) throw ended;
    if (status === 'filled') throw new HttpError(410, JOB_POST_MESSAGES.filled, { status });
    if (job.job.requiresPoliceClearance && !worker.hasPoliceClearance) {
      throw new HttpError(403, JOB_POST_MESSAGES.policeClearanceRequired, {
        code: 'police_clearance_required',
      });
    }
    const [created] = await tx
      .insert(jobApplications)
      .values({
        jobPostId: job.job.id,
        workerId: worker.id,
        message: input.message ? input.message : null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [jobApplications.jobPostId, jobApplications.workerId] })
      .returning();
    if (!created) throw conflict(JOB_POST_MESSAGES.alreadyApplied);
    // One text per job, however many apply: the dedupe key queues only the first.
    await notifyUser(tx, {
      userId: job.job.employerUserId,
      kind: 'job_first_application',
      channel: 'sms',
      text: (language) =>
        SMS_TEXTS.jobFirstApplication(
          { title: job.job.title, link: `${input.publicUrl}/jobs/${job.job.id}` },
          language,
        ),
      dedupeKey: `job_first_application:${job.job.id}`,
      runAt: nextSendTime(now),
    });
    return {
      id: created.id,
      jobId: created.jobPostId,
      status: created.status as ApplicationStatus,
      createdAt: created.createdAt.toISOString(),
    };
  });
}

const APPLICANTS_LIMIT = 200;

/** GET /api/jobs/:id/applications: the job's employer only (404 for anyone else); Premium first, then first come. */
export async function listApplications(
  db: Db,
  input: { jobPostId: string; userId: string },
  now: Date = new Date(),
): Promise<Applicant[]> {
  if (!isUuid(input.jobPostId)) throw notFound(JOB_POST_MESSAGES.jobNotFound);
  const [job] = await db
    .select({ lat: jobPosts.approxLatitude, lng: jobPosts.approxLongitude })
    .from(jobPosts)
    .where(and(eq(jobPosts.id, input.jobPostId), eq(jobPosts.employerUserId, input.userId)));
  if (!job) throw notFound(JOB_POST_MESSAGES.jobNotFound);
  const rows = await db
    .select({
      application: jobApplications,
      worker: workers,
      isListed: listingLiveSql(now),
      hireId: hires.id,
      hireStatus: hires.status,
      hireExpiresAt: hires.expiresAt,
    })
    .from(jobApplications)
    .innerJoin(workers, eq(workers.id, jobApplications.workerId))
    .leftJoin(hires, eq(hires.id, jobApplications.hireId))
    .where(eq(jobApplications.jobPostId, input.jobPostId))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id))
    .limit(APPLICANTS_LIMIT);
  const applicants = rows.map(({ application, worker, isListed, hireId, hireStatus, hireExpiresAt }) => {
    const tierLevel = effectiveTier(worker, now);
    const hire = hireSummary({ id: hireId, status: hireStatus, expiresAt: hireExpiresAt }, now);
    const distanceKm =
      worker.approxLatitude === null || worker.approxLongitude === null
        ? null
        : Math.round(haversineKm(job.lat, job.lng, worker.approxLatitude, worker.approxLongitude));
    return {
      id: application.id,
      status: application.status as ApplicationStatus,
      message: application.message,
      createdAt: application.createdAt.toISOString(),
      hire,
      worker: {
        id: worker.id,
        fullName: worker.fullName,
        profilePhotoUrl: worker.thumbnailUrl ?? worker.profilePhotoUrl,
        skills: worker.skills,
        tierLevel,
        isVerified: worker.isVerified,
        hasPoliceClearance: worker.hasPoliceClearance,
        averageRating: worker.averageRating,
        totalReviews: worker.totalReviews,
        dailyRate: worker.dailyRate,
        hourlyRate: worker.hourlyRate,
        suburb: worker.suburb,
        city: worker.city,
        availability: worker.availability,
        distanceKm,
        isListed: Boolean(isListed),
      },
    } satisfies Applicant;
  });
  // Array.prototype.sort is stable: within one tier, the first to apply stays first.
  return applicants.sort((a, b) => tierRank(b.worker.tierLevel) - tierRank(a.worker.tierLevel));
}

export interface HireFromApplicationInput {
  jobPostId: string;
  applicationId: string;
  employerUserId: string;
  publicUrl: string;
  requestsPerDay: number;
}

/**
 * The employer hires an applicant: through createHire, so every hire rule holds (403 phone verification, 402 the
 * free-hire quota, 409 an open request with the worker, 429 the day's requests), inside this transaction with the
 * job row locked, so parallel hires from one job cannot take more places than it has. 410 on a closed or expired
 * job, 409 when its places are taken or this applicant's hire is still open.
 */
export async function hireFromApplication(
  db: Db,
  input: HireFromApplicationInput,
  now: Date = new Date(),
): Promise<CreateHireAnswer & { jobStatus: JobStatus }> {
  if (!isUuid(input.jobPostId)) throw notFound(JOB_POST_MESSAGES.jobNotFound);
  if (!isUuid(input.applicationId)) throw notFound(JOB_POST_MESSAGES.applicationNotFound);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobPosts)
      .where(and(eq(jobPosts.id, input.jobPostId), eq(jobPosts.employerUserId, input.employerUserId)))
      .for('no key update');
    if (!job) throw notFound(JOB_POST_MESSAGES.jobNotFound);
    const ended = endedRefusal(effectiveJobStatus(job, now));
    if (ended) throw ended;
    const [application] = await tx
      .select({
        id: jobApplications.id,
        workerId: jobApplications.workerId,
        hireId: hires.id,
        hireStatus: hires.status,
        hireExpiresAt: hires.expiresAt,
      })
      .from(jobApplications)
      .leftJoin(hires, eq(hires.id, jobApplications.hireId))
      .where(and(eq(jobApplications.id, input.applicationId), eq(jobApplications.jobPostId, job.id)));
    if (!application) throw notFound(JOB_POST_MESSAGES.applicationNotFound);
    const previous = hireSummary(
      { id: application.hireId, status: application.hireStatus, expiresAt: application.hireExpiresAt },
      now,
    );
    if (holdsPlace(previous)) throw conflict(JOB_POST_MESSAGES.alreadyHired);
    const [taken] = await tx
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(hires, eq(hires.id, jobApplications.hireId))
      .where(and(eq(jobApplications.jobPostId, job.id), placeTakenSql(now)));
    const placesTaken = taken?.n ?? 0;
    if (placesTaken >= job.places) throw conflict(JOB_POST_MESSAGES.filled);

    const answer = await createHire(
      tx,
      {
        employerUserId: input.employerUserId,
        workerId: application.workerId,
        publicUrl: input.publicUrl,
        requestsPerDay: input.requestsPerDay,
        job: requestedJob(job),
      },
      now,
    );
    await tx
      .update(jobApplications)
      .set({ status: 'hired', hireId: answer.hire.id })
      .where(eq(jobApplications.id, application.id));
    const jobStatus: JobStatus = placesTaken + 1 >= job.places ? 'filled' : 'open';
    if (jobStatus !== job.status) {
      await tx.update(jobPosts).set({ status: jobStatus }).where(eq(jobPosts.id, job.id));
    }
    return { ...answer, jobStatus };
  });
}
