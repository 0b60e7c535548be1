// TanStack Query's provider, loaded with the pages that read data (see lazyWithQueries), never by the shell:
// the prerendered landing and static pages do not download the query library.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './api.js';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
