// The signed-in user's saved workers (GET /api/saved-workers); the profile's Save toggle refreshes it.
import { useQuery } from '@tanstack/react-query';
import type { SavedWorker } from '../../../shared/schemas/search.js';

export const SAVED_WORKERS_KEY = ['/api/saved-workers'] as const;

export function useSavedWorkers() {
  return useQuery<{ workers: SavedWorker[] }>({ queryKey: SAVED_WORKERS_KEY });
}
