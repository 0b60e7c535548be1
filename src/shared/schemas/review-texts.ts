// The review texts and limits without zod (decision 0254): the worker dashboard's review request form checks its
// fields with them and must not download the schema library; reviews.ts builds the zod schemas on the same rules.
import { sharedMessage } from '../i18n/messages.js';
import { isValidSaPhone } from '../phone.js';
import { INVALID_PHONE_MESSAGE, PHONE_INPUT_MAX } from '../sign-in-rules.js';

export const REVIEW_TEXT_MAX = 2000;
export const JOB_TYPE_MAX = 100;
export const REVIEWER_NAME_MAX = 60;
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_PROFILE_RATING = 5;
/** Reviewers are never named on a profile (spec: Review). */
export const ANONYMOUS_REVIEWER = 'Anonymous Employer';
/** The public review page's name when left empty (spec: "Search and reviews"). */
export const ANONYMOUS_REFERENCE_NAME = 'Anonymous';

const TRY_AGAIN = sharedMessage(/*i18n*/ { id: 'review.try-again', message: 'Please try again' });

// Every text is a catalogue entry (decision 0181): the English string for zod and the server, translated where shown.
export const REVIEW_MESSAGES = {
  // Client texts from the spec.
  reviewRequired: {
    title: sharedMessage(/*i18n*/ { id: 'review.review-required.title', message: 'Review Required' }),
    description: sharedMessage(
      /*i18n*/ {
        id: 'review.review-required.description',
        message: 'Please write a review before submitting.',
      },
    ),
  },
  profileReviewFailed: {
    title: sharedMessage(
      /*i18n*/ { id: 'review.profile-review-failed.title', message: 'Failed to Submit Review' },
    ),
    description: sharedMessage(
      /*i18n*/ { id: 'review.profile-review-failed.description', message: 'Please try again later.' },
    ),
  },
  ratingRequired: {
    title: sharedMessage(/*i18n*/ { id: 'review.rating-required.title', message: 'Rating required' }),
    description: sharedMessage(
      /*i18n*/ { id: 'review.rating-required.description', message: 'Please select a star rating' },
    ),
  },
  publicSubmitFailed: {
    title: sharedMessage(
      /*i18n*/ { id: 'review.public-submit-failed.title', message: 'Failed to submit review' },
    ),
    fallback: TRY_AGAIN,
  },
  publicSubmitted: {
    title: sharedMessage(/*i18n*/ { id: 'review.public-submitted.title', message: 'Review submitted!' }),
    description: sharedMessage(
      /*i18n*/ { id: 'review.public-submitted.description', message: 'Thank you for sharing your feedback.' },
    ),
  },
  phoneRequired: {
    title: sharedMessage(/*i18n*/ { id: 'review.phone-required.title', message: 'Phone number required' }),
    description: sharedMessage(
      /*i18n*/ {
        id: 'review.phone-required.description',
        message: "Please enter the employer's phone number",
      },
    ),
  },
  requestFailed: {
    title: sharedMessage(
      /*i18n*/ { id: 'review.request-failed.title', message: 'Failed to send review request' },
    ),
    fallback: TRY_AGAIN,
  },
  requestSent: {
    title: sharedMessage(/*i18n*/ { id: 'review.request-sent.title', message: 'Review request sent!' }),
    description: sharedMessage(
      /*i18n*/ { id: 'review.request-sent.description', message: 'An SMS has been sent to the employer.' },
    ),
  },
  notFound: {
    title: sharedMessage(/*i18n*/ { id: 'review.not-found.title', message: 'Review Not Found' }),
    description: sharedMessage(
      /*i18n*/ {
        id: 'review.not-found.description',
        message: 'This review link may have expired or is invalid.',
      },
    ),
  },
  // Server answers (the spec leaves them to us).
  rating: sharedMessage(
    /*i18n*/ { id: 'review.rating', message: 'Rating must be a whole number from 1 to 5' },
  ),
  reviewTooLong: sharedMessage(
    /*i18n*/ {
      id: 'review.review-too-long',
      message: 'Review must be at most {max} characters',
      values: { max: REVIEW_TEXT_MAX },
    },
  ),
  jobTypeTooLong: sharedMessage(
    /*i18n*/ {
      id: 'review.job-type-too-long',
      message: 'Type of work must be at most {max} characters',
      values: { max: JOB_TYPE_MAX },
    },
  ),
  nameTooLong: sharedMessage(
    /*i18n*/ {
      id: 'review.name-too-long',
      message: 'Name must be at most {max} characters',
      values: { max: REVIEWER_NAME_MAX },
    },
  ),
  workerNotFound: sharedMessage(/*i18n*/ { id: 'review.worker-not-found', message: 'Worker Not Found' }),
  invalidPhone: INVALID_PHONE_MESSAGE,
  notMobile: sharedMessage(
    /*i18n*/ {
      id: 'review.not-mobile',
      message:
        'Review requests can only be sent by SMS to South African mobile numbers (06x, 07x or 081-085)',
    },
  ),
  ownPhone: sharedMessage(
    /*i18n*/ { id: 'review.own-phone', message: 'You cannot request a review from your own phone number' },
  ),
  noWorkerProfile: sharedMessage(
    /*i18n*/ {
      id: 'review.no-worker-profile',
      message: 'Only workers can request reviews. Please create a worker profile first.',
    },
  ),
  tooManyPerWorker: sharedMessage(
    /*i18n*/ {
      id: 'review.too-many-per-worker',
      message: 'You have sent the maximum number of review requests for today. Please try again tomorrow.',
    },
  ),
  tooManyPerRecipient: sharedMessage(
    /*i18n*/ {
      id: 'review.too-many-per-recipient',
      message:
        'This number has received the maximum number of review requests for today. Please try again tomorrow.',
    },
  ),
} as const;

/** Why the profile's Leave a Review form is not offered: shown in its place. */
export const REVIEW_INELIGIBLE_REASONS = {
  signedOut: sharedMessage(
    /*i18n*/ { id: 'review.ineligible.signed-out', message: 'Sign in to leave a review.' },
  ),
  ownProfile: sharedMessage(
    /*i18n*/ { id: 'review.ineligible.own-profile', message: 'You cannot review your own profile.' },
  ),
  noAcceptedHire: sharedMessage(
    /*i18n*/ {
      id: 'review.ineligible.no-accepted-hire',
      message: 'You can leave a review once this worker has accepted your hire request.',
    },
  ),
  alreadyReviewed: sharedMessage(
    /*i18n*/ {
      id: 'review.ineligible.already-reviewed',
      message: 'You have already reviewed every hire of this worker. Thank you for your feedback!',
    },
  ),
} as const;
export type ReviewIneligibleReason = keyof typeof REVIEW_INELIGIBLE_REASONS;

/** The review request's employer phone as typed: empty, or not a South African number (the form and the server). */
export function recipientPhoneProblem(input: string): string | null {
  const value = input.trim();
  if (!value) return REVIEW_MESSAGES.phoneRequired.description;
  return value.length > PHONE_INPUT_MAX || !isValidSaPhone(value) ? REVIEW_MESSAGES.invalidPhone : null;
}
