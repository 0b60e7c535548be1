// Trust calls (issue 20): the employer profile a worker sees, her rating of an employer, blocks, the safety check-in
// and her trusted contact.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlockState,
  BlocksAnswer,
  CheckInState,
  EmployerProfile,
  EmployerReviewAnswer,
  TrustedContact,
} from '../../../shared/schemas/trust.js';
import { apiJson } from '../../lib/api.js';
import { isQueued, type QueuedAnswer } from '../../lib/offline.js';

const INCOMING_HIRES_KEY = ['/api/hires/incoming'] as const;
const BLOCKS_KEY = ['/api/blocks'] as const;
const TRUSTED_CONTACT_KEY = ['/api/me/trusted-contact'] as const;
const checkInKey = (hireId: string) => [`/api/hires/${encodeURIComponent(hireId)}/check-in`] as const;

export function useEmployerProfile(userId: string) {
  return useQuery<EmployerProfile>({
    queryKey: [`/api/employers/${encodeURIComponent(userId)}`],
    enabled: userId !== '',
    retry: false,
  });
}

export function useRateEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the service worker keeps the rating and answers that it is queued (issue 32).
    mutationFn: (input: { hireId: string; rating: number; review: string }) =>
      apiJson<EmployerReviewAnswer | QueuedAnswer>(
        'POST',
        `/api/hires/${encodeURIComponent(input.hireId)}/employer-review`,
        {
          rating: input.rating,
          review: input.review,
        },
      ),
    onSuccess: (answer) =>
      isQueued(answer) ? undefined : queryClient.invalidateQueries({ queryKey: INCOMING_HIRES_KEY }),
  });
}

export function useBlocks() {
  return useQuery<BlocksAnswer>({ queryKey: BLOCKS_KEY });
}

/** Block or unblock; every list that a block changes is read again. */
export function useBlockToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; block: boolean } | { workerId: string; block: true }) => {
      if ('workerId' in input)
        return apiJson<BlockState>('POST', '/api/blocks', { workerId: input.workerId });
      return input.block
        ? apiJson<BlockState>('POST', '/api/blocks', { userId: input.userId })
        : apiJson<BlockState>('DELETE', `/api/blocks/${encodeURIComponent(input.userId)}`);
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useCheckIn(hireId: string) {
  return useQuery<CheckInState>({ queryKey: checkInKey(hireId), enabled: hireId !== '', retry: false });
}

export function useCheckInMove(hireId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { move: 'check-in'; expectedEndAt: string; trustedContactPhone?: string }
        | { move: 'check-out' },
    ) => {
      const { move, ...body } = input;
      // Offline, the service worker keeps the move and answers that it is queued (issue 32).
      return apiJson<CheckInState | QueuedAnswer>(
        'POST',
        `/api/hires/${encodeURIComponent(hireId)}/${move}`,
        move === 'check-in' ? body : undefined,
      );
    },
    onSuccess: (state) => {
      if (isQueued(state)) return;
      queryClient.setQueryData(checkInKey(hireId), state);
      return queryClient.invalidateQueries({ queryKey: TRUSTED_CONTACT_KEY });
    },
  });
}

export function useTrustedContact() {
  return useQuery<TrustedContact>({ queryKey: TRUSTED_CONTACT_KEY });
}

/** Save (a phone) or remove (null) the trusted contact, from the account page. */
export function useSaveTrustedContact() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the service worker keeps the change and answers that it is queued (issue 32).
    mutationFn: (trustedContactPhone: string | null) =>
      apiJson<TrustedContact | QueuedAnswer>('PUT', '/api/me/trusted-contact', { trustedContactPhone }),
    onSuccess: (saved) => {
      if (!isQueued(saved)) queryClient.setQueryData(TRUSTED_CONTACT_KEY, saved);
    },
  });
}
