// The payment calls (spec: POST /api/payments/initialize, GET /api/payments/verify/{reference}) and the hand-off
// to the provider's page, shared by the registration fee and the tier upgrades.

import { msg } from '@lingui/core/macro';
import { type PaymentMethod, PRICES_CENTS } from '../../../shared/constants.js';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment-texts.js';
import type {
  InitializePaymentAnswer,
  InitializePaymentBody,
  VerifyPaymentAnswer,
} from '../../../shared/schemas/payments.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson } from '../../lib/api.js';
import { i18n } from '../../lib/i18n.js';
import { hardRedirect } from '../../lib/navigation.js';
import { translateSharedMessage } from '../../lib/shared-message.js';

/** The amount is sent as text, as the spec shows; the server charges its own price for the payment type anyway. */
export function initializePayment(body: InitializePaymentBody) {
  return apiJson<Partial<InitializePaymentAnswer>>('POST', '/api/payments/initialize', body);
}

export function verifyPayment(reference: string) {
  return apiJson<VerifyPaymentAnswer>('GET', `/api/payments/verify/${encodeURIComponent(reference)}`);
}

/** Leaves for the provider's page; false (and no redirect) when the answer carries no authorization URL. */
export function redirectToPayment(answer: Partial<InitializePaymentAnswer> | null | undefined): boolean {
  if (!answer?.status || !answer.authorization_url) return false;
  hardRedirect(answer.authorization_url);
  return true;
}

/** Starts the once-off registration payment and leaves for the provider's page; when it cannot start, shows
 * 'Payment Failed' and resolves false so the caller can offer the button again. */
export async function startRegistrationPayment(paymentMethod: PaymentMethod): Promise<boolean> {
  try {
    const payment = await initializePayment({
      amount: String(PRICES_CENTS.registration / 100),
      paymentType: 'registration',
      tierLevel: 'basic',
      paymentMethod,
    });
    if (redirectToPayment(payment)) return true;
  } catch {
    // Reported below, the same way as an answer without a provider page.
  }
  toast({
    title: i18n._(msg`Payment Failed`),
    description: translateSharedMessage(PAYMENT_MESSAGES.initializeFailed),
    variant: 'destructive',
  });
  return false;
}
