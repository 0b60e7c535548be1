// The upgrade call (spec: POST /api/payments/initialize with {amount, paymentType: 'upgrade', tierLevel}).
import { PRICES_CENTS, type TierLevel } from '../../../shared/constants.js';
import type { InitializePaymentAnswer } from '../../../shared/schemas/payments.js';
import { apiJson } from '../../lib/api.js';

export type UpgradeTier = Exclude<TierLevel, 'basic'>;

/** The amount is sent as text, as the spec shows; the server charges its own price for the tier anyway. */
export function initializeUpgrade(tierLevel: UpgradeTier) {
  return apiJson<Partial<InitializePaymentAnswer>>('POST', '/api/payments/initialize', {
    amount: (PRICES_CENTS[tierLevel] / 100).toFixed(2),
    paymentType: 'upgrade',
    tierLevel,
  });
}
