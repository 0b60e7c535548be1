// A paid visit that did not happen (cancelled, skipped, or released when the booking ended) goes back to the
// household through the gateway's refund API, by amount (one visit of a charge that may cover several), once
// however often asked (decision 0346). A late household's fee is first taken from the pay held and credited to her.
//
// The claim is the ledger itself: under her accounts' lock, what is still held for the visit moves to `refunds`
// in a transaction keyed by the visit and the number of held entries, committed before the gateway is called, so a
// second ask finds nothing held and asks nothing. A refusal by the gateway moves it back to held (ask again later).
// The refund's row (ledger_refunds) is written with the claim, and Paystack's refund webhooks finish it (0385).
import { and, count, eq } from 'drizzle-orm';
import { type RefundAnswer, VISIT_PAYMENT_MESSAGES } from '../../../shared/schemas/visit-payments.js';
import type { Tx } from '../../db/client.js';
import { ledgerEntries, paymentItems, payments, type visits } from '../../db/schema.js';
import {
  type AccountRef,
  accountCode,
  balance,
  credit,
  debit,
  lockAccounts,
  platformAccount,
  postTransaction,
  recordRefund,
  refundAccepted,
  refundRefused,
  resolveAccounts,
  workerAccount,
} from '../../domain/ledger/index.js';
import { conflict } from '../../lib/http-error.js';
import { PaymentProviderError, type RefundResult } from '../../providers/payments/index.js';
import type { PaymentDeps } from '../payments/index.js';

/** Visits in these statuses did not take place. */
export const UNHAPPENED_VISIT_STATUSES = ['cancelled', 'skipped', 'released'] as const;

type VisitRow = typeof visits.$inferSelect;

/** The successful charge that paid this visit, if any. */
export async function chargeOf(tx: Tx, visitId: string) {
  const [row] = await tx
    .select({ reference: payments.reference, provider: payments.provider, currency: payments.currency })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(
      and(
        eq(paymentItems.visitId, visitId),
        eq(paymentItems.kind, 'visit_pay'),
        eq(payments.status, 'success'),
      ),
    );
  return row ?? null;
}

type Charge = NonNullable<Awaited<ReturnType<typeof chargeOf>>>;

/** Under her lock: the late fee out of the held pay (once), then the rest claimed for the refund. */
async function claimRefund(tx: Tx, visit: VisitRow, charge: Charge, at: Date) {
  const held = workerAccount('worker_held', visit.workerId);
  const payable = workerAccount('worker_payable', visit.workerId);
  const accounts = await resolveAccounts(tx, [held, payable]);
  await lockAccounts(
    tx,
    [...accounts.values()].map((a) => a.id).sort((a, b) => a - b),
  );
  let heldCents = await balance(tx, held, { visitId: visit.id });
  const fee = Math.min(visit.feeCents, heldCents);
  if (fee > 0) {
    const fees = platformAccount('late_cancellation_fees');
    const { created } = await postTransaction(tx, {
      eventKey: `late-fee-held:${visit.id}`,
      kind: 'late_fee',
      entries: [
        debit(held, fee, visit.id),
        credit(fees, fee, visit.id),
        debit(fees, fee, visit.id),
        credit(payable, fee, visit.id),
      ],
      refs: { visitId: visit.id, workerId: visit.workerId },
      at,
    });
    if (created) heldCents -= fee;
  }
  if (heldCents <= 0) return null;
  const [n] = await tx
    .select({ n: count() })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accounts.get(accountCode(held))!.id),
        eq(ledgerEntries.visitId, visit.id),
      ),
    );
  const attempt = n?.n ?? 0;
  const refund = await recordRefund(tx, {
    visitId: visit.id,
    workerId: visit.workerId,
    paymentReference: charge.reference,
    provider: charge.provider,
    amountCents: heldCents,
    currency: charge.currency,
    at,
  });
  await postTransaction(tx, {
    eventKey: `refund:${visit.id}:${attempt}`,
    kind: 'refund_requested',
    entries: [debit(held, heldCents, visit.id), credit(platformAccount('refunds'), heldCents, visit.id)],
    refs: {
      visitId: visit.id,
      workerId: visit.workerId,
      paymentReference: charge.reference,
      refundId: refund.id,
    },
    at,
  });
  return { cents: heldCents, attempt, refundId: refund.id };
}

/** Refunds a visit that did not happen; answers what went back now (0 when it was refunded before). */
export async function refundVisit(deps: PaymentDeps, visit: VisitRow, at: Date): Promise<RefundAnswer> {
  if (!(UNHAPPENED_VISIT_STATUSES as readonly string[]).includes(visit.status)) {
    throw conflict(VISIT_PAYMENT_MESSAGES.notRefundable);
  }
  const charge = await deps.db.transaction((tx) => chargeOf(tx, visit.id));
  if (!charge) throw conflict(VISIT_PAYMENT_MESSAGES.notRefundable);
  const claim = await deps.db.transaction((tx) => claimRefund(tx, visit, charge, at));
  if (!claim) return { refundedCents: 0, status: 'already' };
  const key = `${visit.id}:${claim.attempt}`;
  const keys = { accepted: `refund-sent:${key}`, refused: `refund-failed:${key}` };
  const sent = await askGateway(
    deps,
    claim.refundId,
    charge.reference,
    `Visit ${visit.date} did not take place`,
    {
      cents: claim.cents,
      backTo: workerAccount('worker_held', visit.workerId),
      keys,
      at,
    },
  );
  return sent ? { refundedCents: claim.cents, status: 'requested' } : { refundedCents: 0, status: 'failed' };
}

/**
 * Asks the gateway for a claimed refund and records its answer: accepted (true), or refused (false, the money back
 * to `backTo`). An error other than the gateway's is thrown with the claim left asking, for an admin to see.
 */
export async function askGateway(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'log'>,
  refundId: string,
  reference: string,
  note: string,
  ask: { cents: number; backTo: AccountRef; keys: { accepted: string; refused: string }; at: Date },
): Promise<boolean> {
  let answer: RefundResult;
  try {
    answer = await deps.gateway.refund(reference, note, ask.cents);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    const refused = await deps.db.transaction((tx) =>
      refundRefused(tx, refundId, ask.backTo, ask.keys, ask.at),
    );
    if (refused) deps.log.error({ err, reference, refundId }, 'refund refused by the gateway');
    return !refused;
  }
  await deps.db.transaction((tx) => refundAccepted(tx, refundId, answer, ask.keys.accepted, ask.at));
  return true;
}
