// The hire flow's messages and toasts, apart from hires.ts and without zod: the Find Workers page shows them and
// would otherwise download the whole schema library for a few strings. Each is a shared message (decision 0181):
// the server's refusals carry the English text and its error handler answers in the requester's language; the page
// looks the same text up for its own toasts and dialogs.
import { sharedMessage } from '../i18n/messages.js';

export const HIRE_MESSAGES = {
  phoneVerificationRequired: sharedMessage(
    /*i18n*/ { id: 'hire.phone-required', message: 'Please verify your phone number to hire workers' },
  ),
  limitReached: (used: number, limit: number) =>
    sharedMessage(
      /*i18n*/ {
        id: 'hire.limit-reached',
        message: 'You have used {used} of {limit} free hires this month. Subscribe for unlimited hires!',
        values: { used, limit },
      },
    ),
  workerNotFound: sharedMessage(/*i18n*/ { id: 'hire.worker-not-found', message: 'Worker not found' }),
  hireNotFound: sharedMessage(/*i18n*/ { id: 'hire.not-found', message: 'Hire not found' }),
  cannotHireSelf: sharedMessage(
    /*i18n*/ { id: 'hire.self', message: 'You cannot hire your own worker profile' },
  ),
  alreadyOpen: sharedMessage(
    /*i18n*/ { id: 'hire.already-open', message: 'You already have an open hire request with this worker' },
  ),
  dailyLimit: (limit: number) =>
    sharedMessage(
      /*i18n*/ {
        id: 'hire.daily-limit',
        message: 'You can send at most {limit} hire requests a day. Please try again tomorrow.',
        values: { limit },
      },
    ),
  notPending: sharedMessage(
    /*i18n*/ { id: 'hire.not-pending', message: 'This hire request has already been answered' },
  ),
  expired: sharedMessage(/*i18n*/ { id: 'hire.expired', message: 'This hire request has expired' }),
  notAccepted: sharedMessage(
    /*i18n*/ { id: 'hire.not-accepted', message: 'Only an accepted hire can be marked completed' },
  ),
  notCancellable: sharedMessage(
    /*i18n*/ { id: 'hire.not-cancellable', message: 'This hire can no longer be cancelled' },
  ),
  invalidWorker: sharedMessage(
    /*i18n*/ { id: 'hire.invalid-worker', message: 'Please choose a worker to hire' },
  ),
  failed: sharedMessage(/*i18n*/ { id: 'hire.failed', message: 'Failed to hire worker' }),
} as const;

export const HIRE_TOASTS = {
  phoneRequiredTitle: sharedMessage(
    /*i18n*/ { id: 'hire.phone-required.title', message: 'Phone verification required' },
  ),
  phoneRequiredDescription: HIRE_MESSAGES.phoneVerificationRequired,
  limitTitle: sharedMessage(
    /*i18n*/ { id: 'hire.limit-reached.title', message: 'Monthly Hire Limit Reached' },
  ),
  limitDescription: HIRE_MESSAGES.limitReached,
} as const;
