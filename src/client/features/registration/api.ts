// Registration, promo and payment calls (spec section 7), typed by the shared schemas.
import { useQuery } from '@tanstack/react-query';
import { PRICES_CENTS } from '../../../shared/constants.js';
import {
  type InitializePaymentAnswer,
  PAYMENT_MESSAGES,
  type ValidatePromoAnswer,
  type VerifyPaymentAnswer,
} from '../../../shared/schemas/payments.js';
import type {
  CreatedWorkerProfile,
  OwnWorkerProfile,
  WorkerRegistrationPayload,
} from '../../../shared/schemas/worker-registration.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson } from '../../lib/api.js';
import { readJson } from '../../lib/http.js';
import { redirectToPayment } from '../../lib/payment.js';

export type { OwnWorkerProfile };

export const WORKER_ME_KEY = ['/api/workers/me'] as const;

/** The signed-in user's worker profile; null when there is none (404). */
export function useOwnWorkerProfile(enabled = true) {
  return useQuery<OwnWorkerProfile | null>({
    queryKey: WORKER_ME_KEY,
    enabled,
    queryFn: () =>
      readJson<OwnWorkerProfile | null>('/api/workers/me', { on401: 'throw', on404: 'returnNull' }),
  });
}

export function createWorkerProfile(payload: WorkerRegistrationPayload) {
  return apiJson<CreatedWorkerProfile>('POST', '/api/workers', payload);
}

export function validatePromoCode(code: string) {
  return apiJson<ValidatePromoAnswer>('POST', '/api/promo-codes/validate', { code });
}

function initializeRegistrationPayment(paymentMethod: string, amount: string) {
  return apiJson<Partial<InitializePaymentAnswer>>('POST', '/api/payments/initialize', {
    amount,
    paymentType: 'registration',
    tierLevel: 'basic',
    paymentMethod,
  });
}

/** Starts the once-off registration payment and leaves for the provider's page; when it cannot start, shows
 * 'Payment Failed' and resolves false so the caller can offer the button again. */
export async function startRegistrationPayment(paymentMethod: string): Promise<boolean> {
  try {
    const payment = await initializeRegistrationPayment(
      paymentMethod,
      String(PRICES_CENTS.registration / 100),
    );
    if (redirectToPayment(payment)) return true;
  } catch {
    // Reported below, the same way as an answer without a provider page.
  }
  toast({ title: 'Payment Failed', description: PAYMENT_MESSAGES.initializeFailed, variant: 'destructive' });
  return false;
}

export function verifyPayment(reference: string) {
  return apiJson<VerifyPaymentAnswer>('GET', `/api/payments/verify/${encodeURIComponent(reference)}`);
}
