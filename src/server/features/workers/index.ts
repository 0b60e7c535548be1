// The workers feature's public face: its payment type (registration).
export { registrationPayment } from './registration-payment.js';
