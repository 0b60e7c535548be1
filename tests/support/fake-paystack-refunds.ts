// Paystack's refund webhooks in the fake Paystack server (fake-paystack.ts signs them as it signs the others), in the
// shape Paystack's docs show (PaystackOSS/doc-code-snippets, dist/doc/payments/refunds/events.js): {event, data:
// {status, transaction_reference, refund_reference (null until processed or failed), amount (digits in a string for
// pending, processing and processed, a number for failed), currency, processor, customer, integration, domain}},
// and refund.needs-attention also with the refund's id (a string), customer_note and merchant_note. Sending one
// moves the refund to that status unless it already ended (a late or contrary delivery), so GET /refund lists it as
// Paystack would.

export const REFUND_WEBHOOK_EVENTS = [
  'refund.pending',
  'refund.processing',
  'refund.needs-attention',
  'refund.processed',
  'refund.failed',
] as const;
export type RefundWebhookEvent = (typeof REFUND_WEBHOOK_EVENTS)[number];

/** A refund the fake Paystack holds (fake-paystack.ts keeps them; its lists and webhooks read them). */
export interface FakePaystackRefund {
  /** Paystack's id for the refund (data.id of POST /refund's answer and of GET /refund's list). */
  id: number;
  transaction: string;
  amount: number;
  currency: string;
  merchantNote: string | null;
  status: string;
  createdAt: Date;
}

export function refundWebhookBody(
  event: RefundWebhookEvent,
  refund: FakePaystackRefund,
  email: string | null,
  withId: boolean,
): string {
  const status = event.slice('refund.'.length);
  if (refund.status !== 'processed' && refund.status !== 'failed') refund.status = status;
  const settled = status === 'processed' || status === 'failed' || status === 'needs-attention';
  const needsAttention = status === 'needs-attention';
  const data = {
    status,
    transaction_reference: refund.transaction,
    refund_reference: settled ? `TRF_${refund.id.toString(36)}` : null,
    amount: status === 'failed' || needsAttention ? refund.amount : String(refund.amount),
    currency: refund.currency,
    ...(needsAttention ? {} : { processor: 'mpgs_zen' }),
    customer: { first_name: null, last_name: null, email },
    integration: 412829,
    domain: 'test',
    ...(withId || needsAttention ? { id: String(refund.id) } : {}),
    ...(needsAttention
      ? {
          customer_note: `Refund for transaction ${refund.transaction}`,
          merchant_note: refund.merchantNote,
        }
      : {}),
  };
  return JSON.stringify({ event, data });
}
