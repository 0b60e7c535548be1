// Employer status and subscription calls (spec section 7), over the shared payload types.
import { useQuery } from '@tanstack/react-query';
import type { EmployerStatus } from '../../../shared/schemas/employer.js';

export const EMPLOYER_ME_KEY = ['/api/employer/me'] as const;

/** GET /api/employer/me; refreshed after a hire, a phone verification and a subscription. */
export function useEmployerStatus(enabled = true) {
  return useQuery<EmployerStatus>({ queryKey: EMPLOYER_ME_KEY, enabled });
}

/** '30 April 2026', the way South Africans read a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-ZA', { day: 'numeric', month: 'long', year: 'numeric' });
}
