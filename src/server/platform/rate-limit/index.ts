// Sliding-window rate limits kept in the database, the public face.
export {
  assertUnderRateLimit,
  hitRateLimit,
  type LimitRule,
  recordRateLimitHit,
} from './rate-limit.js';
