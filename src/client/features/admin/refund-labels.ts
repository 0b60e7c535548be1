// Where a refund stands, in the admin's language, in one set of words: the ledger's visit refunds (decision 0385) and
// a whole payment's refund, whose status is ours while the call is out and then Paystack's word (decision 0389).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RefundState } from '../../../shared/schemas/admin-refunds.js';

export const REFUND_STATE_LABELS: Record<RefundState, MessageDescriptor> = {
  asking: msg`Asking Paystack`,
  refused: msg`Refused by Paystack`,
  pending: msg`Waiting for Paystack`,
  needs_attention: msg`Needs attention in Paystack`,
  processed: msg`Processed`,
  failed: msg`Failed at Paystack`,
};

const PAYMENT_REFUND_LABELS: Record<string, MessageDescriptor> = {
  requested: REFUND_STATE_LABELS.asking,
  pending: REFUND_STATE_LABELS.pending,
  processing: REFUND_STATE_LABELS.pending,
  'needs-attention': REFUND_STATE_LABELS.needs_attention,
  processed: REFUND_STATE_LABELS.processed,
  failed: REFUND_STATE_LABELS.failed,
};

/** A payment's `refundStatus` in words; a word Paystack may add later is shown as it came. */
export function paymentRefundLabel(status: string): MessageDescriptor | string {
  return Object.hasOwn(PAYMENT_REFUND_LABELS, status) ? PAYMENT_REFUND_LABELS[status]! : status;
}
