// The spec's data-fetching layer (sections 7 and 8): the request rules of ./http.ts plus the query defaults
// (no refetch, never stale, no retries). Only pages that read data load this module and TanStack Query with it.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { queryAddress, readJson, type UnauthorizedBehavior } from './http.js';
import { hasSavedCopies, onOutboxAnswered } from './offline.js';

export {
  apiJson,
  apiRequest,
  errorBody,
  isConnectionError,
  isUnauthorizedError,
  serverMessage,
} from './http.js';

/** The default read: a GET to the query key parts joined by slashes. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return ({ queryKey }) => readJson<T>(queryAddress(queryKey), { on401 });
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      // The service worker answers offline (a saved copy, or a queued action, issue 22): requests must still be
      // made, not paused by TanStack Query's own offline detection.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// Back online after showing saved copies, or a queued action answered: what is on screen may be out of date.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (hasSavedCopies()) void queryClient.invalidateQueries();
  });
  onOutboxAnswered(() => void queryClient.invalidateQueries());
}
