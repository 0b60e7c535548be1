// Registration, promo and payment calls (spec section 7), typed by the shared schemas.
import { useQuery } from '@tanstack/react-query';
import { PRICES_CENTS } from '../../../shared/constants.js';
import type {
  InitializePaymentAnswer,
  ValidatePromoAnswer,
  VerifyPaymentAnswer,
} from '../../../shared/schemas/payments.js';
import type { WorkerRegistrationPayload } from '../../../shared/schemas/worker-registration.js';
import { apiJson } from '../../lib/api.js';

export interface OwnWorkerProfile {
  id: string;
  fullName: string;
  phoneNumber: string;
  profilePhotoUrl: string | null;
  thumbnailUrl: string | null;
  skills: string[];
  availability: string;
  hourlyRate: string | null;
  dailyRate: string | null;
  description: string | null;
  suburb: string;
  city: string;
  tierLevel: 'basic' | 'verified' | 'premium';
  isVerified: boolean;
  hasPoliceClearance: boolean;
  averageRating: string;
  totalReviews: number;
  totalJobs: number;
  listing: {
    status: 'paid' | 'trial' | 'trial_ended' | 'unpaid';
    isListed: boolean;
    isActive: boolean;
    registrationPaidAt: string | null;
    trialEndsAt: string | null;
    hasLocation: boolean;
  };
}

export const WORKER_ME_KEY = ['/api/workers/me'] as const;

/** The signed-in user's worker profile; null when there is none (404). */
export function useOwnWorkerProfile(enabled = true) {
  return useQuery<OwnWorkerProfile | null>({
    queryKey: WORKER_ME_KEY,
    enabled,
    queryFn: async () => {
      const res = await fetch('/api/workers/me', { credentials: 'include' });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return (await res.json()) as OwnWorkerProfile;
    },
  });
}

export function createWorkerProfile(payload: WorkerRegistrationPayload) {
  return apiJson<OwnWorkerProfile & { trialDays: number | null }>('POST', '/api/workers', payload);
}

export function validatePromoCode(code: string) {
  return apiJson<ValidatePromoAnswer>('POST', '/api/promo-codes/validate', { code });
}

export function initializeRegistrationPayment(paymentMethod: string, amount: string) {
  return apiJson<Partial<InitializePaymentAnswer>>('POST', '/api/payments/initialize', {
    amount,
    paymentType: 'registration',
    tierLevel: 'basic',
    paymentMethod,
  });
}

/** Starts the once-off registration payment and leaves for the provider's page; throws if it cannot start. */
export async function startRegistrationPayment(paymentMethod: string): Promise<void> {
  const payment = await initializeRegistrationPayment(paymentMethod, String(PRICES_CENTS.registration / 100));
  if (!payment?.status || !payment.authorization_url) throw new Error('Payment initialisation failed');
  window.location.href = payment.authorization_url;
}

export function verifyPayment(reference: string) {
  return apiJson<VerifyPaymentAnswer>('GET', `/api/payments/verify/${encodeURIComponent(reference)}`);
}
