// The public profile and its Save toggle (which refreshes the home page's saved list).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SavedState, WorkerProfile } from '../../../shared/schemas/search.js';
import { apiJson, queryClient } from '../../lib/api.js';
import { SAVED_WORKERS_KEY } from '../saved-workers/index.js';

const workerProfileKey = (id: string) => ['/api/workers', id] as const;

export function useWorkerProfile(id: string) {
  return useQuery<WorkerProfile>({ queryKey: workerProfileKey(id) });
}

export function useToggleSaved(id: string) {
  return useMutation({
    mutationFn: (save: boolean) =>
      apiJson<SavedState>(save ? 'PUT' : 'DELETE', `/api/saved-workers/${encodeURIComponent(id)}`),
    onSuccess: ({ saved }) => {
      queryClient.setQueryData<WorkerProfile>(workerProfileKey(id), (old) =>
        old ? { ...old, isSaved: saved } : old,
      );
      queryClient.invalidateQueries({ queryKey: SAVED_WORKERS_KEY });
    },
  });
}

/** The spec: the average rating times 20, as a percentage. */
export function successRate(averageRating: string): number {
  return Math.round(Number(averageRating) * 20);
}

/** The spec counts time on the product in 30-day months. */
export function monthsOnProduct(createdAt: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / (30 * 86_400_000)));
}
