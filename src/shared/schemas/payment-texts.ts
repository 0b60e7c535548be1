// The payment and promo code texts without zod (decision 0254): the worker dashboard's listing card and the
// payment hand-off show them, and the schema library stays out of their download.
import { sharedMessage } from '../i18n/messages.js';

/** What the payment routes answer: English strings for the server, catalogue entries the callback pages translate. */
export const PAYMENT_MESSAGES = {
  initializeFailed: sharedMessage(
    /*i18n*/ { id: 'payment.initialize-failed', message: 'Failed to initialize payment. Please try again.' },
  ),
  verified: sharedMessage(/*i18n*/ { id: 'payment.verified', message: 'Payment verified successfully' }),
  notVerified: sharedMessage(
    /*i18n*/ { id: 'payment.not-verified', message: 'Payment could not be verified.' },
  ),
  pending: sharedMessage(
    /*i18n*/ {
      id: 'payment.pending',
      message: 'Your payment is still being processed. Please check again in a minute.',
    },
  ),
  declined: sharedMessage(
    /*i18n*/ { id: 'payment.declined', message: 'The payment was declined or cancelled.' },
  ),
  notFound: sharedMessage(/*i18n*/ { id: 'payment.not-found', message: 'Payment not found' }),
  unknownType: sharedMessage(/*i18n*/ { id: 'payment.unknown-type', message: 'Unknown payment type' }),
  alreadyPaid: sharedMessage(
    /*i18n*/ { id: 'payment.already-paid', message: 'Your registration is already paid' },
  ),
  noWorkerProfile: sharedMessage(
    /*i18n*/ { id: 'payment.no-worker-profile', message: 'Please create a worker profile first.' },
  ),
  // A newer checkout for the same thing replaced this one (issue 15): it grants nothing, and money paid is returned.
  voided: sharedMessage(
    /*i18n*/ {
      id: 'payment.voided',
      message:
        'This checkout was replaced by a newer one and can no longer be paid. Please use the latest checkout.',
    },
  ),
  voidedRefunded: sharedMessage(
    /*i18n*/ {
      id: 'payment.voided-refunded',
      message:
        'This checkout was replaced by a newer one, so it granted nothing: your payment is being refunded to you.',
    },
  ),
} as const;

/** The longest promo code taken. */
export const PROMO_CODE_MAX = 40;

/** The promo code's refusals: English strings for zod and the server's answer, catalogue entries for the reader. */
export const PROMO_MESSAGES = {
  invalid: sharedMessage(/*i18n*/ { id: 'promo.invalid', message: 'Invalid promo code' }),
  expired: sharedMessage(/*i18n*/ { id: 'promo.expired', message: 'This promo code has expired' }),
  limitReached: sharedMessage(
    /*i18n*/ { id: 'promo.limit-reached', message: 'This promo code has reached its redemption limit' },
  ),
  alreadyUsed: sharedMessage(
    /*i18n*/ { id: 'promo.already-used', message: 'You have already used this promo code' },
  ),
  trialRunning: sharedMessage(
    /*i18n*/ { id: 'promo.trial-running', message: 'Your free trial is already running' },
  ),
  tooManyTries: sharedMessage(
    /*i18n*/ {
      id: 'promo.too-many-tries',
      message: 'Too many wrong promo codes. Please try again in an hour.',
    },
  ),
} as const;
