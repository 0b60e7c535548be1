// The hires feature's public face for other features (its queries are in api.ts, also public).
export { PendingHires } from './pending-hires.js';
