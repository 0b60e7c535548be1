// The employer home page's recommendations (GET /api/employer/recommendations).
import { useQuery } from '@tanstack/react-query';
import type { RecommendationsResponse } from '../../../shared/schemas/recommendations.js';

const RECOMMENDATIONS_KEY = ['/api/employer/recommendations'] as const;

export function useRecommendations() {
  // Fresh on each visit home: the last search may have moved since.
  return useQuery<RecommendationsResponse>({ queryKey: RECOMMENDATIONS_KEY, staleTime: 0 });
}
