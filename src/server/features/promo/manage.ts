// Promo codes as admins manage them (issue 20): the list, a new code with its free days, limit and expiry, and
// deactivation (a deactivated code is refused like an unknown one; redemptions already made stand).
import { desc, eq } from 'drizzle-orm';
import type { AdminPromoCode } from '../../../shared/schemas/admin-money.js';
import type { DbOrTx } from '../../db/client.js';
import { promoCodes } from '../../db/schema.js';
import { normalisePromoCode, promoRefusal } from './service.js';

type PromoRow = typeof promoCodes.$inferSelect;

function toAdminPromo(row: PromoRow, now: Date): AdminPromoCode {
  return {
    code: row.code,
    trialDays: row.trialDays,
    description: row.description,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    active: row.active,
    usable: promoRefusal(row, now, false) === null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPromoCodes(db: DbOrTx, now = new Date()): Promise<AdminPromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), promoCodes.code);
  return rows.map((r) => toAdminPromo(r, now));
}

export interface NewPromoCode {
  code: string;
  trialDays: number;
  description: string | null;
  maxRedemptions: number | null;
  expiresAt: Date | null;
}

/** Null when the code exists already (whatever its state: codes are never reused). */
export async function addPromoCode(db: DbOrTx, input: NewPromoCode): Promise<AdminPromoCode | null> {
  const [row] = await db
    .insert(promoCodes)
    .values({ ...input, code: normalisePromoCode(input.code) })
    .onConflictDoNothing()
    .returning();
  return row ? toAdminPromo(row, new Date()) : null;
}

/** Null when there is no such code. */
export async function deactivatePromoCode(db: DbOrTx, code: string): Promise<AdminPromoCode | null> {
  const [row] = await db
    .update(promoCodes)
    .set({ active: false })
    .where(eq(promoCodes.code, normalisePromoCode(code)))
    .returning();
  return row ? toAdminPromo(row, new Date()) : null;
}
