// The payments feature's public face for other features: charging, verifying, and how a payment type is described.
export type {
  PaymentRow,
  PaymentTypeDefinition,
  PaymentTypes,
  PricedPayment,
} from './payment-types.js';
export { refundPayment } from './refund.js';
export { initializePayment, type PaymentDeps, paymentDeps, verifyPayment } from './service.js';
