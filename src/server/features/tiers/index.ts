// The tiers feature's public face for other features.
export { effectiveTier } from './service.js';
