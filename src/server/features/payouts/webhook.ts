// The transfer results among Paystack's webhooks (the payments feature's webhook route hands them here after the
// signature check): each applied once, in one database transaction with the payout and the ledger.
import type { FastifyInstance } from 'fastify';
import type { SendDeps } from './send.js';
import { applyTransferResult } from './transfer-results.js';

/** What payouts need from the app: the database, the transfer gateway, the log and the app's clock. */
export function payoutDeps(app: FastifyInstance): SendDeps {
  return { db: app.ctx.database.db, transfers: app.ctx.transfers, log: app.log, now: app.ctx.now };
}

/** Applies a signed webhook body when it is a transfer result; other events are not ours. */
export async function applyTransferWebhook(deps: SendDeps, body: unknown): Promise<void> {
  const event = deps.transfers.parseTransferEvent(body);
  if (!event) return;
  const outcome = await deps.db.transaction((tx) =>
    applyTransferResult(tx, deps.transfers.name, event, deps.now()),
  );
  deps.log.info({ event: event.event, payoutId: event.reference, outcome }, 'transfer result');
}
