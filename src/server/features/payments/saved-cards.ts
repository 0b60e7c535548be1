// A household's saved cards (issue 34): the reusable authorization of a verified charge, kept to charge a
// late-cancellation fee without sending her to a checkout again (Paystack's charge_authorization).
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { paymentAuthorizations } from '../../db/schema.js';
import type { SavedAuthorization } from '../../providers/payments/index.js';

/** A reusable card from a verified charge, kept to charge a late-cancellation fee later (one row per card). */
export async function saveAuthorization(
  tx: Tx,
  userId: string,
  provider: string,
  card: SavedAuthorization,
  opts: { email: string },
): Promise<void> {
  await tx
    .insert(paymentAuthorizations)
    .values({
      userId,
      provider,
      authorizationCode: card.code,
      signature: card.signature,
      email: opts.email,
      last4: card.last4,
      cardType: card.cardType,
    })
    .onConflictDoUpdate({
      target: [paymentAuthorizations.userId, paymentAuthorizations.provider, paymentAuthorizations.signature],
      set: { authorizationCode: card.code, email: opts.email },
    });
}

/** The card most recently saved by this user at this gateway, if any. */
export async function findSavedCard(db: DbOrTx, userId: string, provider: string) {
  const [row] = await db
    .select()
    .from(paymentAuthorizations)
    .where(and(eq(paymentAuthorizations.userId, userId), eq(paymentAuthorizations.provider, provider)))
    .orderBy(desc(paymentAuthorizations.createdAt))
    .limit(1);
  return row;
}
