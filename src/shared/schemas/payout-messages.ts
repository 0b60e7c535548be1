// The payout refusals she reads (issue 34), in her language through the error handler, without zod: the earnings
// page says them before any form or schema has loaded. payouts.ts re-exports them.
import { sharedMessage } from '../i18n/messages.js';

export const PAYOUT_MESSAGES = {
  unknownBank: sharedMessage(
    /*i18n*/ { id: 'payout.unknown-bank', message: 'Please choose your bank from the list' },
  ),
  accountNumber: sharedMessage(
    /*i18n*/ { id: 'payout.account-number', message: 'An account number is 6 to 16 digits, with no spaces' },
  ),
  holder: sharedMessage(
    /*i18n*/ { id: 'payout.account-holder', message: 'Please give the name on the bank account' },
  ),
  workersOnly: sharedMessage(
    /*i18n*/ { id: 'payout.workers-only', message: 'Only workers with a profile are paid out' },
  ),
  recipientRefused: sharedMessage(
    /*i18n*/ {
      id: 'payout.recipient-refused',
      message: 'The bank account could not be added. Please check the bank and number and try again.',
    },
  ),
  noAccount: sharedMessage(
    /*i18n*/ { id: 'payout.no-account', message: 'Please add your bank account before asking for a payout' },
  ),
  minimum: (minimum: string) =>
    sharedMessage(
      /*i18n*/ { id: 'payout.minimum', message: 'A payout is at least {minimum}', values: { minimum } },
    ),
  overBalance: (balance: string) =>
    sharedMessage(
      /*i18n*/ {
        id: 'payout.over-balance',
        message: 'You can be paid at most your balance of {balance}',
        values: { balance },
      },
    ),
  onHold: (until: string) =>
    sharedMessage(
      /*i18n*/ {
        id: 'payout.on-hold',
        message: 'Your bank account changed recently, so payouts wait until {until}',
        values: { until },
      },
    ),
  inFlight: sharedMessage(
    /*i18n*/ { id: 'payout.in-flight', message: 'A payout is already on its way to your bank' },
  ),
} as const;
