// The employer subscription as a payment type: its price from the server's constants, and the grant that
// extends the employer's paid period once per verified payment (decision 0062); the employer's view of it. Whether
// a subscription is in force is domain/subscription.ts's rule.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { isSubscriptionType, SUBSCRIPTION_INFO, type SubscriptionType } from '../../../shared/constants.js';
import { EMPLOYER_MESSAGES, type EmployerSubscription } from '../../../shared/schemas/employer.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { subscriptions, users } from '../../db/schema.js';
import { isSubscriptionInForce } from '../../domain/subscription.js';
import { badRequest } from '../../lib/http-error.js';
import type { PaymentRow, PaymentTypeDefinition } from '../payments/index.js';

export const SUBSCRIPTION_PAYMENT_TYPE = 'subscription';
export const SUBSCRIPTION_CALLBACK_PATH = '/subscription-callback';

/**
 * Adds the paid period: from now, or from the end of the periods already paid for, so renewing early loses no
 * days. The employer's row is locked so two payments verified at once chain instead of overlapping; the unique
 * payment reference makes a repeated grant impossible.
 */
async function grantSubscription(tx: Tx, payment: PaymentRow): Promise<void> {
  if (!payment.userId) return;
  const type = payment.subscriptionType;
  if (!isSubscriptionType(type))
    throw new Error(`subscription payment ${payment.reference} has no valid type`);
  const days = SUBSCRIPTION_INFO[type].durationDays;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for('no key update');
  // Computed by the INSERT itself, in the database's clock and precision: now, or where the last period ends.
  const startsAt = sql`(${tx
    .select({ at: sql`greatest(now(), coalesce(max(${subscriptions.expiresAt}), now()))` })
    .from(subscriptions)
    .where(eq(subscriptions.userId, payment.userId))})`;
  await tx
    .insert(subscriptions)
    .values({
      userId: payment.userId,
      subscriptionType: type,
      startsAt,
      expiresAt: sql`${startsAt} + make_interval(days => ${days})`,
      paymentReference: payment.reference,
    })
    .onConflictDoNothing({ target: subscriptions.paymentReference });
}

/** The price of a plan, for both ways a subscription checkout starts (/api/employer and /api/payments). */
export function subscriptionCharge(type: SubscriptionType): {
  amountCents: number;
  subscriptionType: SubscriptionType;
} {
  return { amountCents: SUBSCRIPTION_INFO[type].priceCents, subscriptionType: type };
}

/** The 'subscription' payment type: a plan's price, and the paid period it adds. */
export const subscriptionPayment: PaymentTypeDefinition = {
  description: 'Employer subscription',
  callbackPath: SUBSCRIPTION_CALLBACK_PATH,
  async price(_db, _user, body) {
    if (!isSubscriptionType(body.subscriptionType))
      throw badRequest(EMPLOYER_MESSAGES.invalidSubscriptionType);
    return subscriptionCharge(body.subscriptionType);
  },
  grant: grantSubscription,
};

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's periods not yet over, earliest start first: paid-ahead renewals included. */
async function unexpiredSubscriptions(db: DbOrTx, userId: string, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.expiresAt, now)))
    .orderBy(asc(subscriptions.startsAt));
}

/**
 * The subscription covering `now`, with the end of all the periods paid in a row (a renewal bought early
 * starts where the current one ends), or null.
 */
export async function currentSubscription(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<EmployerSubscription | null> {
  const rows = await unexpiredSubscriptions(db, userId, now);
  const active = rows.find((r) => isSubscriptionInForce(r, now));
  if (!active || !isSubscriptionType(active.subscriptionType)) return null;
  let expiresAt = active.expiresAt;
  for (const r of rows) {
    if (r.startsAt.getTime() <= expiresAt.getTime() && r.expiresAt.getTime() > expiresAt.getTime()) {
      expiresAt = r.expiresAt;
    }
  }
  return {
    subscriptionType: active.subscriptionType,
    type: active.subscriptionType,
    startsAt: active.startsAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

export async function subscriptionForPayment(
  db: DbOrTx,
  reference: string,
): Promise<{ type: SubscriptionType; expiresAt: string } | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.paymentReference, reference));
  if (!row || !isSubscriptionType(row.subscriptionType)) return null;
  return { type: row.subscriptionType, expiresAt: row.expiresAt.toISOString() };
}
