// The admin verification calls (spec: GET /api/verification/pending, POST /api/verification/review/{id}).
import { useQuery } from '@tanstack/react-query';
import type {
  PendingDocumentPayload,
  ReviewDocumentBody,
  VerificationDocumentPayload,
} from '../../../shared/schemas/verification.js';
import { apiJson } from '../../lib/api.js';

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
