// The weekly payout run (decision 0354): every Wednesday at 09:00 South African time, everyone whose payable balance
// is at least the minimum, with a payout account, no change hold and no payout on its way, is paid her whole balance.
// One run row per Wednesday; each worker's payout is its own transaction (one refusal stops nobody else's), made by the
// same createPayout as a request, so the run and a request at the same moment still pay her once.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { PAYOUT_MINIMUM_CENTS } from '../../../shared/pay/payout-rules.js';
import { ledgerAccounts, ledgerEntries, payoutRuns, workers } from '../../db/schema.js';
import { asInFlight, createPayout, PayoutRefused } from './payouts.js';
import { type SendDeps, sendPayout } from './send.js';

/** Workers whose payable balance (a credit: the negated sum of its entries) reaches the minimum. */
async function candidates(deps: SendDeps): Promise<{ workerId: string; userId: string }[]> {
  return deps.db
    .select({ workerId: workers.id, userId: workers.userId })
    .from(ledgerAccounts)
    .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(workers, eq(workers.id, ledgerAccounts.workerId))
    .where(and(eq(ledgerAccounts.kind, 'worker_payable'), isNotNull(ledgerAccounts.workerId)))
    .groupBy(workers.id, workers.userId)
    .having(sql`-sum(${ledgerEntries.amountCents}) >= ${PAYOUT_MINIMUM_CENTS}`);
}

export interface RunSummary {
  day: string;
  payouts: number;
  totalCents: number;
  skipped: number;
}

export async function runWeeklyPayouts(deps: SendDeps, day: string, retryAt: Date): Promise<RunSummary> {
  await deps.db.insert(payoutRuns).values({ day, startedAt: deps.now() }).onConflictDoNothing();
  const [run] = await deps.db.select().from(payoutRuns).where(eq(payoutRuns.day, day));
  const made: { id: string; amountCents: number }[] = [];
  let skipped = 0;
  for (const { workerId, userId } of await candidates(deps)) {
    try {
      const payout = await deps.db
        .transaction((tx) =>
          createPayout(tx, {
            userId,
            workerId,
            origin: 'weekly',
            runId: run!.id,
            provider: deps.transfers.name,
            now: deps.now(),
            retryAt,
          }),
        )
        .catch(asInFlight);
      made.push({ id: payout.id, amountCents: payout.amountCents });
    } catch (err) {
      if (!(err instanceof PayoutRefused)) throw err;
      skipped++;
    }
  }
  for (const { id } of made) {
    try {
      await sendPayout(deps, id);
    } catch (err) {
      deps.log.warn({ err, payoutId: id }, 'weekly payout not sent yet; its payouts.send job retries');
    }
  }
  const totalCents = made.reduce((sum, p) => sum + p.amountCents, 0);
  await deps.db
    .update(payoutRuns)
    .set({
      finishedAt: deps.now(),
      payoutCount: sql`${payoutRuns.payoutCount} + ${made.length}`,
      totalCents: sql`${payoutRuns.totalCents} + ${totalCents}`,
    })
    .where(eq(payoutRuns.id, run!.id));
  return { day, payouts: made.length, totalCents, skipped };
}
