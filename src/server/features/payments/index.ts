// The payments feature's public face for other features: charging, verifying, and how a payment type is described.
export type {
  PaymentRow,
  PaymentTypeDefinition,
  PaymentTypes,
  PricedPayment,
} from './payment-types.js';
export { refundPayment } from './refund.js';
export { findSavedCard } from './saved-cards.js';
export {
  chargeSavedCard,
  initializePayment,
  type PaymentDeps,
  type PaymentItemInput,
  paymentDeps,
  verifyPayment,
} from './service.js';
