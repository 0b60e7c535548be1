// Every payment type the API charges for, by name: its price, description, callback path and grant. buildApp
// puts this table in the app's context; verifyPayment looks a verified payment's type up in it and calls its grant.
import { subscriptionPayment } from './features/employer/index.js';
import type { PaymentTypes } from './features/payments/index.js';
import { upgradePayment } from './features/tiers/index.js';
import { lateFeePayment, tipPayment, visitPayment } from './features/visit-payments/index.js';
import { registrationPayment } from './features/workers/index.js';

export const PAYMENT_TYPES = {
  registration: registrationPayment,
  upgrade: upgradePayment,
  subscription: subscriptionPayment,
  visit: visitPayment,
  tip: tipPayment,
  late_fee: lateFeePayment,
} as const satisfies PaymentTypes;
