// Sending a payout's transfer (decision 0354): after the payout's transaction commits, at once, and again by the
// `payouts.send` job if that did not happen or failed. The payout's id is the transfer's reference, so a second send
// answers the first transfer instead of paying twice. Paystack refusing the transfer (a closed account) fails the
// payout and returns the money; an outage leaves it pending for the job's next try.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod';
import type { Db } from '../../db/client.js';
import { payouts } from '../../db/schema.js';
import { jobKind } from '../../jobs/define.js';
import { isRefusal, type TransferProvider } from '../../providers/payments/transfers.js';
import { applyTransferResult } from './transfer-results.js';

export const sendPayoutKind = jobKind('payouts.send', z.object({ payoutId: z.uuid() }));

export interface SendDeps {
  db: Db;
  transfers: TransferProvider;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** What she sees as the transfer's reason on her statement. */
const TRANSFER_REASON = 'Work Local payout';

/** Sends the transfer of a pending payout; throws on an outage (the job retries), returns its status otherwise. */
export async function sendPayout(deps: SendDeps, payoutId: string): Promise<string> {
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (payout?.status !== 'pending') return payout?.status ?? 'unknown';
  if (payout.provider !== deps.transfers.name) {
    deps.log.warn({ payoutId, provider: payout.provider }, 'payout left pending: made with another provider');
    return payout.status;
  }
  await deps.db
    .update(payouts)
    .set({ sendAttempts: payout.sendAttempts + 1 })
    .where(eq(payouts.id, payoutId));
  let result: Awaited<ReturnType<TransferProvider['initiateTransfer']>>;
  try {
    result = await deps.transfers.initiateTransfer({
      amountCents: payout.amountCents,
      recipientCode: payout.recipientCode,
      reference: payout.id,
      reason: TRANSFER_REASON,
    });
  } catch (err) {
    if (!isRefusal(err)) throw err;
    deps.log.warn({ payoutId, err }, 'transfer refused: the payout fails and her money returns');
    await deps.db.transaction((tx) =>
      applyTransferResult(
        tx,
        deps.transfers.name,
        {
          event: 'transfer.failed',
          reference: payout.id,
          transferCode: `refused:${payout.id}`,
          transferId: null,
          amountCents: payout.amountCents,
          currency: payout.currency,
          reason: null,
          returnReason: 'refused',
        },
        deps.now(),
      ),
    );
    return 'failed';
  }
  return deps.db.transaction(async (tx) => {
    // Only a pending payout becomes in flight: a webhook that came first already moved it on.
    await tx
      .update(payouts)
      .set({
        status: 'in_flight',
        transferCode: result.transferCode,
        transferId: result.transferId,
        sentAt: deps.now(),
      })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')));
    // The sandbox's answer is final; Paystack's is final only when it already failed (its webhook then repeats it).
    const settled = deps.transfers.settlesAtOnce && result.status === 'success';
    if (settled || result.status === 'failed') {
      await applyTransferResult(
        tx,
        deps.transfers.name,
        {
          event: settled ? 'transfer.success' : 'transfer.failed',
          reference: payout.id,
          transferCode: result.transferCode,
          transferId: result.transferId,
          amountCents: result.amountCents,
          currency: payout.currency,
          reason: null,
        },
        deps.now(),
      );
    }
    const [after] = await tx.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
    return after?.status ?? 'unknown';
  });
}
