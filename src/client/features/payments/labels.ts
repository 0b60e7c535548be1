// The payment methods' names as people read them: the ids stay what is stored and sent (PAYMENT_METHODS).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '../../../shared/constants.js';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Credit/Debit Card`,
  mobile: msg`Mobile Money`,
  eft: msg`Instant EFT`,
};
