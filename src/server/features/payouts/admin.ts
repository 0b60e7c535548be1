// Payout runs and their transfers for the admin console (issue 34): the runs newest first, and the payouts of a run
// (or the latest ones, or one status) with whose they are and their transfer's state. Accounts only masked.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminPayout, AdminPayoutRun } from '../../../shared/schemas/admin-payouts.js';
import type { DbOrTx } from '../../db/client.js';
import { payoutRuns, payouts, users, workers } from '../../db/schema.js';

export async function listPayoutRuns(db: DbOrTx): Promise<AdminPayoutRun[]> {
  const rows = await db.select().from(payoutRuns).orderBy(desc(payoutRuns.day)).limit(52);
  return rows.map((r) => ({
    id: r.id,
    day: r.day,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    payoutCount: r.payoutCount,
    totalCents: r.totalCents,
  }));
}

export async function listAdminPayouts(
  db: DbOrTx,
  filter: { runId?: string | undefined; status?: string | undefined },
): Promise<AdminPayout[]> {
  const where: SQL[] = [];
  if (filter.runId) where.push(eq(payouts.runId, filter.runId));
  if (filter.status) where.push(eq(payouts.status, filter.status));
  const rows = await db
    .select({
      payout: payouts,
      workerName: workers.fullName,
      phoneNumber: users.phoneNumber,
    })
    .from(payouts)
    .leftJoin(workers, eq(workers.id, payouts.workerId))
    .leftJoin(users, eq(users.id, payouts.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(payouts.requestedAt))
    .limit(200);
  return rows.map(({ payout: p, workerName, phoneNumber }) => ({
    id: p.id,
    runId: p.runId,
    origin: p.origin,
    workerName,
    phoneNumber,
    amountCents: p.amountCents,
    status: p.status,
    provider: p.provider,
    transferCode: p.transferCode,
    accountNumberMasked: `****${p.accountLast4}`,
    failureReason: p.failureReason,
    sendAttempts: p.sendAttempts,
    requestedAt: p.requestedAt.toISOString(),
    sentAt: p.sentAt?.toISOString() ?? null,
    settledAt: p.settledAt?.toISOString() ?? null,
  }));
}
