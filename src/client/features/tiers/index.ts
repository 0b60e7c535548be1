// The tier upgrade's public face.
export { TierCards } from './tier-cards.js';
