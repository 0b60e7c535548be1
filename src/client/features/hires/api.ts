// Hire calls (spec section 7: POST /api/hires) and the lists each side of a hire sees.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateHireAnswer,
  EmployerHires,
  HireAction,
  HireActionAnswer,
  HirePayload,
  WorkerHires,
} from '../../../shared/schemas/hires.js';
import { apiJson } from '../../lib/api.js';
import { EMPLOYER_ME_KEY } from '../employer/index.js';

const MY_HIRES_KEY = ['/api/hires'] as const;
const INCOMING_HIRES_KEY = ['/api/hires/incoming'] as const;

export function useMyHires(enabled = true) {
  return useQuery<EmployerHires>({ queryKey: MY_HIRES_KEY, enabled });
}

export function useIncomingHires(enabled = true) {
  return useQuery<WorkerHires>({ queryKey: INCOMING_HIRES_KEY, enabled });
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
      apiJson<HireActionAnswer>('POST', `/api/hires/${encodeURIComponent(hireId)}/${action}`),
    onSuccess: async () => {
      // Either side may be looking at the worker's profile, whose address depends on the hire's status.
      await queryClient.invalidateQueries({
        predicate: (q) => {
          const head = String(q.queryKey[0] ?? '');
          return (
            head.startsWith('/api/hires') || head === EMPLOYER_ME_KEY[0] || head.startsWith('/api/workers')
          );
        },
      });
    },
  });
}

export const HIRE_STATUS_LABELS: Record<HirePayload['status'], string> = {
  requested: 'Waiting for the worker',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Completed',
};
