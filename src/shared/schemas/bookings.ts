// Bookings (issue 33): a hire with a schedule of visits, the worker's availability and the calendar feed. The
// bodies and answers of /api/bookings, /api/workers/.../availability and /api/me/calendar, shared by the pages.
import * as z from 'zod';
import { findContactDetails } from '../contact-details.js';
import { isIsoDate } from '../pay/minimum-wage.js';
import { hasWholeCents, MAX_AMOUNT_RAND } from '../pay/money.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { apiErrorSchema } from './common.js';
import { EMPLOYMENT_MESSAGES } from './employment-messages.js';
import { HIRE_STATUSES } from './hires.js';
import { JOB_POST_MESSAGES } from './job-post-messages.js';

export { BOOKING_MESSAGES } from './booking-messages.js';

export const VISIT_STATUSES = ['requested', 'booked', 'done', 'cancelled', 'skipped', 'released'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/**
 * Visits that hold the worker's time: a request holds it until answered, so two households cannot both be told
 * yes (decision 0312). The migration's exclusion constraint `visits_no_overlap` lists the same two.
 */
export const SLOT_HOLDING_VISIT_STATUSES = ['requested', 'booked'] as const satisfies readonly VisitStatus[];

export const BOOKING_REPEATS = ['none', 'weekly', 'fortnightly'] as const;
export type BookingRepeat = (typeof BOOKING_REPEATS)[number];
/** A repeating booking without `until` has its visits made this far ahead, kept so by a daily job. */
export const BOOKING_HORIZON_WEEKS = 8;
export const VISIT_MAX_HOURS = 12;
export const AVAILABILITY_MAX_DAYS = 28;

const isoDate = z.string().refine(isIsoDate, { message: EMPLOYMENT_MESSAGES.date });
/** 'HH:MM' on a 24-hour clock; '24:00' only ends a slot. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: BOOKING_MESSAGES.time });
const slotEnd = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: BOOKING_MESSAGES.time });
const rand = (max: number) =>
  z.number().nonnegative().max(max).refine(hasWholeCents, { message: EMPLOYMENT_MESSAGES.amount });

export const weeklySlotSchema = z
  .object({ day: z.number().int().min(1).max(7), start: clockTime, end: slotEnd })
  .refine((s) => s.end > s.start, { message: BOOKING_MESSAGES.slotInvalid, path: ['end'] });
export type WeeklySlot = z.infer<typeof weeklySlotSchema>;

export const availabilitySchema = z.object({
  weekly: z.array(weeklySlotSchema).max(35),
  blocked: z.array(isoDate).max(366),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityQuerySchema = z.object({
  from: isoDate,
  days: z.coerce.number().int().min(1).max(AVAILABILITY_MAX_DAYS).default(7),
});

const timeRange = z.object({ start: z.string(), end: z.string() });
export const availabilityAnswerSchema = z.object({
  workerId: z.string(),
  /** False while she has set no weekly hours: every day is then open except blocked ones and busy times. */
  weeklySet: z.boolean(),
  days: z.array(
    z.object({
      date: z.string(),
      blocked: z.boolean(),
      free: z.array(timeRange),
      /** Visits that hold her time, shown only as busy. */
      busy: z.array(timeRange),
    }),
  ),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;
export const myAvailabilitySchema = availabilitySchema;

export const createBookingSchema = z
  .object({
    workerId: z.string().trim().min(1).max(100),
    date: isoDate,
    start: clockTime,
    hours: z
      .number({ error: BOOKING_MESSAGES.hours })
      .min(1, BOOKING_MESSAGES.hours)
      .max(VISIT_MAX_HOURS, BOOKING_MESSAGES.hours)
      .refine((h) => Number.isInteger(h * 2), { message: BOOKING_MESSAGES.hours }),
    hourlyRate: rand(MAX_AMOUNT_RAND).refine((r) => r > 0, { message: EMPLOYMENT_MESSAGES.amount }),
    repeat: z.enum(BOOKING_REPEATS).default('none'),
    until: isoDate.optional(),
    transportAllowance: rand(MAX_AMOUNT_RAND).optional(),
    notes: z.string().trim().max(500).optional(),
    /**
     * Where the visits happen, when not the household's job post (decision 0335). It reaches her trusted contact
     * by SMS, so, like a job post's words, it may not carry a number or a web address of its own.
     */
    address: z
      .string({ error: JOB_POST_MESSAGES.address })
      .trim()
      .min(5, JOB_POST_MESSAGES.address)
      .max(200, JOB_POST_MESSAGES.address)
      .refine((text) => findContactDetails(text) === null, JOB_POST_MESSAGES.contactDetails)
      .optional(),
  })
  .refine((b) => !b.until || b.until >= b.date, {
    message: BOOKING_MESSAGES.untilBeforeDate,
    path: ['until'],
  });
export type CreateBooking = z.input<typeof createBookingSchema>;

export const visitSchema = z.object({
  id: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(VISIT_STATUSES),
  payCents: z.number().int(),
  lateCancellation: z.boolean(),
  feeCents: z.number().int(),
  cancelledBy: z.enum(['employer', 'worker']).nullable(),
  /** A party reported a problem with it: it is not done on its own (decision 0340). */
  problemReported: z.boolean(),
  problemReportedBy: z.enum(['employer', 'worker']).nullable(),
  /** What the reporter wrote; only the two parties ever read a visit. */
  problemReason: z.string().nullable(),
});
export type Visit = z.infer<typeof visitSchema>;

/**
 * What the household's money for a visit is doing (issue 34): asked for but not yet paid, held until the visit is
 * done, released to the worker, or refunded.
 */
export const VISIT_PAYMENTS = ['unpaid', 'pending', 'held', 'released', 'refunded'] as const;
export type VisitPayment = (typeof VISIT_PAYMENTS)[number];
/**
 * A household's late-cancellation fee of a visit (issue 34, decision 0384): none owed, owed to the worker, or paid
 * (charged, or taken from the visit's pay held) and in her balance.
 */
export const LATE_FEE_STATES = ['none', 'owed', 'paid'] as const;
export type LateFeeState = (typeof LATE_FEE_STATES)[number];
/** A visit as a booking lists it: with its payment and late fee, so the household is not asked to pay twice. */
export const bookingVisitSchema = visitSchema.extend({
  payment: z.enum(VISIT_PAYMENTS),
  lateFee: z.enum(LATE_FEE_STATES),
});
export type BookingVisit = z.infer<typeof bookingVisitSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  status: z.enum(HIRE_STATUSES),
  /** 'worker' or 'employer': which side of it the reader is. */
  role: z.enum(['worker', 'employer']),
  workerId: z.string(),
  workerName: z.string(),
  employerName: z.string(),
  /** The employer's general area (suburb, city) when known. */
  area: z.string().nullable(),
  date: z.string(),
  start: z.string(),
  hours: z.number(),
  hourlyRate: z.number(),
  transportAllowance: z.number().nullable(),
  repeat: z.enum(BOOKING_REPEATS),
  until: z.string().nullable(),
  endedFrom: z.string().nullable(),
  notes: z.string().nullable(),
  /**
   * The workplace's street address: always to the household, to the worker once she accepted, else null
   * (decision 0335).
   */
  address: z.string().nullable(),
  createdAt: z.string(),
  visits: z.array(bookingVisitSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingsAnswerSchema = z.object({
  bookings: z.array(bookingSchema),
  /** The reader's own late cancellations as a worker in the last 60 days, and whether that warrants the warning. */
  lateCancellations: z.object({ count: z.number().int(), warning: z.boolean() }),
});
export type BookingsAnswer = z.infer<typeof bookingsAnswerSchema>;

export const bookingParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const visitParamsSchema = bookingParamsSchema.extend({ visitId: z.string().min(1).max(100) });
export const cancelVisitSchema = z.object({ reason: z.string().trim().max(300).default('') });
export const cancelVisitAnswerSchema = z.object({
  lateCancellation: z.boolean(),
  feeCents: z.number().int(),
  visit: visitSchema,
});
export type CancelVisitAnswer = z.infer<typeof cancelVisitAnswerSchema>;
export const PROBLEM_REASON_MIN = 5;
export const PROBLEM_REASON_MAX = 500;
export const reportProblemSchema = z.object({
  reason: z
    .string({ error: BOOKING_MESSAGES.problemReason })
    .trim()
    .min(PROBLEM_REASON_MIN, BOOKING_MESSAGES.problemReason)
    .max(PROBLEM_REASON_MAX, BOOKING_MESSAGES.problemReason),
});
export type ReportProblem = z.input<typeof reportProblemSchema>;
export const cancelSeriesSchema = z.object({ from: isoDate });
export const visitAnswerSchema = z.object({ visit: visitSchema });
export const bookingAnswerSchema = bookingSchema;

export const calendarAnswerSchema = z.object({ url: z.string() });
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;
export const calendarQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const bookingErrorSchema = apiErrorSchema;

/** GET /api/me/calendar.ics: the feed as iCalendar text. */
export const calendarFileSchema = {
  description: 'The visits as an iCalendar feed',
  content: { 'text/calendar': { schema: z.string() } },
};
