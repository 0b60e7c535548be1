// The gateway's answer to a refund call, written on the payment (an admin's refund, a paid voided checkout's): one
// home for the rule that its status counts only while ours (`requested`) still stands, since a refund webhook may have
// come first and already said more (applyRefundResult, decision 0389).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { PaymentRow } from './payment-types.js';

/** Sets the answer's status (unless a webhook's is there) and when the refund was made, in one write. */
export async function recordRefundAnswer(
  db: DbOrTx,
  paymentId: PaymentRow['id'],
  status: string,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({
      refundStatus: sql`CASE WHEN ${payments.refundStatus} = 'requested' THEN ${status} ELSE ${payments.refundStatus} END`,
      refundedAt: new Date(),
    })
    .where(eq(payments.id, paymentId))
    .returning();
  return row!;
}
