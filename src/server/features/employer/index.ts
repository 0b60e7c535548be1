// The employer feature's public face: whether an employer's subscription is in force, and its payment type.
export { activeSubscriptionRawSql, hasActiveSubscription, subscriptionPayment } from './subscription.js';
