// The upgrade call (spec: POST /api/payments/initialize with {amount, paymentType: 'upgrade', tierLevel}).
import { PRICES_CENTS, type TierLevel } from '../../../shared/constants.js';
import { initializePayment } from '../payments/index.js';

export type UpgradeTier = Exclude<TierLevel, 'basic'>;

export function initializeUpgrade(tierLevel: UpgradeTier) {
  return initializePayment({
    amount: (PRICES_CENTS[tierLevel] / 100).toFixed(2),
    paymentType: 'upgrade',
    tierLevel,
  });
}
