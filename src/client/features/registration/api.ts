// Registration and promo calls (spec section 7), typed by the shared schemas.
import type { ValidatePromoAnswer } from '../../../shared/schemas/payments.js';
import type { WorkerRegistrationPayload } from '../../../shared/schemas/worker-registration.js';
import { apiJson } from '../../lib/api.js';
import type { OwnWorkerProfile } from '../worker-profile/index.js';

export function createWorkerProfile(payload: WorkerRegistrationPayload) {
  return apiJson<OwnWorkerProfile & { trialDays: number | null }>('POST', '/api/workers', payload);
}

export function validatePromoCode(code: string) {
  return apiJson<ValidatePromoAnswer>('POST', '/api/promo-codes/validate', { code });
}
