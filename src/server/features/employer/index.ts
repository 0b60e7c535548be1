// The employer feature's public face: the subscription's payment type (whether one is in force is
// domain/subscription.ts's rule).
export { subscriptionPayment } from './subscription.js';
