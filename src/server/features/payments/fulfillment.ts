// What each payment type grants once its payment is verified. A fulfiller runs exactly once per payment, inside
// the transaction that sets payments.fulfilled_at, so the grant and the mark commit together or not at all.
import type { Tx } from '../../db/client.js';
import type { payments } from '../../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentFulfiller = (tx: Tx, payment: PaymentRow) => Promise<void>;

const fulfillers = new Map<string, PaymentFulfiller>();

/** Registers (or replaces) the grant for a payment type; call it at module load of the owning feature. */
export function registerPaymentFulfiller(paymentType: string, fulfiller: PaymentFulfiller): void {
  fulfillers.set(paymentType, fulfiller);
}

export function getPaymentFulfiller(paymentType: string): PaymentFulfiller | undefined {
  return fulfillers.get(paymentType);
}
