// Job posts and applications (issue 18): the Post a Job form and POST /api/jobs share jobPostSchema; the answers of
// every /api/jobs route. Money in the payloads is rand (cents inside the server), dates YYYY-MM-DD.
import * as z from 'zod';
import {
  CATEGORIES,
  type Category,
  DEFAULT_RADIUS_KM,
  JOB_PAY_TYPES,
  JOB_PLACES_MAX,
  JOB_SCHEDULES,
  JOB_SKILLS_MAX,
  OPEN_JOB_POSTS_LIMIT,
  POLICE_CLEARANCE_DEFAULT_SKILLS,
  SEARCH_RADII_KM,
  TIER_LEVELS,
} from '../constants.js';
import { findContactDetails } from '../contact-details.js';
import { sharedMessage } from '../i18n/messages.js';
import { checkOfferedRate, isIsoDate, paidHoursForDay } from '../pay/minimum-wage.js';
import { hasWholeCents, MAX_AMOUNT_RAND } from '../pay/money.js';
import { HIRE_STATUSES, hireErrorSchema, hireSchema } from './hires.js';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from './search-sorts.js';

export const JOB_POST_MESSAGES = {
  title: sharedMessage(
    /*i18n*/ { id: 'validation.job.title', message: 'Please give the job a title of 3 to 80 characters' },
  ),
  description: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.description',
      message: 'Please describe the job in 10 to 2000 characters',
    },
  ),
  skills: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.skills',
      message: 'Please choose 1 to {max} skills the job needs',
      values: { max: JOB_SKILLS_MAX },
    },
  ),
  address: sharedMessage(
    /*i18n*/ { id: 'validation.job.address', message: 'Please enter the address where the work is' },
  ),
  suburb: sharedMessage(
    /*i18n*/ { id: 'validation.job.suburb', message: 'Please enter the suburb or area of the job' },
  ),
  city: sharedMessage(/*i18n*/ { id: 'validation.job.city', message: 'Please enter the city of the job' }),
  coordinates: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.coordinates',
      message: 'Please choose the place from the suggestions or use your current location',
    },
  ),
  startDate: sharedMessage(
    /*i18n*/ { id: 'validation.job.start-date', message: 'Please enter the start date as YYYY-MM-DD' },
  ),
  startDatePast: sharedMessage(
    /*i18n*/ { id: 'validation.job.start-date-past', message: 'The start date cannot be in the past' },
  ),
  startDateFar: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.start-date-far',
      message: 'The start date must be within a year from today',
    },
  ),
  schedule: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.schedule',
      message: 'Please choose how often: once, weekly or monthly',
    },
  ),
  daysPerWeek: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.days-per-week',
      message: 'Please say how many days a week, from 1 to 7',
    },
  ),
  hoursPerDay: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.hours-per-day',
      message: 'Hours per day go in half hours, from 0.5 to 12',
    },
  ),
  payType: sharedMessage(
    /*i18n*/ { id: 'validation.job.pay-type', message: 'Please choose hourly or daily pay' },
  ),
  payRate: sharedMessage(
    /*i18n*/ { id: 'validation.job.pay-rate', message: 'Please enter the pay in rand, like 250 or R250' },
  ),
  places: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.places',
      message: 'A job can hire from 1 to {max} workers',
      values: { max: JOB_PLACES_MAX },
    },
  ),
  radius: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.radius',
      message: 'The distance must be one of {radii} km',
      values: { radii: SEARCH_RADII_KM.join(', ') },
    },
  ),
  contactDetails: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.contact-details',
      message:
        'Please leave out web addresses, phone numbers and e-mail addresses: workers reach you through Work Local',
    },
  ),
  applicationMessage: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.application-message',
      message: 'Your message can be at most 500 characters',
    },
  ),
  // The refusals the service answers (other statuses than 400 reach the client in English, found again here).
  phoneVerificationRequired: sharedMessage(
    /*i18n*/ { id: 'jobs.error.phone-verification', message: 'Please verify your phone number to post jobs' },
  ),
  openJobsLimitFree: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.open-limit-free',
      message:
        'You already have {limit} open jobs, the most on the free plan. Close one, or subscribe for up to {subscribed}.',
      values: { limit: OPEN_JOB_POSTS_LIMIT.free, subscribed: OPEN_JOB_POSTS_LIMIT.subscribed },
    },
  ),
  openJobsLimitSubscribed: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.open-limit-subscribed',
      message: 'You already have {limit} open jobs. Close one before posting another.',
      values: { limit: OPEN_JOB_POSTS_LIMIT.subscribed },
    },
  ),
  dailyPostsLimit: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.daily-posts-limit',
      message: 'You have posted the most jobs allowed in one day. Please post again tomorrow.',
    },
  ),
  jobNotFound: sharedMessage(/*i18n*/ { id: 'jobs.error.not-found', message: 'Job not found' }),
  applicationNotFound: sharedMessage(
    /*i18n*/ { id: 'jobs.error.application-not-found', message: 'Application not found' },
  ),
  listingRequired: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.listing-required',
      message: 'Only a worker with a live listing can apply. Register or renew your listing first.',
    },
  ),
  policeClearanceRequired: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.police-clearance',
      message: 'This job asks for a police clearance. Upload yours on your dashboard to apply.',
    },
  ),
  alreadyApplied: sharedMessage(
    /*i18n*/ { id: 'jobs.error.already-applied', message: 'You have already applied to this job' },
  ),
  ownJob: sharedMessage(/*i18n*/ { id: 'jobs.error.own-job', message: 'You cannot apply to your own job' }),
  closed: sharedMessage(/*i18n*/ { id: 'jobs.error.closed', message: 'This job is closed' }),
  expired: sharedMessage(/*i18n*/ { id: 'jobs.error.expired', message: 'This job has expired' }),
  filled: sharedMessage(
    /*i18n*/ { id: 'jobs.error.filled', message: 'This job has all the workers it needs' },
  ),
  alreadyHired: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.already-hired',
      message: 'This applicant already has an open hire request for this job',
    },
  ),
};

