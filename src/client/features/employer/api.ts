// Employer status and subscription calls (spec section 7), over the shared payload types.
import { useQuery } from '@tanstack/react-query';
import type { EmployerStatus } from '../../../shared/schemas/employer.js';

export const EMPLOYER_ME_KEY = ['/api/employer/me'] as const;

/** GET /api/employer/me; refreshed after a hire, a phone verification and a subscription. */
export function useEmployerStatus(enabled = true) {
  return useQuery<EmployerStatus>({ queryKey: EMPLOYER_ME_KEY, enabled });
}
