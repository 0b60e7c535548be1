// The tiers feature's public face: its payment type.
export { upgradePayment } from './upgrade-payment.js';
