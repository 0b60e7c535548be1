// An admin's refund of a successful payment, in full, through the gateway's refund API (issue 20). Asked once: the
// row's refund_status is claimed before the call, so two clicks cannot refund twice, and released when the gateway
// refuses, so the admin can try again. What the payment granted stays: undoing it is a separate decision (0243).
import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_MONEY_MESSAGES } from '../../../shared/schemas/admin-money.js';
import type { Tx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { PaymentProviderError } from '../../providers/payments/index.js';
import type { PaymentRow } from './payment-types.js';
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
    const [refunded] = await tx
      .update(payments)
      .set({ refundStatus: refund.status, refundedAt: new Date() })
      .where(eq(payments.id, claimed.id))
      .returning();
    await onRefunded(tx, refunded!);
    return refunded!;
  });
}
