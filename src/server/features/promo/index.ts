// The promo feature's public face for other features: redeeming at registration, and the admins' management.
export {
  addPromoCode,
  deactivatePromoCode,
  listPromoCodes,
  type NewPromoCode,
} from './manage.js';
export { redeemPromoCode } from './service.js';
