// GET /api/employer/analytics: the subscriber's hire and job history with the figures the history page charts
// (issue 18, decision 0213). Months are South African calendar months ('YYYY-MM'), money in cents.
import * as z from 'zod';
import { SUBSCRIPTION_TYPES } from '../constants.js';
import { HIRE_STATUSES } from './hires.js';
import { JOB_STATUSES } from './job-posts.js';

/** The charts by month cover this many months, the current one last. */
export const ANALYTICS_MONTHS = 12;

/** At most this many repeat workers are named. */
export const TOP_REPEAT_WORKERS = 10;

/** How long workers took to answer a hire request, in bands up to each bound (hours; null: longer). */
export const RESPONSE_TIME_BANDS = [
  { id: 'withinHour', upToHours: 1 },
  { id: 'withinSixHours', upToHours: 6 },
  { id: 'withinDay', upToHours: 24 },
  { id: 'longer', upToHours: null },
] as const;
export type ResponseTimeBand = (typeof RESPONSE_TIME_BANDS)[number]['id'];

/** The 403 a free employer gets (the server says it in the requester's language). */
export const ANALYTICS_SUBSCRIBERS_ONLY_MESSAGE = /*i18n*/ {
  id: 'employer.analytics.subscribers-only',
  message: 'Hire history with analytics comes with an employer subscription.',
};

const count = z.number().int().min(0);

export const analyticsHireSchema = z.object({
  id: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  suburb: z.string(),
  city: z.string(),
  /** In force: a request past its expiry is expired. */
  status: z.enum(HIRE_STATUSES),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type AnalyticsHire = z.infer<typeof analyticsHireSchema>;

export const analyticsJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  suburb: z.string(),
  /** In force: an open job past its expiry is expired. */
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  applicants: count,
  /** Applicants hired from the job. */
  hired: count,
});
export type AnalyticsJob = z.infer<typeof analyticsJobSchema>;

export const employerAnalyticsSchema = z.object({
  /** The months of the monthly charts, oldest first. */
  months: z.array(z.string()),
  /** Requests sent each month, and how many of them the worker accepted (including those completed since). */
  hiresPerMonth: z.array(z.object({ month: z.string(), requested: count, accepted: count })),
  /** Over all hires: how long answered requests waited for the worker's answer. */
  responseTimes: z.object({
    answered: count,
    /** Requests that expired without an answer. */
    unanswered: count,
    medianMinutes: z.number().int().nullable(),
    bands: z.array(
      z.object({
        band: z.enum(RESPONSE_TIME_BANDS.map((b) => b.id) as [ResponseTimeBand, ...ResponseTimeBand[]]),
        accepted: count,
        declined: count,
      }),
    ),
  }),
  /** Over all accepted hires: workers hired again. */
  repeatWorkers: z.object({
    workersHired: count,
    repeatWorkers: count,
    /** Accepted hires of a worker the employer had hired before. */
    repeatHires: count,
    top: z.array(z.object({ workerId: z.string(), fullName: z.string(), hires: count })),
  }),
  /** Subscription payments that were granted, by the month they were paid, and in all. */
  planSpending: z.object({
    totalCents: count,
    perMonth: z.array(z.object({ month: z.string(), cents: count })),
    current: z.object({ subscriptionType: z.enum(SUBSCRIPTION_TYPES), expiresAt: z.string() }).nullable(),
  }),
  /** Every hire, newest first. */
  hires: z.array(analyticsHireSchema),
  /** Every job the employer posted, newest first. */
  jobs: z.array(analyticsJobSchema),
});
export type EmployerAnalytics = z.infer<typeof employerAnalyticsSchema>;
