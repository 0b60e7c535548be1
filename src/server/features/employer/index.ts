// The employer feature's public face: whether an employer's subscription is in force, and its payment type.
export { hasActiveSubscription, subscriptionPayment } from './subscription.js';
