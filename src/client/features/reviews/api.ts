// Queries and mutations for reviews and review requests, typed by the shared schemas.
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateReviewInput,
  CreateReviewRequestInput,
  CreateReviewRequestResponse,
  CreateReviewResponse,
  ReviewEligibility,
  ReviewRequestLookup,
  SubmitReviewRequestInput,
  SubmitReviewRequestResponse,
} from '../../../shared/schemas/reviews.js';
import { apiJson, queryClient } from '../../lib/api.js';

const reviewEligibilityKey = (workerId: string) => ['/api/reviews/eligibility', workerId] as const;

export function useReviewEligibility(workerId: string, enabled = true) {
  return useQuery({
    queryKey: reviewEligibilityKey(workerId),
    enabled,
    queryFn: () =>
      apiJson<ReviewEligibility>('GET', `/api/reviews/eligibility?workerId=${encodeURIComponent(workerId)}`),
  });
}

/** Every cached query about this worker (profile, eligibility, dashboard) is refreshed after a review. */
function refreshWorker(workerId: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => JSON.stringify(query.queryKey).includes(workerId),
  });
}

export function useCreateReview(workerId: string) {
  return useMutation({
    mutationFn: (input: Omit<CreateReviewInput, 'workerId'>) =>
      apiJson<CreateReviewResponse>('POST', '/api/reviews', { ...input, workerId }),
    onSettled: () => refreshWorker(workerId),
  });
}

export function useCreateReviewRequest() {
  return useMutation({
    mutationFn: (input: CreateReviewRequestInput) =>
      apiJson<CreateReviewRequestResponse>('POST', '/api/review-requests', input),
  });
}

export function useReviewRequest(token: string) {
  return useQuery({
    queryKey: ['/api/review-requests', token],
    queryFn: () => apiJson<ReviewRequestLookup>('GET', `/api/review-requests/${encodeURIComponent(token)}`),
  });
}

export function useSubmitReviewRequest(token: string) {
  return useMutation({
    mutationFn: (input: SubmitReviewRequestInput) =>
      apiJson<SubmitReviewRequestResponse>(
        'POST',
        `/api/review-requests/${encodeURIComponent(token)}/submit`,
        input,
      ),
  });
}