/** Whether a job with these skills asks for a police clearance when the employer does not say. */
export function requiresPoliceClearanceByDefault(skills: readonly string[]): boolean {
  return skills.some((s) => (POLICE_CLEARANCE_DEFAULT_SKILLS as readonly string[]).includes(s));
}

/** 'R250', ' 250.50 ', 250 -> 250.5; anything else -> NaN. */
export function parseRand(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const s = value.replace(/\s+/g, '').replace(/^R/i, '').replace(',', '.');
  return /^\d{1,6}(\.\d{1,2})?$/.test(s) ? Number(s) : Number.NaN;
}

const numberish = z.union([z.number(), z.string().max(32)]);

const coordinate = (max: number) =>
  numberish.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
    if (!Number.isFinite(n) || Math.abs(n) > max) {
      ctx.addIssue({ code: 'custom', message: JOB_POST_MESSAGES.coordinates });
      return z.NEVER;
    }
    return n;
  });

const payRate = numberish.transform((v, ctx) => {
  const n = parseRand(v);
  if (!Number.isFinite(n) || n <= 0 || n > MAX_AMOUNT_RAND || !hasWholeCents(n)) {
    ctx.addIssue({ code: 'custom', message: JOB_POST_MESSAGES.payRate });
    return z.NEVER;
  }
  return n;
});

const hoursPerDay = numberish.transform((v, ctx) => {
  const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0 || n > 12 || !Number.isInteger(n * 2)) {
    ctx.addIssue({ code: 'custom', message: JOB_POST_MESSAGES.hoursPerDay });
    return z.NEVER;
  }
  return n;
});

const freeText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((text) => findContactDetails(text) === null, JOB_POST_MESSAGES.contactDetails);

