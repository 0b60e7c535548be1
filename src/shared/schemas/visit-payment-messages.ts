// The messages of paying for visits (issue 34): shared messages (decision 0181), answered in the requester's
// language by the server and shown by the pages (shared.po).
import { sharedMessage } from '../i18n/messages.js';

export const VISIT_PAYMENT_MESSAGES = {
  notPayable: sharedMessage(
    /*i18n*/ { id: 'visit-payment.not-payable', message: 'Only a booked visit can be paid' },
  ),
  alreadyPaid: sharedMessage(
    /*i18n*/ { id: 'visit-payment.already-paid', message: 'This visit is already paid' },
  ),
  nothingToPayAhead: sharedMessage(
    /*i18n*/ {
      id: 'visit-payment.nothing-to-pay-ahead',
      message: 'There are no unpaid booked visits in those weeks',
    },
  ),
  tipAfterVisit: sharedMessage(
    /*i18n*/ { id: 'visit-payment.tip-after-visit', message: 'A tip can be given once the visit is done' },
  ),
  notRefundable: sharedMessage(
    /*i18n*/ {
      id: 'visit-payment.not-refundable',
      message: 'Only a paid visit that did not take place can be refunded',
    },
  ),
  refundFailed: sharedMessage(
    /*i18n*/ {
      id: 'visit-payment.refund-failed',
      message: 'The refund could not be asked for just now. Please try again later.',
    },
  ),
  noLateFee: sharedMessage(
    /*i18n*/ { id: 'visit-payment.no-late-fee', message: 'This visit has no late-cancellation fee to pay' },
  ),
};
