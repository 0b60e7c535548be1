// Hire payloads and answers (spec: POST /api/hires and "Hire error body"), shared by the hire dialogs and the routes.
import * as z from 'zod';
import { JOB_PAY_TYPES } from '../constants.js';
import { apiErrorSchema } from './common.js';
import { HIRE_MESSAGES } from './hire-texts.js';

export const HIRE_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'completed',
] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

/** Statuses in which the employer may see the worker's exact address (spec: the visibility rule). */
export const ADDRESS_VISIBLE_STATUSES: readonly HireStatus[] = ['accepted', 'completed'];

export { HIRE_MESSAGES } from './hire-texts.js';

// Any string passes here: an id that names no worker is a 404 from the service, like an unlisted one.
export const createHireSchema = z.object({
  workerId: z
    .string({ error: HIRE_MESSAGES.invalidWorker })
    .trim()
    .min(1, HIRE_MESSAGES.invalidWorker)
    .max(100),
});
export type CreateHireInput = z.infer<typeof createHireSchema>;

export const hireIdParamsSchema = z.object({
  id: z.string().min(1).max(100),
});

export const hireChannelParamsSchema = z.object({ workerId: z.string().min(1).max(100) });
/** GET /api/hires/channel/:workerId: how a hire request to the worker would go now. */
export const hireChannelSchema = z.object({ channel: z.enum(['sms', 'whatsapp']) });
export type HireChannel = z.infer<typeof hireChannelSchema>;

/** The body of a refused hire (spec: "Hire error body"); a second open request also names it (hireId). */
export const hireErrorSchema = apiErrorSchema.extend({
  requiresPhoneVerification: z.boolean().optional(),
  requiresSubscription: z.boolean().optional(),
  currentHireCount: z.number().int().optional(),
  limit: z.number().int().optional(),
  hireId: z.string().optional(),
});
export type HireErrorBody = z.infer<typeof hireErrorSchema>;

export const hireSchema = z.object({
  id: z.string(),
  workerId: z.string(),
  status: z.enum(HIRE_STATUSES),
  isFreeHire: z.boolean(),
  /** 'YYYY-MM', the South African calendar month it counts in. */
  month: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type HirePayload = z.infer<typeof hireSchema>;

/** A hire as its employer sees it: where the worker lives only once the worker accepted. */
export const employerHireSchema = hireSchema.extend({
  worker: z.object({
    id: z.string(),
    fullName: z.string(),
    profilePhotoUrl: z.string().nullable(),
    suburb: z.string(),
    city: z.string(),
    /** Only once she has accepted, like the address (issue 31). */
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
  }),
});
export type EmployerHire = z.infer<typeof employerHireSchema>;

/** A booking's first visit as its request names it (issue 33): South African date and times, pay in cents. */
export const requestedVisitSchema = z.object({
  /** 'YYYY-MM-DD' */
  date: z.string(),
  /** 'HH:MM' */
  start: z.string(),
  end: z.string(),
  hours: z.number(),
  hourlyRateCents: z.number().int(),
  /** The visit's pay: the hours paid (a short day is paid as four) times the hourly rate. */
  payCents: z.number().int(),
  // BOOKING_REPEATS spelled out: bookings.ts imports this file.
  repeat: z.enum(['none', 'weekly', 'fortnightly']),
  /** The last day a visit may fall on; null: until either ends it. */
  until: z.string().nullable(),
});
export type RequestedVisit = z.infer<typeof requestedVisitSchema>;

/** The job post a hire was made from, as its request names it: its general area only, never its address. */
export const requestedJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 'YYYY-MM-DD' */
  startDate: z.string(),
  hoursPerDay: z.number(),
  payType: z.enum(JOB_PAY_TYPES),
  payRateCents: z.number().int(),
  area: z.string(),
});
export type RequestedJob = z.infer<typeof requestedJobSchema>;

/**
 * A hire as the worker sees it: the employer's number once the worker accepted; what she may know of the employer
 * to decide (issue 20: general area, verified phone, hires made, rating from workers); whether she rated them; and
 * what the work is (issue 33): a booking's first visit, or the job post it came from, or neither for a plain hire.
 */
export const workerHireSchema = hireSchema.extend({
  visit: requestedVisitSchema.nullable(),
  job: requestedJobSchema.nullable(),
  employerRated: z.boolean(),
  employer: z.object({
    userId: z.string().nullable(),
    name: z.string(),
    companyName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    area: z.string().nullable(),
    /** Where the work is (the household's street address), once she accepted, like the number (decision 0335). */
    address: z.string().nullable(),
    phoneVerified: z.boolean(),
    hiresMade: z.number().int(),
    rating: z.object({ averageRating: z.string(), totalReviews: z.number().int() }),
  }),
});
export type WorkerHire = z.infer<typeof workerHireSchema>;

export const employerHiresSchema = z.object({ hires: z.array(employerHireSchema) });
export type EmployerHires = z.infer<typeof employerHiresSchema>;
export const workerHiresSchema = z.object({ hires: z.array(workerHireSchema) });
export type WorkerHires = z.infer<typeof workerHiresSchema>;

export const createHireAnswerSchema = z.object({
  hire: hireSchema,
  monthlyHireCount: z.number().int(),
  freeHireLimit: z.number().int(),
});
export type CreateHireAnswer = z.infer<typeof createHireAnswerSchema>;

/** The moves of the hire state machine, each its own route (POST /api/hires/:id/<action>). */
export const HIRE_ACTIONS = ['accept', 'decline', 'cancel', 'complete'] as const;
export type HireAction = (typeof HIRE_ACTIONS)[number];

export const hireActionAnswerSchema = z.object({ hire: hireSchema });
export type HireActionAnswer = z.infer<typeof hireActionAnswerSchema>;