/** POST /api/jobs and the Post a Job form. */
export const jobPostSchema = z
  .object({
    title: freeText(3, 80, JOB_POST_MESSAGES.title),
    description: freeText(10, 2000, JOB_POST_MESSAGES.description),
    skills: z
      .array(z.enum(CATEGORIES, { error: JOB_POST_MESSAGES.skills }), { error: JOB_POST_MESSAGES.skills })
      .min(1, JOB_POST_MESSAGES.skills)
      .max(JOB_SKILLS_MAX, JOB_POST_MESSAGES.skills)
      .refine((skills) => new Set(skills).size === skills.length, JOB_POST_MESSAGES.skills),
    suburb: z.string({ error: JOB_POST_MESSAGES.suburb }).trim().min(2, JOB_POST_MESSAGES.suburb).max(100),
    city: z.string({ error: JOB_POST_MESSAGES.city }).trim().min(2, JOB_POST_MESSAGES.city).max(100),
    address: z.string({ error: JOB_POST_MESSAGES.address }).trim().min(5, JOB_POST_MESSAGES.address).max(200),
    latitude: coordinate(90),
    longitude: coordinate(180),
    startDate: z
      .string({ error: JOB_POST_MESSAGES.startDate })
      .refine(isIsoDate, JOB_POST_MESSAGES.startDate),
    schedule: z.enum(JOB_SCHEDULES, { error: JOB_POST_MESSAGES.schedule }),
    daysPerWeek: z.coerce
      .number({ error: JOB_POST_MESSAGES.daysPerWeek })
      .int(JOB_POST_MESSAGES.daysPerWeek)
      .min(1, JOB_POST_MESSAGES.daysPerWeek)
      .max(7, JOB_POST_MESSAGES.daysPerWeek)
      .optional(),
    hoursPerDay,
    payType: z.enum(JOB_PAY_TYPES, { error: JOB_POST_MESSAGES.payType }),
    payRate,
    requiresPoliceClearance: z.boolean().optional(),
    // Beyond the issue's fields: how many workers the job hires, and how far from it workers hear of it.
    places: z.coerce
      .number({ error: JOB_POST_MESSAGES.places })
      .int(JOB_POST_MESSAGES.places)
      .min(1, JOB_POST_MESSAGES.places)
      .max(JOB_PLACES_MAX, JOB_POST_MESSAGES.places)
      .default(1),
    radiusKm: z.coerce
      .number({ error: JOB_POST_MESSAGES.radius })
      .refine((r) => (SEARCH_RADII_KM as readonly number[]).includes(r), JOB_POST_MESSAGES.radius)
      .default(DEFAULT_RADIUS_KM),
  })
  .superRefine((job, ctx) => {
    if (job.schedule === 'weekly' && job.daysPerWeek === undefined) {
      ctx.addIssue({ code: 'custom', path: ['daysPerWeek'], message: JOB_POST_MESSAGES.daysPerWeek });
    }
    if (isIsoDate(job.startDate)) {
      const message = jobPayProblem(job);
      if (message) ctx.addIssue({ code: 'custom', path: ['payRate'], message });
    }
  })
  .transform((job) => ({
    ...job,
    // Only a weekly job works some days a week.
    daysPerWeek: job.schedule === 'weekly' ? (job.daysPerWeek ?? null) : null,
    requiresPoliceClearance: job.requiresPoliceClearance ?? requiresPoliceClearanceByDefault(job.skills),
  }));
export type JobPostInput = z.input<typeof jobPostSchema>;
export type JobPost = z.output<typeof jobPostSchema>;

/**
 * The minimum-wage message for a job's pay, or null when it is legal: an hourly rate per hour, a daily rate against
 * the day's hours paid as at least four (SD7 / BCEA s9(3)), at the minimum in force on the start date.
 */
export function jobPayProblem(job: {
  payType: 'hourly' | 'daily';
  payRate: number;
  hoursPerDay: number;
  startDate: string;
}): string | null {
  return checkOfferedRate({
    rate: job.payRate,
    per: job.payType === 'hourly' ? 'hour' : 'day',
    date: job.startDate,
    hoursPerDay: job.hoursPerDay,
  }).message;
}

/** The form's hint as the pay is typed: the minimum's message, or null (nothing typed, not a number, or legal). */
export function jobPayHint(values: {
  payType?: string | undefined;
  payRate?: unknown;
  hoursPerDay?: unknown;
  startDate?: string | undefined;
}): string | null {
  const rate = parseRand(values.payRate);
  const hours = Number(values.hoursPerDay);
  const payType = values.payType === 'daily' ? 'daily' : 'hourly';
  if (!Number.isFinite(rate) || rate <= 0 || !values.startDate || !isIsoDate(values.startDate)) return null;
  if (payType === 'daily' && !(Number.isFinite(hours) && hours > 0)) return null;
  return jobPayProblem({ payType, payRate: rate, hoursPerDay: hours || 1, startDate: values.startDate });
}

/** Hours a day of this job is paid as: at least four (SD7 / BCEA s9(3)). */
export function paidHoursPerDay(hoursPerDay: number): number {
  return paidHoursForDay(hoursPerDay);
}

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
      .refine((text) => findContactDetails(text) === null, JOB_POST_MESSAGES.contactDetails)
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
