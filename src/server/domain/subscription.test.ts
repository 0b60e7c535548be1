// The subscription in force in its three forms (TypeScript over rows, Drizzle via hasActiveSubscription, the
// search script's plain SQL): a period that has started and not ended, not a renewal waiting to start.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/support/factories.js';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-app.js';
import { DAY_MS } from '../../shared/constants.js';
import { subscriptions } from '../db/schema.js';
import { activeSubscriptionRawSql, hasActiveSubscription, isSubscriptionInForce } from './subscription.js';

describe('the subscription in force (domain/subscription.ts)', () => {
  let t: TestDatabase;
  const now = new Date();
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  /** Each person's periods, as [starts, ends] in days from now. */
  const people: Record<string, [number, number][]> = {
    current: [[-3, 27]],
    renewedEarly: [
      [-3, 27],
      [27, 57],
    ],
    onlyAhead: [[2, 32]],
    lapsed: [[-40, -10]],
    never: [],
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestDatabase();
    const { db } = t.database;
    for (const [name, periods] of Object.entries(people)) {
      const user = await createUser(db);
      ids[name] = user.id;
      for (const [i, [from, to]] of periods.entries()) {
        await db.insert(subscriptions).values({
          userId: user.id,
          subscriptionType: 'monthly',
          startsAt: days(from),
          expiresAt: days(to),
          paymentReference: `ref_${name}_${i}`,
        });
      }
    }
  });
  afterAll(() => t.close());

  it('agrees in all three forms', async () => {
    const { db } = t.database;
    const expected = { current: true, renewedEarly: true, onlyAhead: false, lapsed: false, never: false };
    for (const [name, id] of Object.entries(ids)) {
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, id));
      const [raw] = await t.database.query<{ active: boolean }>(
        `SELECT ${activeSubscriptionRawSql(`'${id}'::uuid`)} AS active`,
      );
      const answers = {
        ts: rows.some((r) => isSubscriptionInForce(r, now)),
        drizzle: await hasActiveSubscription(db, id, now),
        raw: raw?.active,
      };
      const want = expected[name as keyof typeof expected];
      expect({ name, ...answers }).toEqual({ name, ts: want, drizzle: want, raw: want });
    }
  });
});
