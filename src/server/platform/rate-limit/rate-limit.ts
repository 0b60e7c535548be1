// Sliding-window rate limits kept in the database (rate_limit_hits), so they hold across app processes.
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema.js';
import { tooManyRequests } from '../../lib/http-error.js';

export interface LimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
  message: (retryAfterSeconds: number) => string;
}

/**
 * Counts one hit against the rule inside the caller's transaction, or throws 429 with Retry-After.
 * An advisory lock per key serialises concurrent hits, so the count cannot be raced past the limit.
 * Returns the new hit's id (a caller may withdraw it, e.g. a resend cooldown after a failed delivery).
 */
export async function hitRateLimit(tx: Tx, rule: LimitRule): Promise<number> {
  await assertUnderRateLimit(tx, rule);
  return recordRateLimitHit(tx, rule.key);
}

/**
 * Throws 429 with Retry-After when the rule's window already holds `limit` hits, without counting one: for limits
 * on failures (a wrong promo code), where only the attempts that fail are recorded, after the fact.
 */
export async function assertUnderRateLimit(tx: Tx, rule: LimitRule): Promise<void> {
  // A bare function call on no table: the query builder has no form for it.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${rule.key}))`);
  const span = sql`make_interval(secs => ${rule.windowSeconds})`;
  const window = sql`now() - ${span}`;
  const { key, createdAt } = rateLimitHits;
  await tx.delete(rateLimitHits).where(and(eq(key, rule.key), lte(createdAt, window)));
  const [row] = await tx
    .select({
      n: count(),
      retryAfter: sql<number | null>`ceil(extract(epoch FROM (min(${createdAt}) + ${span} - now())))::int`,
    })
    .from(rateLimitHits)
    .where(and(eq(key, rule.key), gt(createdAt, window)));
  if ((row?.n ?? 0) >= rule.limit) {
    const retryAfter = Math.max(1, row?.retryAfter ?? rule.windowSeconds);
    throw tooManyRequests(rule.message(retryAfter), retryAfter);
  }
}

/** Records one hit under `key` (see assertUnderRateLimit); returns its id. */
export async function recordRateLimitHit(tx: Tx, key: string): Promise<number> {
  const [hit] = await tx.insert(rateLimitHits).values({ key }).returning({ id: rateLimitHits.id });
  return hit?.id ?? 0;
}
