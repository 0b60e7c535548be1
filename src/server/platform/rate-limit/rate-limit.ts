// Sliding-window rate limits kept in the database (rate_limit_hits), so they hold across app processes.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.js';
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
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${rule.key}))`);
  const window = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
  await tx.execute(sql`DELETE FROM rate_limit_hits WHERE key = ${rule.key} AND created_at <= ${window}`);
  const [row] = rowsOf<{ n: number; retry_after: number | null }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n,
             ceil(extract(epoch FROM (min(created_at) + make_interval(secs => ${rule.windowSeconds}) - now())))::int
               AS retry_after
        FROM rate_limit_hits
       WHERE key = ${rule.key} AND created_at > ${window}`),
  );
  if ((row?.n ?? 0) >= rule.limit) {
    const retryAfter = Math.max(1, row?.retry_after ?? rule.windowSeconds);
    throw tooManyRequests(rule.message(retryAfter), retryAfter);
  }
  const [hit] = await tx.insert(rateLimitHits).values({ key: rule.key }).returning({ id: rateLimitHits.id });
  return hit?.id ?? 0;
}
