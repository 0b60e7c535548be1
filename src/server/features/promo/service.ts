// Promo codes: case-insensitive (stored and looked up uppercased), optionally expiring, with a redemption limit
// that concurrent registrations cannot exceed (one conditional UPDATE takes the row lock and counts).
import { and, eq, sql } from 'drizzle-orm';
import { PROMO_MESSAGES, type ValidatePromoAnswer } from '../../../shared/schemas/payments.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { promoCodes, promoRedemptions } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

type PromoRow = typeof promoCodes.$inferSelect;

/** Why a code cannot be used now, or null when it can. */
export function promoRefusal(row: PromoRow | undefined, now: Date, alreadyUsed: boolean): string | null {
  if (!row?.active) return PROMO_MESSAGES.invalid;
  if (row.expiresAt && row.expiresAt <= now) return PROMO_MESSAGES.expired;
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions)
    return PROMO_MESSAGES.limitReached;
  if (alreadyUsed) return PROMO_MESSAGES.alreadyUsed;
  return null;
}

async function hasRedeemed(db: DbOrTx, code: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** POST /api/promo-codes/validate: a read-only check; redeeming happens when the profile is created. */
export async function checkPromoCode(
  db: DbOrTx,
  rawCode: string,
  userId: string,
): Promise<ValidatePromoAnswer> {
  const code = normalisePromoCode(rawCode);
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  const message = promoRefusal(row, new Date(), row ? await hasRedeemed(db, code, userId) : false);
  if (message || !row) return { valid: false, message: message ?? PROMO_MESSAGES.invalid };
  return { valid: true, code, trialDays: row.trialDays, description: row.description };
}

/**
 * Redeems a code for a new worker inside the caller's transaction and returns its trial length. Throws a 400 with
 * the reason when the code cannot be used; the increment and the redemption row roll back with the caller.
 */
export async function redeemPromoCode(
  tx: Tx,
  rawCode: string,
  input: { userId: string; workerId: string },
): Promise<{ code: string; trialDays: number }> {
  const code = normalisePromoCode(rawCode);
  const [claimed] = await tx
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        eq(promoCodes.active, true),
        sql`(${promoCodes.expiresAt} is null or ${promoCodes.expiresAt} > now())`,
        sql`(${promoCodes.maxRedemptions} is null or ${promoCodes.redemptions} < ${promoCodes.maxRedemptions})`,
      ),
    )
    .returning({ trialDays: promoCodes.trialDays });
  if (!claimed) {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
    throw new HttpError(400, promoRefusal(row, new Date(), false) ?? PROMO_MESSAGES.invalid, {
      field: 'promoCode',
    });
  }
  const inserted = await tx
    .insert(promoRedemptions)
    .values({ code, userId: input.userId, workerId: input.workerId })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  if (inserted.length === 0) throw new HttpError(400, PROMO_MESSAGES.alreadyUsed, { field: 'promoCode' });
  return { code, trialDays: claimed.trialDays };
}
