// GET /api/jobs/:id: the job as the viewer may see it. The exact address and position go only to its employer and
// to a worker whose hire for this job was accepted (the visibility rule of domain/visibility.ts); everyone else sees
// the general area and, for a worker, a whole-km distance between the two grid positions.

import { and, count, eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { JOB_POST_MESSAGES, type JobDetails } from '../../../shared/schemas/job-posts.js';
import type { Db } from '../../db/client.js';
import { hires, jobApplications, jobPosts, users, workers } from '../../db/schema.js';
import { effectiveJobStatus, isJobShownTo } from '../../domain/job-visibility.js';
import { employerPersonName, isAddressVisible } from '../../domain/visibility.js';
import { haversineKm } from '../../lib/geo.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { hireSummary, placeTakenSql, toPublicJob } from './payload.js';

export async function getJobPost(
  db: Db,
  input: { jobPostId: string; viewerUserId: string; language: LanguageCode },
  now: Date = new Date(),
): Promise<JobDetails> {
  if (!isUuid(input.jobPostId)) throw notFound(JOB_POST_MESSAGES.jobNotFound);
  const [row] = await db
    .select({ job: jobPosts, employerFirstName: users.firstName, employerCompanyName: users.companyName })
    .from(jobPosts)
    .innerJoin(users, eq(users.id, jobPosts.employerUserId))
    .where(eq(jobPosts.id, input.jobPostId));
  const isOwner = row?.job.employerUserId === input.viewerUserId;
  // Its employer sees it hidden too.
  if (!row || (!isOwner && !(await isJobShownTo(db, row.job, input.viewerUserId)))) {
    throw notFound(JOB_POST_MESSAGES.jobNotFound);
  }
  const { job } = row;

  const [viewer] = isOwner
    ? []
    : await db
        .select({
          id: workers.id,
          lat: workers.approxLatitude,
          lng: workers.approxLongitude,
          hasPoliceClearance: workers.hasPoliceClearance,
        })
        .from(workers)
        .where(eq(workers.userId, input.viewerUserId));
  const [application] = viewer
    ? await db
        .select({
          id: jobApplications.id,
          status: jobApplications.status,
          createdAt: jobApplications.createdAt,
          hireId: hires.id,
          hireStatus: hires.status,
          hireExpiresAt: hires.expiresAt,
        })
        .from(jobApplications)
        .leftJoin(hires, eq(hires.id, jobApplications.hireId))
        .where(and(eq(jobApplications.jobPostId, job.id), eq(jobApplications.workerId, viewer.id)))
    : [];
  const hire = application
    ? hireSummary(
        { id: application.hireId, status: application.hireStatus, expiresAt: application.hireExpiresAt },
        now,
      )
    : null;
  const locationIsExact = isOwner || (hire !== null && isAddressVisible(hire.status));

  let applicantCount: number | null = null;
  let hiredCount: number | null = null;
  if (isOwner) {
    const [applicants] = await db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.jobPostId, job.id));
    const [taken] = await db
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(hires, eq(hires.id, jobApplications.hireId))
      .where(and(eq(jobApplications.jobPostId, job.id), placeTakenSql(now)));
    applicantCount = applicants?.n ?? 0;
    hiredCount = taken?.n ?? 0;
  }

  const distanceKm =
    viewer && viewer.lat !== null && viewer.lng !== null
      ? Math.round(haversineKm(viewer.lat, viewer.lng, job.approxLatitude, job.approxLongitude))
      : null;
  return {
    ...toPublicJob(job),
    description: job.description,
    status: effectiveJobStatus(job, now),
    employer: {
      name: employerPersonName(
        { firstName: row.employerFirstName, companyName: row.employerCompanyName },
        input.language,
      ),
      companyName: row.employerCompanyName,
    },
    isOwner,
    locationIsExact,
    address: locationIsExact ? job.address : null,
    latitude: locationIsExact ? job.latitude : null,
    longitude: locationIsExact ? job.longitude : null,
    distanceKm,
    viewerHasPoliceClearance: viewer?.hasPoliceClearance ?? false,
    myApplication: application
      ? {
          id: application.id,
          status: application.status as NonNullable<JobDetails['myApplication']>['status'],
          createdAt: application.createdAt.toISOString(),
          hire,
        }
      : null,
    applicantCount,
    hiredCount,
  };
}
