// The payments feature's public face: starting a payment, the provider hand-off and the callback's check.
export { initializePayment, redirectToPayment, startRegistrationPayment, verifyPayment } from './api.js';
export { PAYMENT_METHOD_LABELS } from './labels.js';
