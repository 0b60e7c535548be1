// The promo feature's public face for other features: redeeming at registration, and the admins' management.

export { PROMO_FAILED_TRIES_PER_HOUR, type PromoTrier, withPromoTries } from './attempts.js';
export {
  addPromoCode,
  deactivatePromoCode,
  listPromoCodes,
  type NewPromoCode,
} from './manage.js';
export { redeemPromoCode } from './service.js';
