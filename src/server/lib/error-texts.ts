// The server's own refusals that a person may read (a toast, a form's error), as shared messages (decision 0181):
// the error handler answers each in the requester's language. A feature's own refusals stay with the feature.
import { sharedMessage } from '../../shared/i18n/messages.js';

export const ERROR_TEXTS = {
  notFound: sharedMessage(/*i18n*/ { id: 'error.not-found', message: 'Not found' }),
  forbidden: sharedMessage(/*i18n*/ { id: 'error.forbidden', message: 'Forbidden' }),
  adminsOnly: sharedMessage(/*i18n*/ { id: 'error.admins-only', message: 'Admins only' }),
  accountNotFound: sharedMessage(/*i18n*/ { id: 'error.account-not-found', message: 'Account not found' }),
  contractNotFound: sharedMessage(/*i18n*/ { id: 'error.contract-not-found', message: 'Contract not found' }),
  payslipNotFound: sharedMessage(/*i18n*/ { id: 'error.payslip-not-found', message: 'Payslip not found' }),
  crossOrigin: sharedMessage(/*i18n*/ { id: 'error.cross-origin', message: 'Cross-origin request refused' }),
  unavailable: sharedMessage(
    /*i18n*/ {
      id: 'error.unavailable',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    },
  ),
  placesUnavailable: sharedMessage(
    /*i18n*/ {
      id: 'error.places-unavailable',
      message: 'Place search is unavailable right now. Please try again.',
    },
  ),
  placesBusy: sharedMessage(
    /*i18n*/ {
      id: 'error.places-busy',
      message: 'Place search is busy right now. Please try again in a moment.',
    },
  ),
  placesTooMany: sharedMessage(
    /*i18n*/ {
      id: 'error.places-too-many',
      message: 'Too many place searches from your network. Please wait a minute.',
    },
  ),
} as const;
