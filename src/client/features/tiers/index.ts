// The tier upgrade's public face.
export { isUpgradeTier, startUpgradePayment, type UpgradeTier } from './api.js';
export { TierCards } from './tier-cards.js';
