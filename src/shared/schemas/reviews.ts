// Reviews and review requests (spec: Review, Reference, Review request; "Search and reviews"; section 8): the
// payloads, answers and messages shared by the profile's review form, the dashboard, /review/:token and the routes.
import * as z from 'zod';
import { isValidSaPhone } from '../phone.js';

export const REVIEW_TEXT_MAX = 2000;
export const JOB_TYPE_MAX = 100;
export const REVIEWER_NAME_MAX = 60;
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_PROFILE_RATING = 5;
/** Reviewers are never named on a profile (spec: Review). */
export const ANONYMOUS_REVIEWER = 'Anonymous Employer';
/** The public review page's name when left empty (spec: "Search and reviews"). */
export const ANONYMOUS_REFERENCE_NAME = 'Anonymous';

export const REVIEW_MESSAGES = {
  // Client texts from the spec.
  reviewRequired: { title: 'Review Required', description: 'Please write a review before submitting.' },
  profileReviewFailed: { title: 'Failed to Submit Review', description: 'Please try again later.' },
  ratingRequired: { title: 'Rating required', description: 'Please select a star rating' },
  publicSubmitFailed: { title: 'Failed to submit review', fallback: 'Please try again' },
  publicSubmitted: { title: 'Review submitted!', description: 'Thank you for sharing your feedback.' },
  phoneRequired: { title: 'Phone number required', description: "Please enter the employer's phone number" },
  requestFailed: { title: 'Failed to send review request', fallback: 'Please try again' },
  requestSent: { title: 'Review request sent!', description: 'An SMS has been sent to the employer.' },
  notFound: { title: 'Review Not Found', description: 'This review link may have expired or is invalid.' },
  // Server answers (the spec leaves them to us).
  rating: 'Rating must be a whole number from 1 to 5',
  reviewTooLong: `Review must be at most ${REVIEW_TEXT_MAX} characters`,
  jobTypeTooLong: `Type of work must be at most ${JOB_TYPE_MAX} characters`,
  nameTooLong: `Name must be at most ${REVIEWER_NAME_MAX} characters`,
  workerNotFound: 'Worker Not Found',
  invalidPhone: 'Please enter a valid South African phone number',
  notMobile: 'Review requests can only be sent by SMS to South African mobile numbers (06x, 07x or 081-085)',
  ownPhone: 'You cannot request a review from your own phone number',
  noWorkerProfile: 'Only workers can request reviews. Please create a worker profile first.',
  tooManyPerWorker:
    'You have sent the maximum number of review requests for today. Please try again tomorrow.',
  tooManyPerRecipient:
    'This number has received the maximum number of review requests for today. Please try again tomorrow.',
} as const;

/** Why the profile's Leave a Review form is not offered: shown in its place. */
export const REVIEW_INELIGIBLE_REASONS = {
  signedOut: 'Sign in to leave a review.',
  ownProfile: 'You cannot review your own profile.',
  noAcceptedHire: 'You can leave a review once this worker has accepted your hire request.',
  alreadyReviewed: 'You have already reviewed every hire of this worker. Thank you for your feedback!',
} as const;
export type ReviewIneligibleReason = keyof typeof REVIEW_INELIGIBLE_REASONS;

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

export const workerRatingSchema = z.object({
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
    .min(1, REVIEW_MESSAGES.phoneRequired.description)
    .max(30, REVIEW_MESSAGES.invalidPhone)
    .refine(isValidSaPhone, REVIEW_MESSAGES.invalidPhone),
  recipientName: optionalText(REVIEWER_NAME_MAX, REVIEW_MESSAGES.nameTooLong),
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
});
export type ReviewRequestLookup = z.infer<typeof reviewRequestLookupSchema>;

export const submitReviewRequestSchema = z.object({
  rating: starRating(REVIEW_MESSAGES.ratingRequired.description),
  review: optionalText(REVIEW_TEXT_MAX, REVIEW_MESSAGES.reviewTooLong),
  jobType: jobTypeSchema,
  employerName: z
    .string()
    .trim()
    .max(REVIEWER_NAME_MAX, REVIEW_MESSAGES.nameTooLong)
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
