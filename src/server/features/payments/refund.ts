// An admin's refund of a successful payment, in full, through the gateway's refund API (issue 20). Asked once: the
// row's refund_status is claimed before the call, so two clicks cannot refund twice, and released when the gateway
// refuses, so the admin can try again. What the payment granted stays: undoing it is a separate decision (0243).
// Paystack's later word on such a refund (its refund webhooks) moves the row's refund_status forward (decision 0389).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ADMIN_MONEY_MESSAGES } from '../../../shared/schemas/admin-money.js';
import type { Tx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { PaymentProviderError, type RefundEvent } from '../../providers/payments/index.js';
import type { PaymentRow } from './payment-types.js';
import { recordRefundAnswer } from './refund-answer.js';
import type { PaymentDeps } from './service.js';

export async function refundPayment(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'log'>,
  reference: string,
  note: string,
  /** Runs in the transaction that records the refund (the admin's audit entry). */
  onRefunded: (tx: Tx, payment: PaymentRow) => Promise<void>,
): Promise<PaymentRow> {
  const { db, gateway } = deps;
  const [claimed] = await db
    .update(payments)
    .set({ refundStatus: 'requested' })
    .where(
      and(eq(payments.reference, reference), eq(payments.status, 'success'), isNull(payments.refundStatus)),
    )
    .returning();
  if (!claimed) {
    const [exists] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.reference, reference));
    throw exists
      ? conflict(ADMIN_MONEY_MESSAGES.notRefundable)
      : notFound(ADMIN_MONEY_MESSAGES.paymentNotFound);
  }
  let refund: Awaited<ReturnType<typeof gateway.refund>>;
  try {
    refund = await gateway.refund(reference, note);
  } catch (err) {
    await db.update(payments).set({ refundStatus: null }).where(eq(payments.id, claimed.id));
    if (err instanceof PaymentProviderError) {
      deps.log.error({ err, reference }, 'admin refund refused by the gateway');
      throw new HttpError(502, ADMIN_MONEY_MESSAGES.refundFailed);
    }
    throw err;
  }
  return db.transaction(async (tx) => {
    const row = await recordRefundAnswer(tx, claimed.id, refund.status);
    await onRefunded(tx, row);
    return row;
  });
}

/**
 * What a refund's status may follow, in the order Paystack reports it: `requested` is ours (the call is out), then
 * Paystack's pending, processing and needs-attention; processed and failed are final. A replay, or a result that
 * arrives after a later one, matches no row and changes nothing.
 */
const REFUND_STATUS_AFTER: Record<RefundEvent['event'], readonly string[]> = {
  'refund.pending': ['requested'],
  'refund.processing': ['requested', 'pending'],
  'refund.needs-attention': ['requested', 'pending', 'processing'],
  'refund.processed': ['requested', 'pending', 'processing', 'needs-attention'],
  'refund.failed': ['requested', 'pending', 'processing', 'needs-attention'],
};

/**
 * A refund webhook for a payment refunded whole (an admin's refund, a paid voided checkout), which the ledger's
 * visit refunds do not know: the payment's refund_status becomes Paystack's word, forward only, when the amount is
 * the payment's. Answers whether a row changed.
 */
export async function applyRefundResult(
  db: Pick<PaymentDeps, 'db'>['db'],
  provider: string,
  e: RefundEvent,
): Promise<boolean> {
  const changed = await db
    .update(payments)
    .set({ refundStatus: e.event.slice('refund.'.length) })
    .where(
      and(
        eq(payments.reference, e.transactionReference),
        eq(payments.provider, provider),
        eq(payments.amountCents, e.amountCents),
        inArray(payments.refundStatus, [...REFUND_STATUS_AFTER[e.event]]),
      ),
    )
    .returning({ id: payments.id });
  return changed.length > 0;
}
