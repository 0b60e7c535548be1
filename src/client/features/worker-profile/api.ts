// The public profile and its Save toggle (which refreshes the home page's saved list).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SavedState, WorkerProfile } from '../../../shared/schemas/search.js';
import { apiJson, queryClient } from '../../lib/api.js';
import { isDataSaverOn } from '../../lib/data-saver.js';
import { isQueued, type QueuedAnswer } from '../../lib/offline.js';
import { SAVED_WORKERS_KEY } from '../saved-workers/index.js';
import { workerProfileKey } from './early.js';

export function useWorkerProfile(id: string) {
  return useQuery<WorkerProfile>({ queryKey: workerProfileKey(id) });
}

/**
 * Starts fetching a profile before its page renders (a visit straight to /worker/:id): the page's photo, its LCP
 * in Lighthouse, otherwise waits for the session's user fetch and then this one in turn (decision 0256).
 */
export function prefetchWorkerProfile(id: string): void {
  void queryClient.prefetchQuery<WorkerProfile>({ queryKey: workerProfileKey(id) }).then(() => {
    // The photo too, as soon as its address is known rather than once the page renders (unless Data Saver holds
    // it back until tapped, as the page does).
    const photo = queryClient.getQueryData<WorkerProfile>(workerProfileKey(id))?.profilePhotoUrl;
    if (!photo || isDataSaverOn()) return;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = photo;
  });
}

export function useToggleSaved(id: string) {
  return useMutation({
    // Offline, the service worker keeps a save (not an unsave) to send later and answers that it is queued.
    mutationFn: async (save: boolean): Promise<SavedState & { queued?: boolean }> => {
      const answer = await apiJson<SavedState | QueuedAnswer>(
        save ? 'PUT' : 'DELETE',
        `/api/saved-workers/${encodeURIComponent(id)}`,
      );
      return isQueued(answer) ? { saved: save, queued: true } : answer;
    },
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
