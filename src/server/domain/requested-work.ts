// What a hire request asks her to do (issue 33, decision 0333): a booking's first visit (date, start, hours, pay,
// repeat) or the job post the hire came from (title, start date, hours a day, pay, its general area). The hires
// feature tells her both in the request message and in her list of requests; the job posts feature hands its job
// in when it hires an applicant, because the application is linked to the hire only after the hire exists.
import { eq, inArray } from 'drizzle-orm';
import type { RequestedJob, RequestedVisit } from '../../shared/schemas/hires.js';
import type { DbOrTx } from '../db/client.js';
import { type hires, jobApplications, jobPosts } from '../db/schema.js';
import { visitEnd, visitPayCents } from './booking-schedule.js';

type ScheduleColumns = Pick<
  typeof hires.$inferSelect,
  'firstDate' | 'startTime' | 'visitMinutes' | 'hourlyRateCents' | 'repeat' | 'repeatUntil'
>;

/**
 * A booking's first visit, from the schedule on its hire (the visits are made from the same columns, and the first
 * must fit her availability, so it is always made); null on a plain hire.
 */
export function requestedVisit(hire: ScheduleColumns): RequestedVisit | null {
  const { firstDate, startTime, visitMinutes, hourlyRateCents, repeat } = hire;
  if (!firstDate || !startTime || visitMinutes === null || hourlyRateCents === null || !repeat) return null;
  return {
    date: firstDate,
    start: startTime,
    end: visitEnd(startTime, visitMinutes) ?? '24:00',
    hours: visitMinutes / 60,
    hourlyRateCents,
    payCents: visitPayCents(hourlyRateCents, visitMinutes),
    repeat: repeat === 'weekly' || repeat === 'fortnightly' ? repeat : 'none',
    // A one-off visit has no end to name; a series without one runs until either party ends it.
    until: repeat === 'none' ? null : hire.repeatUntil,
  };
}

type JobColumns = Pick<
  typeof jobPosts.$inferSelect,
  'id' | 'title' | 'startDate' | 'hoursPerDayHundredths' | 'payType' | 'payRateCents' | 'suburb' | 'city'
>;

/** A job post as a request names it: the job's own general area (where the work is), never its address. */
export function requestedJob(job: JobColumns): RequestedJob {
  return {
    id: job.id,
    title: job.title,
    startDate: job.startDate,
    hoursPerDay: job.hoursPerDayHundredths / 100,
    payType: job.payType === 'daily' ? 'daily' : 'hourly',
    payRateCents: job.payRateCents,
    area: [job.suburb, job.city].filter(Boolean).join(', '),
  };
}

/** The job post each of these hires was made from, by hire id (a hire from Find Workers or a booking has none). */
export async function requestedJobs(
  db: DbOrTx,
  hireIds: readonly string[],
): Promise<Map<string, RequestedJob>> {
  if (hireIds.length === 0) return new Map();
  const rows = await db
    .select({
      hireId: jobApplications.hireId,
      id: jobPosts.id,
      title: jobPosts.title,
      startDate: jobPosts.startDate,
      hoursPerDayHundredths: jobPosts.hoursPerDayHundredths,
      payType: jobPosts.payType,
      payRateCents: jobPosts.payRateCents,
      suburb: jobPosts.suburb,
      city: jobPosts.city,
    })
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
    .where(inArray(jobApplications.hireId, [...hireIds]));
  return new Map(rows.flatMap((r) => (r.hireId ? [[r.hireId, requestedJob(r)] as const] : [])));
}
