// The profile phone's texts without zod (decision 0254): the worker dashboard shows them, and the schema library
// stays out of its download.
import { sharedMessage } from '../i18n/messages.js';

export const WORKER_PHONE_MESSAGES = {
  confirmed: sharedMessage(
    /*i18n*/ { id: 'worker-phone.confirmed', message: 'Your phone number is confirmed' },
  ),
  notConfirmed: sharedMessage(
    /*i18n*/ {
      id: 'worker-phone.not-confirmed',
      message: 'Not confirmed yet: employers see the number you signed in with until you confirm this one.',
    },
  ),
  codeSent: sharedMessage(
    /*i18n*/ {
      id: 'worker-phone.code-sent',
      message: 'We sent a code to this number. Enter it below to confirm it.',
    },
  ),
  noWorkerProfile: sharedMessage(
    /*i18n*/ { id: 'worker-phone.no-worker-profile', message: 'No worker profile found' },
  ),
} as const;
