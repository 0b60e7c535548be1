// The hires feature's public face for other features.
export { monthlyUsage } from './service.js';
