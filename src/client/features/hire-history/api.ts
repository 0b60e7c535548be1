// The subscriber's hire history (GET /api/employer/analytics); null when the server says it needs the plan.
import { useQuery } from '@tanstack/react-query';
import type { EmployerAnalytics } from '../../../shared/schemas/employer-analytics.js';
import { apiJson, errorBody } from '../../lib/api.js';

const ANALYTICS_KEY = ['/api/employer/analytics'] as const;

export function useEmployerAnalytics() {
  return useQuery<EmployerAnalytics | null>({
    queryKey: ANALYTICS_KEY,
    queryFn: async () => {
      try {
        return await apiJson<EmployerAnalytics>('GET', '/api/employer/analytics');
      } catch (error) {
        if (errorBody<{ requiresSubscription?: boolean }>(error)?.requiresSubscription) return null;
        throw error;
      }
    },
  });
}
