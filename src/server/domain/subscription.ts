// "Does this employer hold a subscription in force?" in one place (issue 30): a period that has started and not yet
// ended. A renewal bought early is a period starting where the current one ends, so it does not count before then.
// Hires (the free-hire quota), job posts (the open-job limit), the employer's status and hire history, and the
// search's advanced filters ask here: in TypeScript for periods already read, as a Drizzle condition, and as plain
// SQL for the search script's one round trip (decisions 0083, 0210). The payment type that sells the periods stays
// in features/employer/subscription.ts.
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { subscriptions } from '../db/schema.js';

type Period = Pick<typeof subscriptions.$inferSelect, 'startsAt' | 'expiresAt'>;

/** A period covers `now`: started at or before it, ending after it. */
export function isSubscriptionInForce(period: Period, now: Date): boolean {
  return period.startsAt.getTime() <= now.getTime() && period.expiresAt.getTime() > now.getTime();
}

/** The same for a subscriptions row, as a Drizzle condition. */
export function subscriptionInForceSql(now: Date): SQL {
  return and(lte(subscriptions.startsAt, now), gt(subscriptions.expiresAt, now)) as SQL;
}

/**
 * As plain SQL for a query that checks the subscription in its own round trip (the worker search's advanced
 * filters, decision 0210): `userIdSql` is a column or literal naming the user; `now()` is the database's.
 */
export function activeSubscriptionRawSql(userIdSql: string): string {
  return `EXISTS (SELECT 1 FROM subscriptions sub WHERE sub.user_id = ${userIdSql} AND sub.starts_at <= now() AND sub.expires_at > now())`;
}

/** True while the user holds a subscription whose period covers `now`. */
export async function hasActiveSubscription(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), subscriptionInForceSql(now)))
    .limit(1);
  return row !== undefined;
}
