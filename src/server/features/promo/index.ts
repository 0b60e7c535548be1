// The promo feature's public face for other features.
export { redeemPromoCode } from './service.js';
