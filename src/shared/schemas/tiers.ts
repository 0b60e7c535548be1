// Tier upgrade rules and texts (spec: "Tier rules", "Tier upgrade page", the upgrade error catalogue).
import { TIER_INFO, TIER_LEVELS, TIER_UPGRADES, type TierLevel } from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';
import { PAYMENT_MESSAGES } from './payments.js';

export const TIER_MESSAGES = {
  initializeFailed: PAYMENT_MESSAGES.initializeFailed,
  processFailed: sharedMessage(
    /*i18n*/ { id: 'tier.process-failed', message: 'Failed to process upgrade. Please try again.' },
  ),
  tierRequired: sharedMessage(
    /*i18n*/ { id: 'tier.required', message: 'Please choose the tier to upgrade to' },
  ),
  // The tier names are plan names, the same in every language (docs/i18n/glossary.md).
  notAllowed: (from: TierLevel, to: TierLevel) =>
    from === to
      ? sharedMessage(
          /*i18n*/ {
            id: 'tier.already-on',
            message: 'You are already on the {tier} tier',
            values: { tier: TIER_INFO[from].name },
          },
        )
      : sharedMessage(
          /*i18n*/ {
            id: 'tier.not-allowed',
            message: 'The {from} tier cannot be changed to {to}',
            values: { from: TIER_INFO[from].name, to: TIER_INFO[to].name },
          },
        ),
} as const;

/** Whether a worker on `from` may buy `to` (basic -> verified or premium; verified -> premium; premium -> none). */
export function canUpgrade(from: TierLevel, to: TierLevel): boolean {
  return TIER_UPGRADES[from].includes(to);
}

/** Order of the tiers, lowest first. */
export function tierRank(tier: TierLevel): number {
  return TIER_LEVELS.indexOf(tier);
}

export function isTierLevel(value: unknown): value is TierLevel {
  return typeof value === 'string' && (TIER_LEVELS as readonly string[]).includes(value);
}
