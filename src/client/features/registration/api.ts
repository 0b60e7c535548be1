// Registration and promo calls (spec section 7), typed by the shared schemas.
import type { NearestPlaceAnswer } from '../../../shared/schemas/nearest-place.js';
import type { ValidatePromoAnswer } from '../../../shared/schemas/payments.js';
import type {
  CreatedWorkerProfile,
  WorkerRegistrationPayload,
} from '../../../shared/schemas/worker-registration.js';
import { apiJson } from '../../lib/api.js';

export function createWorkerProfile(payload: WorkerRegistrationPayload) {
  return apiJson<CreatedWorkerProfile>('POST', '/api/workers', payload);
}

export function validatePromoCode(code: string) {
  return apiJson<ValidatePromoAnswer>('POST', '/api/promo-codes/validate', { code });
}

/** The suburb, city and (from a remote geocoder) postal code nearest a detected position, with whose data it is. */
export async function findNearestPlace(lat: number, lng: number) {
  const answer = await apiJson<NearestPlaceAnswer>('GET', `/api/places/nearest?lat=${lat}&lng=${lng}`);
  return answer?.place ? { place: answer.place, attribution: answer.attribution } : null;
}
