// The employer feature's public face: the employer's status, phone verification and subscription.
export { EMPLOYER_ME_KEY, useEmployerStatus } from './api.js';
export { PhoneVerificationForm } from './phone-verification-form.js';
export { useStartSubscription } from './start-subscription.js';
export { ActiveSubscriptionCard, SubscriptionPlans } from './subscription-plans.js';
