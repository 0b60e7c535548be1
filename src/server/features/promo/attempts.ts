// Promo codes are short and guessable: at most PROMO_FAILED_TRIES_PER_HOUR wrong ones an hour per user and per
// address (issue 31), then 429, on every door a code comes in by (validate, registration, an unpaid profile). Only
// failures count, so a worker who types her code right is never slowed; a failure is recorded in its own
// transaction, because the caller's (the registration) rolls back with the refusal.

import { PROMO_MESSAGES } from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { assertUnderRateLimit, recordRateLimitHit } from '../../platform/rate-limit/index.js';

export const PROMO_FAILED_TRIES_PER_HOUR = 10;
const HOUR_SECONDS = 60 * 60;

export interface PromoTrier {
  userId: string;
  ip: string;
}

const REFUSALS = new Set<string>(Object.values(PROMO_MESSAGES));

const keysOf = (who: PromoTrier) => [`promo-fail:user:${who.userId}`, `promo-fail:ip:${who.ip}`];

async function assertTriesLeft(db: Db, who: PromoTrier): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of keysOf(who)) {
      await assertUnderRateLimit(tx, {
        key,
        limit: PROMO_FAILED_TRIES_PER_HOUR,
        windowSeconds: HOUR_SECONDS,
        message: () => PROMO_MESSAGES.tooManyTries,
      });
    }
  });
}

async function recordFailure(db: Db, who: PromoTrier): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of keysOf(who)) await recordRateLimitHit(tx, key);
  });
}

/**
 * Runs one promo attempt under the limit: 429 before it when the tries are used up; a failure recorded after it when
 * `failed` says its answer was a refusal or it threw one of the promo code's refusals (other errors are no guess).
 */
export async function withPromoTries<T>(
  db: Db,
  who: PromoTrier,
  attempt: () => Promise<T>,
  failed: (answer: T) => boolean = () => false,
): Promise<T> {
  await assertTriesLeft(db, who);
  let answer: T;
  try {
    answer = await attempt();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400 && REFUSALS.has(err.message))
      await recordFailure(db, who);
    throw err;
  }
  if (failed(answer)) await recordFailure(db, who);
  return answer;
}
