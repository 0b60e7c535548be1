// The admin console's calls (issue 20): GET /api/admin/* reads as queries, actions as mutations that refresh what
// they change; and the verification queue (spec: GET /api/verification/pending, POST /api/verification/review/{id}).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReport,
  AdminReviewsPage,
  AdminUser,
  ReportResolution,
} from '../../../shared/schemas/admin.js';
import type {
  AdminPayment,
  AdminPromoCode,
  CreatePromoCodeInput,
} from '../../../shared/schemas/admin-money.js';
import type { AuditPage, Dashboard } from '../../../shared/schemas/admin-overview.js';
import type { AdminPayout, AdminPayoutRun } from '../../../shared/schemas/admin-payouts.js';
import type { AdminRefund } from '../../../shared/schemas/admin-refunds.js';
import type { Reconciliation, StoredReconciliations } from '../../../shared/schemas/reconciliation.js';
import type { AdminSuggestions, SuggestionStatus } from '../../../shared/schemas/translation-suggestions.js';
import type {
  PendingDocumentPayload,
  ReviewDocumentBody,
  VerificationDocumentPayload,
} from '../../../shared/schemas/verification.js';
import { apiJson } from '../../lib/api.js';
import { readJson } from '../../lib/http.js';

export const PENDING_DOCUMENTS_KEY = ['/api/verification/pending'] as const;

export function usePendingDocuments(enabled = true) {
  return useQuery<PendingDocumentPayload[]>({ queryKey: PENDING_DOCUMENTS_KEY, enabled });
}

/** Notes are omitted from the request when empty (spec: "Admin review"). */
export function submitReview(id: string, status: ReviewDocumentBody['status'], notes: string) {
  const trimmed = notes.trim();
  return apiJson<VerificationDocumentPayload>('POST', `/api/verification/review/${encodeURIComponent(id)}`, {
    status,
    ...(trimmed ? { notes: trimmed } : {}),
  });
}

const ADMIN = '/api/admin';
/** Every console read starts with this key part, so an action can refresh them all. */
const ADMIN_KEY = 'admin';

/** A GET with a query string; the key holds the parameters. */
function useAdminQuery<T>(path: string, params: Record<string, string> = {}) {
  const qs = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  return useQuery<T>({
    queryKey: [ADMIN_KEY, path, params],
    queryFn: () => readJson<T>(`${ADMIN}${path}${qs ? `?${qs}` : ''}`, { on401: 'throw' }),
  });
}

export const useDashboard = () => useAdminQuery<Dashboard>('/dashboard');
export const useAdminUsers = (q: string) => useAdminQuery<AdminUser[]>('/users', { q });
export const useAdminReports = (status: 'open' | 'resolved') =>
  useAdminQuery<AdminReport[]>('/reports', { status });
export const useAdminReviews = (q: string, show: 'all' | 'visible' | 'hidden', page: number) =>
  useAdminQuery<AdminReviewsPage>('/reviews', { q, show, page: String(page) });
export const usePromoCodes = () => useAdminQuery<AdminPromoCode[]>('/promo-codes');
export const useAdminPayments = (q: string) => useAdminQuery<AdminPayment[]>('/payments', { q });
export const useAdminPayoutRuns = () => useAdminQuery<{ runs: AdminPayoutRun[] }>('/payout-runs');
export const useAdminPayouts = (runId: string) =>
  useAdminQuery<{ payouts: AdminPayout[] }>('/payouts', { runId });
export const useAuditPage = (q: string, before: number | null) =>
  useAdminQuery<AuditPage>('/audit', { q, before: before === null ? '' : String(before) });

/** A console action: POST, then every console read is fetched again (a suspension changes users and reports). */
export function useAdminAction<Input, Answer = unknown>(request: (input: Input) => [string, unknown?]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      const [path, body] = request(input);
      return apiJson<Answer>('POST', `${ADMIN}${path}`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}

const id = (value: string) => encodeURIComponent(value);

export const suspendUser = (input: { userId: string; reason: string }): [string, unknown] => [
  `/users/${id(input.userId)}/suspend`,
  { reason: input.reason },
];
export const unsuspendUser = (input: { userId: string }): [string] => [
  `/users/${id(input.userId)}/unsuspend`,
];
export const resolveReport = (input: {
  reportId: string;
  action: ReportResolution;
  note: string;
}): [string, unknown] => [
  `/reports/${id(input.reportId)}/resolve`,
  { action: input.action, note: input.note },
];
export const hideReview = (input: { reviewId: string; reason: string }): [string, unknown] => [
  `/reviews/${id(input.reviewId)}/hide`,
  { reason: input.reason },
];
export const showReview = (input: { reviewId: string }): [string] => [`/reviews/${id(input.reviewId)}/show`];
export const createPromoCode = (input: CreatePromoCodeInput): [string, unknown] => ['/promo-codes', input];
export const deactivatePromoCode = (input: { code: string }): [string] => [
  `/promo-codes/${id(input.code)}/deactivate`,
];
export const refundPayment = (input: { reference: string; reason: string }): [string, unknown] => [
  `/payments/${id(input.reference)}/refund`,
  { reason: input.reason },
];
export const recheckPayment = (input: { reference: string }): [string] => [
  `/payments/${id(input.reference)}/recheck`,
];

export const useTranslationSuggestions = (status: SuggestionStatus, language: string) =>
  useAdminQuery<AdminSuggestions>('/translation-suggestions', { status, language });
export const markSuggestionDone = (input: { suggestionId: string }): [string] => [
  `/translation-suggestions/${id(input.suggestionId)}/done`,
];

/** The nightly reconciliations stored, newest first; a day on asking (issue 34). */
export const useStoredReconciliations = () => useAdminQuery<StoredReconciliations>('/ledger/reconciliations');
export function useDayReconciliation(date: string) {
  return useQuery<Reconciliation>({
    queryKey: [ADMIN_KEY, '/ledger/reconciliation', date],
    queryFn: () =>
      readJson<Reconciliation>(`${ADMIN}/ledger/reconciliation?date=${date}`, { on401: 'throw' }),
    enabled: date !== '',
  });
}

/** Visit refunds Paystack has not processed (decision 0385), newest first; a failed one is asked again once. */
export const useAdminRefunds = () => useAdminQuery<{ refunds: AdminRefund[] }>('/ledger/refunds');
export const retryRefund = (input: { refundId: string }): [string] => [
  `/ledger/refunds/${id(input.refundId)}/retry`,
];
