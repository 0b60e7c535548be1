// The answers of the /api/jobs routes, their parameters and Jobs Near Me's query; the payload of a job post is in
// job-posts.ts, which re-exports these.
import * as z from 'zod';
import {
  CATEGORIES,
  type Category,
  DEFAULT_RADIUS_KM,
  JOB_PAY_TYPES,
  JOB_SCHEDULES,
  SEARCH_RADII_KM,
  TIER_LEVELS,
} from '../constants.js';
import { findContactDetails } from '../contact-details.js';
import { HIRE_STATUSES, hireErrorSchema, hireSchema } from './hires.js';
import { JOB_POST_MESSAGES } from './job-post-messages.js';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from './search-sorts.js';

export const JOB_STATUSES = ['open', 'filled', 'closed', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const APPLICATION_STATUSES = ['applied', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const jobIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const applicationParamsSchema = z.object({
  id: z.string().min(1).max(100),
  applicationId: z.string().min(1).max(100),
});

export const nearbyJobsQuerySchema = z.object({
  lat: z.coerce.number({ error: JOB_POST_MESSAGES.coordinates }).min(-90).max(90),
  lng: z.coerce.number({ error: JOB_POST_MESSAGES.coordinates }).min(-180).max(180),
  radius: z.coerce
    .number({ error: JOB_POST_MESSAGES.radius })
    .refine((r) => (SEARCH_RADII_KM as readonly number[]).includes(r), JOB_POST_MESSAGES.radius)
    .default(DEFAULT_RADIUS_KM),
  skill: z
    .string()
    .optional()
    .transform((s) => (s === undefined || s.trim() === '' ? undefined : (s.trim() as Category)))
    .refine((s) => s === undefined || (CATEGORIES as readonly string[]).includes(s), {
      message: JOB_POST_MESSAGES.skills,
    }),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});
export type NearbyJobsQuery = z.infer<typeof nearbyJobsQuerySchema>;

/** What anyone signed in may see of a job: the general area (suburb, city), never the address or position. */
const publicJobFields = {
  id: z.uuid(),
  title: z.string(),
  skills: z.array(z.string()),
  suburb: z.string(),
  city: z.string(),
  startDate: z.string(),
  schedule: z.enum(JOB_SCHEDULES),
  daysPerWeek: z.number().int().nullable(),
  hoursPerDay: z.number(),
  /** At least four: a short day is paid as four hours. */
  paidHoursPerDay: z.number(),
  payType: z.enum(JOB_PAY_TYPES),
  /** Rand. */
  payRate: z.number(),
  requiresPoliceClearance: z.boolean(),
  places: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
};

export const nearbyJobSchema = z.object({
  ...publicJobFields,
  /** Whole kilometres from the searched point to the job's ~1 km grid cell. */
  distanceKm: z.number().int(),
});
export type NearbyJob = z.infer<typeof nearbyJobSchema>;

export const nearbyJobsResponseSchema = z.object({
  jobs: z.array(nearbyJobSchema),
  /** Jobs in reach, at most SEARCH_RESULT_CAP; totalCapped says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NearbyJobsResponse = z.infer<typeof nearbyJobsResponseSchema>;

const hireSummarySchema = z.object({ id: z.string(), status: z.enum(HIRE_STATUSES) });

export const jobDetailsSchema = z.object({
  ...publicJobFields,
  description: z.string(),
  status: z.enum(JOB_STATUSES),
  employer: z.object({ name: z.string(), companyName: z.string().nullable() }),
  isOwner: z.boolean(),
  /** The exact place: only for the employer and a worker whose hire for this job was accepted. */
  locationIsExact: z.boolean(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Whole kilometres from the viewing worker's own listing, when they have one. */
  distanceKm: z.number().int().nullable(),
  /** The viewing worker has a police clearance (what a police-clearance job asks to apply); false for anyone else. */
  viewerHasPoliceClearance: z.boolean(),
  /** The signed-in worker's application, if any. */
  myApplication: z
    .object({
      id: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      createdAt: z.string(),
      hire: hireSummarySchema.nullable(),
    })
    .nullable(),
  /** The employer's counts (null for anyone else). */
  applicantCount: z.number().int().nullable(),
  hiredCount: z.number().int().nullable(),
});
export type JobDetails = z.infer<typeof jobDetailsSchema>;

export const myJobSchema = z.object({
  ...publicJobFields,
  status: z.enum(JOB_STATUSES),
  applicantCount: z.number().int(),
  hiredCount: z.number().int(),
});
export type MyJob = z.infer<typeof myJobSchema>;
export const myJobsResponseSchema = z.object({ jobs: z.array(myJobSchema) });
export type MyJobsResponse = z.infer<typeof myJobsResponseSchema>;

export const createdJobSchema = z.object({ id: z.uuid() });

export const applySchema = z
  .object({
    message: z
      .string()
      .trim()
      .max(500, JOB_POST_MESSAGES.applicationMessage)
      .refine((text) => findContactDetails(text) === null, JOB_POST_MESSAGES.applicationContactDetails)
      .optional(),
  })
  .default({});
export type ApplyInput = z.input<typeof applySchema>;

export const applicationCreatedSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

/** An applicant as the employer sees them: a worker card (no position), and their hire from this job if any. */
export const applicantSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string().nullable(),
  createdAt: z.string(),
  hire: hireSummarySchema.nullable(),
  worker: z.object({
    id: z.uuid(),
    fullName: z.string(),
    profilePhotoUrl: z.string().nullable(),
    skills: z.array(z.string()),
    tierLevel: z.enum(TIER_LEVELS),
    isVerified: z.boolean(),
    hasPoliceClearance: z.boolean(),
    averageRating: z.string(),
    totalReviews: z.number().int(),
    dailyRate: z.string().nullable(),
    hourlyRate: z.string().nullable(),
    suburb: z.string(),
    city: z.string(),
    availability: z.string(),
    /** Whole kilometres between the two grid positions. */
    distanceKm: z.number().int().nullable(),
    /** A listing no longer live cannot be hired. */
    isListed: z.boolean(),
  }),
});
export type Applicant = z.infer<typeof applicantSchema>;
export const applicantsResponseSchema = z.object({ applications: z.array(applicantSchema) });
export type ApplicantsResponse = z.infer<typeof applicantsResponseSchema>;

export const hireFromApplicationAnswerSchema = z.object({
  hire: hireSchema,
  monthlyHireCount: z.number().int(),
  freeHireLimit: z.number().int(),
  jobStatus: z.enum(JOB_STATUSES),
});
export type HireFromApplicationAnswer = z.infer<typeof hireFromApplicationAnswerSchema>;
export { hireErrorSchema as jobErrorSchema };

export const closeJobAnswerSchema = z.object({ id: z.uuid(), status: z.enum(JOB_STATUSES) });

export const JOB_ALERT_CHANNELS = ['whatsapp', 'sms'] as const;
export type JobAlertChannel = (typeof JOB_ALERT_CHANNELS)[number];

/** GET/PATCH /api/me/job-alerts: the opt-in (POPIA s69: off until the person turns it on) and its channel. */
export const jobAlertSettingsSchema = z.object({
  enabled: z.boolean(),
  channel: z.enum(JOB_ALERT_CHANNELS),
});
export type JobAlertSettings = z.infer<typeof jobAlertSettingsSchema>;
export const jobAlertSettingsPatchSchema = jobAlertSettingsSchema.partial();
