// The search feature's public face for other features (its queries are in api.ts, also public).
export { formatRate, formatRating, rand } from './format.js';
