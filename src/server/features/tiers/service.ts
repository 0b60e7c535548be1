// Tier rules on the server: which upgrade a worker may buy, granting a paid tier for a year, and returning lapsed
// tiers to basic with badges recomputed from the approved documents (docs/decisions/0081).
import { and, eq, exists, lte, ne, sql } from 'drizzle-orm';
import * as z from 'zod';
import { DAY_MS, TIER_DURATION_DAYS, type TierLevel } from '../../../shared/constants.js';
import { canUpgrade, isTierLevel, TIER_MESSAGES, tierRank } from '../../../shared/schemas/tiers.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { auditLog, verificationDocuments, workers } from '../../db/schema.js';
import { effectiveTier } from '../../domain/visibility.js';
import { enqueueJob, jobKind } from '../../jobs/define.js';
import type { ScheduleRule } from '../../jobs/schedule.js';
import { HttpError } from '../../lib/http-error.js';

export const EXPIRE_TIERS_JOB = 'tiers.expire';
/** Either one worker's tier at its expiry or the daily sweep; both sweep every lapsed tier. */
export const expireTiersKind = jobKind(
  EXPIRE_TIERS_JOB,
  z.object({ workerId: z.guid().optional(), sweep: z.iso.date().optional() }),
);
/** The daily sweep at 02:00 South African time (midnight UTC, the day its key names). */
export const TIER_SWEEP_RULE = { every: 'day', at: '02:00' } as const satisfies ScheduleRule;

/** Refuses any move the tier rules do not allow (400), so no payment is even started for it. */
export function assertUpgradeAllowed(current: TierLevel, target: TierLevel | undefined): TierLevel {
  if (!target) throw new HttpError(400, TIER_MESSAGES.tierRequired, { field: 'tierLevel' });
  if (!canUpgrade(current, target)) {
    throw new HttpError(400, TIER_MESSAGES.notAllowed(current, target), {
      field: 'tierLevel',
      code: 'tier_not_allowed',
      currentTier: current,
    });
  }
  return target;
}

/** One job per expiry instant; the handler sweeps every lapsed tier, so a missed or early run is harmless. */
async function scheduleTierExpiry(db: DbOrTx, workerId: string, expiresAt: Date): Promise<void> {
  await enqueueJob(
    db,
    expireTiersKind,
    { workerId },
    { runAt: expiresAt, dedupeKey: `${EXPIRE_TIERS_JOB}:${workerId}:${expiresAt.toISOString()}` },
  );
}

/**
 * Grants a verified upgrade payment, inside the payment's fulfilment transaction. A higher tier starts a new year;
 * the same tier again adds a year; a lower tier than the one in force (two checkouts raced) changes nothing and
 * is written to the audit log so support can refund it — a paid fulfilment must never throw and undo the mark.
 */
export async function grantUpgrade(
  tx: Tx,
  payment: { workerId: string | null; userId: string | null; tierLevel: string | null; reference: string },
  now: Date = new Date(),
): Promise<void> {
  if (!payment.workerId || !isTierLevel(payment.tierLevel)) {
    throw new Error(`Upgrade payment ${payment.reference} has no worker or tier`);
  }
  const [worker] = await tx
    .select({ id: workers.id, tierLevel: workers.tierLevel, tierExpiresAt: workers.tierExpiresAt })
    .from(workers)
    .where(eq(workers.id, payment.workerId))
    .for('update');
  if (!worker) return;
  const current = effectiveTier(worker, now);
  const target = payment.tierLevel;
  let expiresAt: Date;
  if (tierRank(target) > tierRank(current)) {
    expiresAt = new Date(now.getTime() + TIER_DURATION_DAYS * DAY_MS);
  } else if (target === current) {
    const from = Math.max(now.getTime(), worker.tierExpiresAt?.getTime() ?? now.getTime());
    expiresAt = new Date(from + TIER_DURATION_DAYS * DAY_MS);
  } else {
    await tx.insert(auditLog).values({
      actorUserId: payment.userId,
      action: 'tier.upgrade_superseded',
      subjectType: 'worker',
      subjectId: worker.id,
      details: { reference: payment.reference, paidFor: target, currentTier: current },
    });
    return;
  }
  await tx
    .update(workers)
    .set({ tierLevel: target, tierExpiresAt: expiresAt, updatedAt: now })
    .where(eq(workers.id, worker.id));
  await tx.insert(auditLog).values({
    actorUserId: payment.userId,
    action: 'tier.upgraded',
    subjectType: 'worker',
    subjectId: worker.id,
    details: { reference: payment.reference, from: current, to: target, expiresAt: expiresAt.toISOString() },
  });
  await scheduleTierExpiry(tx, worker.id, expiresAt);
}

/**
 * Returns every lapsed paid tier to basic. The badges then follow the approved documents: an admin checked them,
 * so they stay; a flag with no approved document behind it (demo data) goes.
 */
/** An approved document of this type for the worker row being updated. */
function approvedDocument(tx: Tx, documentType: string) {
  const d = verificationDocuments;
  return tx
    .select({ one: sql`1` })
    .from(d)
    .where(and(eq(d.workerId, workers.id), eq(d.documentType, documentType), eq(d.status, 'approved')));
}

export async function expireLapsedTiers(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(workers)
      .set({
        tierLevel: 'basic',
        tierExpiresAt: null,
        isVerified: exists(approvedDocument(tx, 'id_document')),
        hasPoliceClearance: exists(approvedDocument(tx, 'police_clearance')),
        updatedAt: now,
      })
      .where(and(ne(workers.tierLevel, 'basic'), lte(workers.tierExpiresAt, now)))
      .returning({
        id: workers.id,
        isVerified: workers.isVerified,
        hasPoliceClearance: workers.hasPoliceClearance,
      });
    if (lapsed.length > 0) {
      await tx.insert(auditLog).values(
        lapsed.map((w) => ({
          actorUserId: null,
          action: 'tier.expired',
          subjectType: 'worker',
          subjectId: w.id,
          details: { isVerified: w.isVerified, hasPoliceClearance: w.hasPoliceClearance },
        })),
      );
    }
    return lapsed.length;
  });
}
