// Hire calls (spec section 7: POST /api/hires) and the lists each side of a hire sees.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateHireAnswer,
  EmployerHires,
  HireAction,
  HireActionAnswer,
  HireChannel,
  HirePayload,
  WorkerHires,
} from '../../../shared/schemas/hires.js';
import { apiJson } from '../../lib/api.js';
import { isQueued, type QueuedAnswer } from '../../lib/offline.js';
import { EMPLOYER_ME_KEY } from '../employer/index.js';
import { WORKER_ME_KEY } from '../worker-profile/index.js';

const MY_HIRES_KEY = ['/api/hires'] as const;
const INCOMING_HIRES_KEY = ['/api/hires/incoming'] as const;

/** While a request waits, the worker may answer it by WhatsApp or SMS at any moment: look again now and then. */
const WAITING_POLL_MS = 15_000;

export function useMyHires(enabled = true) {
  return useQuery<EmployerHires>({
    queryKey: MY_HIRES_KEY,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.hires.some((hire) => hire.status === 'requested') ? WAITING_POLL_MS : false,
  });
}

export function useIncomingHires(enabled = true) {
  return useQuery<WorkerHires>({ queryKey: INCOMING_HIRES_KEY, enabled });
}

/** How a hire request to the worker would go now (asked when the confirm dialog opens, to name the channel). */
export function useHireChannel(workerId: string, enabled: boolean) {
  return useQuery<HireChannel>({
    queryKey: ['/api/hires/channel', workerId],
    enabled,
    // The worker may change their channel: asked afresh each time the dialog opens.
    staleTime: 0,
  });
}

export function useCreateHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workerId: string) => apiJson<CreateHireAnswer>('POST', '/api/hires', { workerId }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYER_ME_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_HIRES_KEY }),
      ]);
    },
  });
}

export function useHireAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hireId, action }: { hireId: string; action: HireAction }) =>
      // Offline, the service worker keeps an accept or decline and answers that it is queued (issue 22).
      apiJson<HireActionAnswer | QueuedAnswer>('POST', `/api/hires/${encodeURIComponent(hireId)}/${action}`),
    onSuccess: async (answer) => {
      // Queued offline: nothing changed yet; the lists are refreshed once the outbox has sent it (lib/api.ts).
      if (isQueued(answer)) return;
      // Either side may be looking at the worker's profile, whose address depends on the hire's status. The
      // worker's own profile (the dashboard's) does not change with an answer: not fetched again (decision 0254).
      await queryClient.invalidateQueries({
        predicate: (q) => {
          const head = String(q.queryKey[0] ?? '');
          return (
            head.startsWith('/api/hires') ||
            head === EMPLOYER_ME_KEY[0] ||
            (head.startsWith('/api/workers') && head !== WORKER_ME_KEY[0])
          );
        },
      });
    },
  });
}

export const HIRE_STATUS_LABELS: Record<HirePayload['status'], MessageDescriptor> = {
  requested: msg`Waiting for the worker`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  completed: msg`Completed`,
};
