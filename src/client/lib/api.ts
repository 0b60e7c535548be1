// The spec's data-fetching layer (sections 7 and 8): the request rules of ./http.ts plus the query defaults
// (no refetch, never stale, no retries). Only pages that read data load this module and TanStack Query with it.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { readJson, type UnauthorizedBehavior } from './http.js';

export { apiJson, apiRequest, errorBody, isUnauthorizedError, serverMessage } from './http.js';

/** The default read: a GET to the query key parts joined by slashes. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return ({ queryKey }) => readJson<T>(queryKey.join('/'), { on401 });
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: { retry: false },
  },
});
