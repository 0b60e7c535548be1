// Job posts and applications (issue 18): the Post a Job form and POST /api/jobs share jobPostSchema. Its texts are in
// job-post-messages.ts and the answers of every /api/jobs route in job-post-answers.ts, both re-exported here. Money
// in the payloads is rand (cents inside the server), dates YYYY-MM-DD.
import * as z from 'zod';
import {
  CATEGORIES,
  DEFAULT_RADIUS_KM,
  JOB_PAY_TYPES,
  JOB_PLACES_MAX,
  JOB_SCHEDULES,
  JOB_SKILLS_MAX,
  POLICE_CLEARANCE_DEFAULT_SKILLS,
  SEARCH_RADII_KM,
} from '../constants.js';
import { findContactDetails } from '../contact-details.js';
import { checkOfferedRate, isIsoDate, paidHoursForDay } from '../pay/minimum-wage.js';
import { hasWholeCents, MAX_AMOUNT_RAND } from '../pay/money.js';
import { JOB_POST_MESSAGES } from './job-post-messages.js';

export * from './job-post-answers.js';
export * from './job-post-messages.js';

/** Whether a job with these skills asks for a police clearance when the employer does not say. */
export function requiresPoliceClearanceByDefault(skills: readonly string[]): boolean {
  return skills.some((s) => (POLICE_CLEARANCE_DEFAULT_SKILLS as readonly string[]).includes(s));
}

/** 'R250', ' 250.50 ', 250 -> 250.5; anything else -> NaN. */
function parseRand(value: unknown): number {
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
function jobPayProblem(job: {
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
