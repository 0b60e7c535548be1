// A payout (issue 34, decision 0354): her payable balance moves to payouts in flight in the same database transaction
// as the payout row, under the lock of her ledger balance, so concurrent requests never take it below zero; the
// transfer is sent after the commit (send.ts), with the payout's id as Paystack's reference. At least R50, at most her
// balance, none while her account's change hold lasts, one on its way at a time.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatRand } from '../../../shared/constants.js';
import { PAYOUT_MINIMUM_CENTS } from '../../../shared/pay/payout-rules.js';
import { EMPLOYMENT_MESSAGES } from '../../../shared/schemas/employment.js';
import { PAYOUT_MESSAGES, type Payout, type PayoutStatus } from '../../../shared/schemas/payouts.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { payouts } from '../../db/schema.js';
import {
  balance,
  credit,
  debit,
  lockAccounts,
  platformAccount,
  postTransaction,
  resolveAccounts,
  workerAccount,
} from '../../domain/ledger/index.js';
import { enqueueJob } from '../../jobs/define.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { findPayoutAccount } from './account.js';
import { sendPayoutKind } from './send.js';
import { saDateTime } from './texts.js';

export type PayoutRow = typeof payouts.$inferSelect;
export const OPEN_STATUSES = ['pending', 'in_flight'] as const;

export interface CreatePayoutInput {
  userId: string;
  workerId: string;
  origin: 'request' | 'weekly';
  /** Cents; her whole balance when absent. */
  amountCents?: number;
  runId?: string;
  provider: string;
  now: Date;
  /** When the retry of an unsent transfer is due (the inline send after the commit comes first). */
  retryAt: Date;
}

/** Why a payout cannot be made, as a refusal she reads (her language, through the error handler). */
export class PayoutRefused extends HttpError {}

/** Her payable balance in cents, as the ledger counts it. */
export function payableBalance(db: DbOrTx, workerId: string): Promise<number> {
  return balance(db, workerAccount('worker_payable', workerId));
}

/** Creates the payout and moves the money; throws PayoutRefused when a rule says no. Call inside a transaction. */
export async function createPayout(tx: Tx, input: CreatePayoutInput): Promise<PayoutRow> {
  const payable = workerAccount('worker_payable', input.workerId);
  // Her balance's row lock first: a second request waits here and then sees this one's payout and posting.
  const accounts = await resolveAccounts(tx, [payable]);
  await lockAccounts(
    tx,
    [...accounts.values()].map((a) => a.id),
  );
  const account = await findPayoutAccount(tx, input.userId);
  if (!account) throw new PayoutRefused(400, PAYOUT_MESSAGES.noAccount);
  if (account.holdUntil && account.holdUntil > input.now) {
    throw new PayoutRefused(409, PAYOUT_MESSAGES.onHold(saDateTime(account.holdUntil)), {
      code: 'payouts_held',
      until: account.holdUntil.toISOString(),
    });
  }
  const [open] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.userId, input.userId), inArray(payouts.status, [...OPEN_STATUSES])));
  if (open) throw new PayoutRefused(409, PAYOUT_MESSAGES.inFlight, { code: 'payout_in_flight' });
  const available = await balance(tx, payable);
  const amount = input.amountCents ?? available;
  if (amount < PAYOUT_MINIMUM_CENTS) {
    throw new PayoutRefused(400, PAYOUT_MESSAGES.minimum(formatRand(PAYOUT_MINIMUM_CENTS)), {
      field: 'amount',
      balanceCents: available,
    });
  }
  if (amount > available) {
    throw new PayoutRefused(400, PAYOUT_MESSAGES.overBalance(formatRand(available)), {
      field: 'amount',
      balanceCents: available,
    });
  }
  const [payout] = await tx
    .insert(payouts)
    .values({
      userId: input.userId,
      workerId: input.workerId,
      runId: input.runId ?? null,
      origin: input.origin,
      amountCents: amount,
      provider: input.provider,
      recipientCode: account.recipientCode,
      accountLast4: account.accountLast4,
      requestedAt: input.now,
    })
    .returning();
  await postTransaction(tx, {
    eventKey: `payout_sent:${payout!.id}`,
    kind: 'payout_sent',
    entries: [debit(payable, amount), credit(platformAccount('payouts_in_flight'), amount)],
    refs: { payoutId: payout!.id, workerId: input.workerId },
    at: input.now,
  });
  // The safety net: if the send after the commit never happens (a crash) or fails, this job sends it.
  await enqueueJob(
    tx,
    sendPayoutKind,
    { payoutId: payout!.id },
    {
      dedupeKey: `${sendPayoutKind.kind}:${payout!.id}`,
      runAt: input.retryAt,
      maxAttempts: 8,
    },
  );
  return payout!;
}

/** A payout refused by the one-open-payout index (two requests racing past the check): the same refusal. */
export function asInFlight(err: unknown): never {
  if (isUniqueViolation(err))
    throw new PayoutRefused(409, PAYOUT_MESSAGES.inFlight, { code: 'payout_in_flight' });
  throw err;
}

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status as PayoutStatus,
    origin: row.origin as Payout['origin'],
    accountNumberMasked: `****${row.accountLast4}`,
    failureReason: row.failureReason,
    requestedAt: row.requestedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export async function listPayouts(db: DbOrTx, userId: string): Promise<Payout[]> {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.requestedAt), desc(sql`${payouts.id}`))
    .limit(100);
  return rows.map(toPayout);
}

/** Throws the 400 a request with a bad amount gets (whole cents, positive), before anything is locked. */
export function requestedCents(amountRand: number | undefined): number | undefined {
  if (amountRand === undefined) return undefined;
  const cents = Math.round(amountRand * 100);
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw badRequest(EMPLOYMENT_MESSAGES.amount, { field: 'amount' });
  return cents;
}
