// The payments feature's public face for other features: charging, verifying, and what a payment type grants.
export {
  getPaymentFulfiller,
  type PaymentFulfiller,
  type PaymentRow,
  registerPaymentFulfiller,
} from './fulfillment.js';
export { type PaymentTypeDefinition, type PricedPayment, registerPaymentType } from './payment-types.js';
export { initializePayment, verifyPayment } from './service.js';
