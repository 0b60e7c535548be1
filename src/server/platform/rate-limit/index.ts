// Sliding-window rate limits kept in the database, the public face.
export { hitRateLimit, type LimitRule } from './rate-limit.js';
