// A job post as its answers carry it: the public fields anyone signed in may see (general area only), and the SQL
// conditions the services share (a place taken by a hire). Its status in force is domain/job-visibility.ts's.
import { and, count, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { DAY_MS, JOB_POST_EXPIRY_DAYS } from '../../../shared/constants.js';
import type { HireStatus } from '../../../shared/schemas/hires.js';
import { type NearbyJob, paidHoursPerDay } from '../../../shared/schemas/job-posts.js';
import type { DbOrTx } from '../../db/client.js';
import { hires, jobApplications, jobPosts } from '../../db/schema.js';

export type JobPostRow = typeof jobPosts.$inferSelect;
export type PublicJobFields = Omit<NearbyJob, 'distanceKm'>;

export const hoursFromHundredths = (hundredths: number) => hundredths / 100;
export const randFromCents = (cents: number) => cents / 100;

/** When a job posted at `now` expires. */
export function jobExpiryFrom(now: Date): Date {
  return new Date(now.getTime() + JOB_POST_EXPIRY_DAYS * DAY_MS);
}

export function toPublicJob(job: JobPostRow): PublicJobFields {
  const hoursPerDay = hoursFromHundredths(job.hoursPerDayHundredths);
  return {
    id: job.id,
    title: job.title,
    skills: job.skills,
    suburb: job.suburb,
    city: job.city,
    startDate: job.startDate,
    schedule: job.schedule as PublicJobFields['schedule'],
    daysPerWeek: job.daysPerWeek,
    hoursPerDay,
    paidHoursPerDay: paidHoursPerDay(hoursPerDay),
    payType: job.payType as PublicJobFields['payType'],
    payRate: randFromCents(job.payRateCents),
    requiresPoliceClearance: job.requiresPoliceClearance,
    places: job.places,
    createdAt: job.createdAt.toISOString(),
    expiresAt: job.expiresAt.toISOString(),
  };
}

/**
 * A hire that holds one of the job's places: accepted or completed, or requested and not yet past its expiry. A
 * declined, cancelled or expired hire gives its place back.
 */
export function placeTakenSql(now: Date): SQL {
  return or(
    inArray(hires.status, ['accepted', 'completed']),
    and(eq(hires.status, 'requested'), gt(hires.expiresAt, now)),
  ) as SQL;
}

/** The places of a job taken by hires made from its applications, as a scalar subquery for the job row. */
export function takenPlacesSql(db: DbOrTx, now: Date): SQL<number> {
  const taken = db
    .select({ n: count() })
    .from(jobApplications)
    .innerJoin(hires, eq(hires.id, jobApplications.hireId))
    .where(and(eq(jobApplications.jobPostId, jobPosts.id), placeTakenSql(now)));
  return sql<number>`(${taken})`;
}

/** Its applications, as a scalar subquery for the job row. */
export function applicantCountSql(db: DbOrTx): SQL<number> {
  const applicants = db
    .select({ n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.jobPostId, jobPosts.id));
  return sql<number>`(${applicants})`;
}

/** A hire made from an application, as the job's answers show it: a request past its expiry is expired. */
export function hireSummary(
  hire: { id: string | null; status: string | null; expiresAt: Date | null },
  now: Date,
): { id: string; status: HireStatus } | null {
  if (!hire.id || !hire.status || !hire.expiresAt) return null;
  const expired = hire.status === 'requested' && hire.expiresAt.getTime() <= now.getTime();
  return { id: hire.id, status: (expired ? 'expired' : hire.status) as HireStatus };
}

/** Whether a hire still holds its place (placeTakenSql, for a hire already read). */
export function holdsPlace(hire: { status: HireStatus } | null): boolean {
  return (
    hire !== null &&
    (hire.status === 'requested' || hire.status === 'accepted' || hire.status === 'completed')
  );
}
