// Trust both ways (issue 20): the worker's review of an employer, the employer profile a worker sees, blocks and the
// safety check-in. Payloads, answers, limits and messages, shared by the pages and the routes.
import * as z from 'zod';
import { sharedMessage } from '../i18n/messages.js';
import { isValidSaPhone } from '../phone.js';
import { REVIEW_TEXT_MAX } from './reviews.js';

/** A hire's two reviews stay hidden until both are in, or this long after the first (decision 0230). */
export const REVIEW_BLIND_DAYS = 14;
/** An employer is flagged for the admins by this many workers' revealed ratings at or below the bar (decision 0236). */
export const LOW_RATING_WORKERS = 3;
export const LOW_RATING_MAX_STARS = 2;
/** The revealed reviews the employer profile lists, newest first. */
export const EMPLOYER_PROFILE_REVIEWS = 20;
/** A worker still on the job this long after her expected end is asked whether she is safe (decision 0234). */
export const SAFETY_PROMPT_AFTER_MINUTES = 30;
/** Without an answer this long after the question, her trusted contact and the admins are alerted. */
export const SAFETY_ALERT_AFTER_MINUTES = 15;
/** The longest a check-in may say the work lasts. */
export const SAFETY_MAX_HOURS = 16;
/** A check-in by a bare reply of IN (no time given) expects her to finish this many hours later (decision 0305). */
export const SAFETY_REPLY_DEFAULT_HOURS = 8;
/** South Africa's emergency numbers and the Namola safety app, shown on the check-in page. */
export const EMERGENCY_NUMBERS = { police: '10111', mobile: '112' } as const;
export const NAMOLA_URL = 'https://namola.com';

export const TRUST_MESSAGES = {
  rating: sharedMessage(
    /*i18n*/ { id: 'trust.rating', message: 'Rating must be a whole number from 1 to 5' },
  ),
  reviewTooLong: sharedMessage(
    /*i18n*/ {
      id: 'trust.review-too-long',
      message: 'Review must be at most {max} characters',
      values: { max: REVIEW_TEXT_MAX },
    },
  ),
  hireNotFound: sharedMessage(/*i18n*/ { id: 'trust.hire-not-found', message: 'Hire not found' }),
  notAccepted: sharedMessage(
    /*i18n*/ {
      id: 'trust.hire-not-accepted',
      message: 'You can do this once you have accepted the hire request',
    },
  ),
  alreadyReviewed: sharedMessage(
    /*i18n*/ { id: 'trust.already-reviewed', message: 'You have already rated this employer for this hire' },
  ),
  employerNotFound: sharedMessage(/*i18n*/ { id: 'trust.employer-not-found', message: 'Employer not found' }),
  userNotFound: sharedMessage(/*i18n*/ { id: 'trust.user-not-found', message: 'Person not found' }),
  cannotBlockSelf: sharedMessage(
    /*i18n*/ { id: 'trust.cannot-block-self', message: 'You cannot block yourself' },
  ),
  blocked: sharedMessage(
    /*i18n*/ { id: 'trust.blocked', message: 'This is not possible: one of you has blocked the other' },
  ),
  invalidPhone: sharedMessage(
    /*i18n*/ {
      id: 'trust.invalid-contact-phone',
      message: 'Please enter a valid South African phone number for your trusted contact',
    },
  ),
  endInPast: sharedMessage(
    /*i18n*/ {
      id: 'trust.end-in-past',
      message: 'The expected end must be later today or tomorrow, within {hours} hours',
      values: { hours: SAFETY_MAX_HOURS },
    },
  ),
  endTimeMissing: sharedMessage(
    /*i18n*/ { id: 'trust.end-time-missing', message: 'Please enter the time you expect to finish.' },
  ),
  notCheckedIn: sharedMessage(
    /*i18n*/ { id: 'trust.not-checked-in', message: 'You are not checked in on this hire' },
  ),
} as const;

