// The worker's documents and the upload call (spec: GET /api/verification/my-documents, POST .../upload).
import { useQuery } from '@tanstack/react-query';
import type { DocumentType, VerificationDocumentPayload } from '../../../shared/schemas/verification.js';
import { apiJson } from '../../lib/api.js';

export const MY_DOCUMENTS_KEY = ['/api/verification/my-documents'] as const;

export function useMyDocuments(enabled = true) {
  return useQuery<VerificationDocumentPayload[]>({ queryKey: MY_DOCUMENTS_KEY, enabled });
}

export function uploadDocument(file: File, documentType: DocumentType) {
  const form = new FormData();
  form.append('documentType', documentType);
  form.append('document', file);
  return apiJson<VerificationDocumentPayload>('POST', '/api/verification/upload', form);
}

/** The newest document of a type: what the card shows (older rejected ones are history). */
export function latestOfType(
  documents: readonly VerificationDocumentPayload[],
  documentType: DocumentType,
): VerificationDocumentPayload | null {
  return (
    documents
      .filter((d) => d.documentType === documentType)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0] ?? null
  );
}
