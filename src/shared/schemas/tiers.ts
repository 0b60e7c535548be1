// Tier upgrade rules and texts (spec: "Tier rules", "Tier upgrade page", the upgrade error catalogue).
import { TIER_INFO, TIER_LEVELS, TIER_UPGRADES, type TierLevel } from '../constants.js';

export const TIER_MESSAGES = {
  initializeFailed: 'Failed to initialize payment. Please try again.',
  processFailed: 'Failed to process upgrade. Please try again.',
  tierRequired: 'Please choose the tier to upgrade to',
  notAllowed: (from: TierLevel, to: TierLevel) =>
    from === to
      ? `You are already on the ${TIER_INFO[from].name} tier`
      : `The ${TIER_INFO[from].name} tier cannot be changed to ${TIER_INFO[to].name}`,
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
