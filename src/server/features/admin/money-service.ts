// The console's promo codes and payments (issue 20). Promo rules stay in features/promo, payment rules in
// features/payments; this adds the searches, the admin's checks and the audit entries.
import { desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toE164 } from '../../../shared/phone.js';
import { ADMIN_LIST_LIMIT } from '../../../shared/schemas/admin.js';
import {
  ADMIN_MONEY_MESSAGES,
  type AdminPayment,
  type AdminPromoCode,
  type createPromoCodeSchema,
} from '../../../shared/schemas/admin-money.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { payments, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import { type PaymentDeps, type PaymentRow, refundPayment, verifyPayment } from '../payments/index.js';
import { addPromoCode, deactivatePromoCode } from '../promo/index.js';
import { containsPattern, recordAudit } from './audit.js';

export async function createPromo(
  db: Db,
  admin: SessionUser,
  input: z.output<typeof createPromoCodeSchema>,
): Promise<AdminPromoCode> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw badRequest(ADMIN_MONEY_MESSAGES.expiresAt, { field: 'expiresAt' });
  }
  return db.transaction(async (tx) => {
    const created = await addPromoCode(tx, {
      code: input.code,
      trialDays: input.trialDays,
      description: input.description,
      maxRedemptions: input.maxRedemptions ?? null,
      expiresAt,
    });
    if (!created) throw conflict(ADMIN_MONEY_MESSAGES.codeTaken, { field: 'code' });
    await recordAudit(tx, admin, {
      action: 'promo_code.created',
      subjectType: 'promo_code',
      subjectId: created.code,
      details: {
        trialDays: created.trialDays,
        maxRedemptions: created.maxRedemptions,
        expiresAt: created.expiresAt,
      },
    });
    return created;
  });
}

export async function deactivatePromo(db: Db, admin: SessionUser, code: string): Promise<AdminPromoCode> {
  return db.transaction(async (tx) => {
    const row = await deactivatePromoCode(tx, code);
    if (!row) throw notFound(ADMIN_MONEY_MESSAGES.promoNotFound);
    await recordAudit(tx, admin, {
      action: 'promo_code.deactivated',
      subjectType: 'promo_code',
      subjectId: row.code,
      details: { redemptions: row.redemptions },
    });
    return row;
  });
}

/** A phone in any form finds that person's payments; anything else matches references. */
function paymentMatch(q: string): SQL | undefined {
  if (!q) return undefined;
  const e164 = toE164(q);
  return e164 ? eq(users.phoneNumber, e164) : ilike(payments.reference, containsPattern(q));
}

async function findPayments(db: DbOrTx, where: SQL | undefined): Promise<AdminPayment[]> {
  const rows = await db
    .select({ payment: payments, name: users.firstName, phone: users.phoneNumber })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(({ payment, name, phone }) => toAdminPayment(payment, name, phone));
}

function toAdminPayment(p: PaymentRow, name: string | null, phone: string | null): AdminPayment {
  return {
    id: p.id,
    reference: p.reference,
    paymentType: p.paymentType,
    amountCents: p.amountCents,
    currency: p.currency,
    provider: p.provider,
    status: p.status,
    providerStatus: p.providerStatus,
    refundStatus: p.refundStatus,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    paidAt: p.paidAt?.toISOString() ?? null,
    fulfilledAt: p.fulfilledAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    user: p.userId && phone ? { id: p.userId, name, phoneNumber: phone } : null,
  };
}

async function onePayment(db: DbOrTx, reference: string): Promise<AdminPayment> {
  const [found] = await findPayments(db, eq(payments.reference, reference));
  if (!found) throw notFound(ADMIN_MONEY_MESSAGES.paymentNotFound);
  return found;
}

/** The search is audited: it shows who paid what. */
export async function searchPayments(db: Db, admin: SessionUser, q: string): Promise<AdminPayment[]> {
  return db.transaction(async (tx) => {
    const found = await findPayments(tx, paymentMatch(q));
    await recordAudit(tx, admin, {
      action: 'admin.payments.searched',
      subjectType: 'payments',
      subjectId: q || '*',
      details: { results: found.length },
    });
    return found;
  });
}

/** Asks the gateway again (a payment stuck pending): granted now if it was paid, exactly once as always. */
export async function recheckPayment(
  deps: PaymentDeps,
  admin: SessionUser,
  reference: string,
): Promise<AdminPayment> {
  const before = await onePayment(deps.db, reference);
  const result = await verifyPayment(deps, reference);
  await recordAudit(deps.db, admin, {
    action: 'payment.rechecked',
    subjectType: 'payment',
    subjectId: reference,
    details: { before: before.status, after: result.payment.status, granted: result.succeeded },
  });
  return onePayment(deps.db, reference);
}

export async function refundByAdmin(
  deps: PaymentDeps,
  admin: SessionUser,
  reference: string,
  reason: string,
): Promise<AdminPayment> {
  await refundPayment(deps, reference, reason, (tx, refunded) =>
    recordAudit(tx, admin, {
      action: 'payment.refunded',
      subjectType: 'payment',
      subjectId: reference,
      details: {
        reason,
        amountCents: refunded.amountCents,
        refundStatus: refunded.refundStatus,
        userId: refunded.userId,
      },
    }),
  );
  return onePayment(deps.db, reference);
}
