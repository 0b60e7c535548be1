// The household employer pack's calls: the employment of a hire, payslips, both parties' lists and the reminder.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmploymentInput, PayslipRequest } from '../../../shared/schemas/employment.js';
import type {
  EmploymentAnswer,
  HireEmploymentAnswer,
  IssuedPayslip,
  MyEmployments,
  ReminderSetting,
} from '../../../shared/schemas/household.js';
import { apiJson } from '../../lib/api.js';

const MY_EMPLOYMENTS_KEY = ['/api/employments'] as const;
const REMINDER_KEY = ['/api/household/reminders'] as const;
const hireEmploymentKey = (hireId: string) => ['/api/hires', hireId, 'employment'] as const;

export function useHireEmployment(hireId: string) {
  return useQuery<HireEmploymentAnswer>({ queryKey: hireEmploymentKey(hireId) });
}

export function useSaveEmployment(hireId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmploymentInput) =>
      apiJson<{ employment: EmploymentAnswer }>(
        'PUT',
        `/api/hires/${encodeURIComponent(hireId)}/employment`,
        body,
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: hireEmploymentKey(hireId) }),
        queryClient.invalidateQueries({ queryKey: MY_EMPLOYMENTS_KEY }),
      ]);
    },
  });
}

export function useMyEmployments(enabled = true) {
  return useQuery<MyEmployments>({ queryKey: MY_EMPLOYMENTS_KEY, enabled });
}

export function useIssuePayslip(hireId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayslipRequest) =>
      apiJson<IssuedPayslip>('POST', `/api/hires/${encodeURIComponent(hireId)}/payslips`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_EMPLOYMENTS_KEY });
    },
  });
}

export function useReminderSetting() {
  return useQuery<ReminderSetting>({ queryKey: REMINDER_KEY });
}

export function useSetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSetting) => apiJson<ReminderSetting>('PUT', '/api/household/reminders', body),
    onSuccess: (answer) => queryClient.setQueryData(REMINDER_KEY, answer),
  });
}

export const contractUrl = (hireId: string, lang: string) =>
  `/api/hires/${encodeURIComponent(hireId)}/contract.pdf?lang=${lang}`;
export const payslipUrl = (payslipId: string, lang: string) =>
  `/api/payslips/${encodeURIComponent(payslipId)}.pdf?lang=${lang}`;
