// The upgrade call (spec: POST /api/payments/initialize with {amount, paymentType: 'upgrade', tierLevel}).
import { msg } from '@lingui/core/macro';
import { PRICES_CENTS, type TierLevel } from '../../../shared/constants.js';
import { TIER_MESSAGES } from '../../../shared/schemas/tiers.js';
import { toast } from '../../components/ui/use-toast.js';
import { i18n } from '../../lib/i18n.js';
import { translateSharedMessage } from '../../lib/shared-message.js';
import { initializePayment, redirectToPayment } from '../payments/index.js';

export type UpgradeTier = Exclude<TierLevel, 'basic'>;

export function initializeUpgrade(tierLevel: UpgradeTier) {
  return initializePayment({
    amount: (PRICES_CENTS[tierLevel] / 100).toFixed(2),
    paymentType: 'upgrade',
    tierLevel,
  });
}

export function isUpgradeTier(tier: string | null | undefined): tier is UpgradeTier {
  return tier === 'verified' || tier === 'premium';
}

/** The spec's 'Upgrade Failed' toast; the description is a shared message, shown in the reader's language. */
export function failUpgrade(description: string) {
  toast({
    title: i18n._(msg`Upgrade Failed`),
    description: translateSharedMessage(description),
    variant: 'destructive',
  });
}

/** Starts the upgrade payment and leaves for the provider's page; false (with the spec's toast) when it cannot. */
export async function startUpgradePayment(tierLevel: UpgradeTier): Promise<boolean> {
  try {
    if (redirectToPayment(await initializeUpgrade(tierLevel))) return true;
    failUpgrade(TIER_MESSAGES.initializeFailed);
  } catch {
    failUpgrade(TIER_MESSAGES.processFailed);
  }
  return false;
}