export const employerReviewSchema = z.object({
  rating: z
    .number({ error: TRUST_MESSAGES.rating })
    .int(TRUST_MESSAGES.rating)
    .min(1, TRUST_MESSAGES.rating)
    .max(5, TRUST_MESSAGES.rating),
  review: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, TRUST_MESSAGES.reviewTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type EmployerReviewInput = z.input<typeof employerReviewSchema>;

export const employerReviewAnswerSchema = z.object({
  review: z.object({
    id: z.string(),
    hireId: z.string(),
    rating: z.number().int(),
    review: z.string().nullable(),
    /** When both sides can see it (it counts from then on). */
    revealAt: z.string(),
    createdAt: z.string(),
  }),
});
export type EmployerReviewAnswer = z.infer<typeof employerReviewAnswerSchema>;

/** A rating as shown: the average of the revealed reviews, two decimals, and how many there are. */
export const ratingSchema = z.object({ averageRating: z.string(), totalReviews: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

export const employerProfileSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  companyName: z.string().nullable(),
  /** Suburb and city of the employer's latest job post; never an address (decision 0232). */
  area: z.string().nullable(),
  phoneVerified: z.boolean(),
  memberSince: z.string(),
  /** Hires the worker accepted (then completed). */
  hiresMade: z.number().int(),
  rating: ratingSchema,
  reviews: z.array(
    z.object({
      id: z.string(),
      rating: z.number().int(),
      review: z.string().nullable(),
      /** Set only on the viewer's own review an admin hid: the admin's reason, which only she sees. */
      hiddenReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type EmployerProfile = z.infer<typeof employerProfileSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(100) });
/** Whom to block: the person's user id, or a worker profile's id (the profile page knows only that). */
export const blockSchema = z
  .object({ userId: z.string().min(1).max(100).optional(), workerId: z.string().min(1).max(100).optional() })
  .refine((b) => Boolean(b.userId) !== Boolean(b.workerId), TRUST_MESSAGES.userNotFound);
export type BlockInput = z.infer<typeof blockSchema>;
export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;
export const blocksAnswerSchema = z.object({
  blocks: z.array(z.object({ userId: z.string(), name: z.string().nullable(), createdAt: z.string() })),
});
export type BlocksAnswer = z.infer<typeof blocksAnswerSchema>;

const contactPhone = z
  .string()
  .trim()
  .max(30, TRUST_MESSAGES.invalidPhone)
  .refine(isValidSaPhone, TRUST_MESSAGES.invalidPhone);

export const trustedContactSchema = z.object({ trustedContactPhone: contactPhone.nullable() });
/** The account page's form: a number to save (removing sends null through trustedContactSchema). */
export const trustedContactSetSchema = z.object({ trustedContactPhone: contactPhone });
export type TrustedContact = z.infer<typeof trustedContactSchema>;

export const checkInSchema = z.object({
  expectedEndAt: z.iso.datetime({ offset: true, error: TRUST_MESSAGES.endInPast }),
  trustedContactPhone: contactPhone.optional(),
});
export type CheckInInput = z.infer<typeof checkInSchema>;
/**
 * The check-in page's form: the end as the phone's time field writes it ("17:30"; the page turns it into the next
 * such moment) and the trusted contact's number as typed, which the route checks (checkInSchema).
 */
export const checkInFormSchema = z.object({
  endTime: z.string().regex(/^\d{2}:\d{2}$/, TRUST_MESSAGES.endTimeMissing),
  trustedContactPhone: z.string(),
});
export type CheckInForm = z.infer<typeof checkInFormSchema>;

export const checkInStateSchema = z.object({
  checkIn: z
    .object({
      id: z.string(),
      hireId: z.string(),
      expectedEndAt: z.string(),
      checkedInAt: z.string(),
      checkedOutAt: z.string().nullable(),
      trustedContactPhone: z.string().nullable(),
    })
    .nullable(),
});
export type CheckInState = z.infer<typeof checkInStateSchema>;
