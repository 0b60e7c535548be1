// Test data for the employer plan's perks (issue 18): a subscription period in force (or lapsed, or paid ahead)
// written straight into the table, as a verified payment's grant would.
import { randomUUID } from 'node:crypto';
import type { Config } from '../../src/server/config.js';
import type { DbOrTx } from '../../src/server/db/client.js';
import { subscriptions } from '../../src/server/db/schema.js';
import { DAY_MS } from '../../src/shared/constants.js';
import { signedInUser } from './factories.js';

/** A subscription period for the user, by default the month around now. */
export async function giveSubscription(
  db: DbOrTx,
  userId: string,
  period: { startsAt?: Date; expiresAt?: Date } = {},
): Promise<void> {
  const startsAt = period.startsAt ?? new Date(Date.now() - DAY_MS);
  await db.insert(subscriptions).values({
    userId,
    subscriptionType: 'monthly',
    startsAt,
    expiresAt: period.expiresAt ?? new Date(startsAt.getTime() + 30 * DAY_MS),
    paymentReference: `test-${randomUUID()}`,
  });
}

/** A signed-in employer whose subscription is in force. */
export async function signedInSubscriber(db: DbOrTx, config: Config) {
  const signed = await signedInUser(db, config, { employerPhoneVerifiedAt: new Date() });
  await giveSubscription(db, signed.user.id);
  return signed;
}
