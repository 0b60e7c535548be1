// The signed-in user's own worker profile (GET /api/workers/me): read by the dashboard, the tier and verification
// pages, and refreshed after registration, a payment or a document upload.
import { useQuery } from '@tanstack/react-query';
import type { OwnWorkerProfile } from '../../../shared/schemas/worker-registration.js';
import { readJson } from '../../lib/http.js';

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
