// The employer feature's public face for other features: whether an employer's subscription is in force.
export { hasActiveSubscription } from './subscription.js';
