// Reviews and review requests (spec: Review, Reference, Review request; "Search and reviews"; section 8): the
// payloads, answers and messages shared by the profile's review form, the dashboard, /review/:token and the routes.
import * as z from 'zod';
import { PHONE_INPUT_MAX } from '../sign-in-rules.js';
import { nameSchema } from './names.js';
import {
  ANONYMOUS_REFERENCE_NAME,
  JOB_TYPE_MAX,
  REVIEW_INELIGIBLE_REASONS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEWER_NAME_MAX,
  type ReviewIneligibleReason,
  recipientPhoneProblem,
} from './review-texts.js';

export * from './review-texts.js';

/** Whole stars from 1 to 5; every way of missing that gets the same message. */
function starRating(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(5, message);
}

/** Optional free text: an empty or blank field is stored as null. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));
}

const jobTypeSchema = optionalText(JOB_TYPE_MAX, REVIEW_MESSAGES.jobTypeTooLong);

// Review text is plain text: stored as given (only the edges trimmed) and always rendered as text.
export const createReviewSchema = z.object({
  workerId: z.uuid({ error: REVIEW_MESSAGES.workerNotFound }),
  rating: starRating(REVIEW_MESSAGES.rating),
  review: z
    .string({ error: REVIEW_MESSAGES.reviewRequired.description })
    .trim()
    .min(1, REVIEW_MESSAGES.reviewRequired.description)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.reviewTooLong),
  jobType: jobTypeSchema,
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  rating: z.number().int(),
  review: z.string().nullable(),
  jobType: z.string().nullable(),
  reviewerName: z.string(),
  createdAt: z.string(),
});
export type ReviewPayload = z.infer<typeof reviewSchema>;

const workerRatingSchema = z.object({
  averageRating: z.string(),
  totalReviews: z.number().int(),
});

export const createReviewResponseSchema = z.object({ review: reviewSchema, worker: workerRatingSchema });
export type CreateReviewResponse = z.infer<typeof createReviewResponseSchema>;

export const reviewEligibilityQuerySchema = z.object({
  workerId: z.uuid({ error: REVIEW_MESSAGES.workerNotFound }),
});

export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reason: z.enum(Object.keys(REVIEW_INELIGIBLE_REASONS) as [ReviewIneligibleReason]).nullable(),
  message: z.string().nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export const createReviewRequestSchema = z.object({
  recipientPhone: z
    .string({ error: REVIEW_MESSAGES.phoneRequired.description })
    .trim()
    .max(PHONE_INPUT_MAX, REVIEW_MESSAGES.invalidPhone)
    .superRefine((value, ctx) => {
      const problem = recipientPhoneProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  recipientName: nameSchema(REVIEWER_NAME_MAX, REVIEW_MESSAGES.nameTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CreateReviewRequestInput = z.input<typeof createReviewRequestSchema>;

export const createReviewRequestResponseSchema = z.object({
  success: z.literal(true),
  expiresAt: z.string(),
  /** Outside production only: the link the SMS carries. */
  developmentUrl: z.string().optional(),
});
export type CreateReviewRequestResponse = z.infer<typeof createReviewRequestResponseSchema>;

export const reviewTokenParamsSchema = z.object({
  // Any text: a malformed token is just one that matches nothing, the same 404 as an unknown one.
  token: z.string(),
});

export const reviewRequestLookupSchema = z.object({
  worker: z.object({
    fullName: z.string(),
    profilePhotoUrl: z.string().nullable(),
    skills: z.array(z.string()),
  }),
  /** The link was used already: the review came in, and the page thanks its author instead of a second form. */
  received: z.boolean(),
});
export type ReviewRequestLookup = z.infer<typeof reviewRequestLookupSchema>;

export const submitReviewRequestSchema = z.object({
  rating: starRating(REVIEW_MESSAGES.ratingRequired.description),
  review: optionalText(REVIEW_TEXT_MAX, REVIEW_MESSAGES.reviewTooLong),
  jobType: jobTypeSchema,
  employerName: nameSchema(REVIEWER_NAME_MAX, REVIEW_MESSAGES.nameTooLong)
    .optional()
    .transform((v) => (v ? v : ANONYMOUS_REFERENCE_NAME)),
  shouldSignUp: z.boolean().default(false),
});
export type SubmitReviewRequestInput = z.input<typeof submitReviewRequestSchema>;

export const submitReviewRequestResponseSchema = z.object({
  success: z.literal(true),
  /** Where 'Sign Up as Employer' leads. */
  signUpUrl: z.string(),
  shouldSignUp: z.boolean(),
});
export type SubmitReviewRequestResponse = z.infer<typeof submitReviewRequestResponseSchema>;

export const EMPLOYER_SIGN_UP_URL = '/login?signupType=employer';
