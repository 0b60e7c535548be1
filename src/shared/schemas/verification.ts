// Verification documents (spec: "Verification document", the upload page, the admin screen and their calls).
import * as z from 'zod';
import type { TierLevel } from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';
import { PAYMENT_MESSAGES } from './payments.js';

export const DOCUMENT_TYPES = ['id_document', 'police_clearance'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  id_document: 'ID Document',
  police_clearance: 'Police Clearance',
};

/** Which tiers may upload each document (spec: roles; ID for verified or premium, clearance for premium only). */
const DOCUMENT_TIERS: Record<DocumentType, readonly TierLevel[]> = {
  id_document: ['verified', 'premium'],
  police_clearance: ['premium'],
};

/** Refusals and notices of the document routes: English for the server, catalogue entries for the reader. */
export const VERIFICATION_MESSAGES = {
  idTierRequired: sharedMessage(
    /*i18n*/ {
      id: 'verification.id-tier-required',
      message: 'Upgrade to Verified tier to upload ID documents.',
    },
  ),
  policeTierRequired: sharedMessage(
    /*i18n*/ {
      id: 'verification.police-tier-required',
      message: 'Upgrade to Premium tier to upload police clearance.',
    },
  ),
  noWorkerProfile: PAYMENT_MESSAGES.noWorkerProfile,
  noFile: sharedMessage(
    /*i18n*/ {
      id: 'verification.no-file',
      message: "Please choose a file to upload (form field 'document')",
    },
  ),
  badDocumentType: sharedMessage(
    /*i18n*/ {
      id: 'verification.bad-document-type',
      message: 'Please choose the document type: id_document or police_clearance',
    },
  ),
  empty: sharedMessage(/*i18n*/ { id: 'verification.empty', message: 'The file is empty' }),
  tooLarge: sharedMessage(
    /*i18n*/ {
      id: 'verification.too-large',
      message: 'The file is too large. Documents can be at most 10MB.',
    },
  ),
  notAllowedFile: sharedMessage(
    /*i18n*/ {
      id: 'verification.not-allowed-file',
      message: 'Please upload an image (JPEG, PNG or WebP) or a PDF',
    },
  ),
  heic: sharedMessage(
    /*i18n*/ {
      id: 'verification.heic',
      message: 'HEIC photos cannot be read here. Please choose a JPEG or PNG photo, or a PDF',
    },
  ),
  unreadableImage: sharedMessage(
    /*i18n*/ {
      id: 'verification.unreadable-image',
      message: 'The image could not be read. Please choose another photo',
    },
  ),
  pendingExists: sharedMessage(
    /*i18n*/ { id: 'verification.pending-exists', message: 'This document is already waiting for review' },
  ),
  alreadyApproved: sharedMessage(
    /*i18n*/ { id: 'verification.already-approved', message: 'This document has already been verified' },
  ),
  notFound: sharedMessage(/*i18n*/ { id: 'verification.not-found', message: 'Document not found' }),
  notesRequired: sharedMessage(
    /*i18n*/ {
      id: 'verification.notes-required',
      message: 'Please add notes explaining why the document is rejected',
    },
  ),
  alreadyReviewed: sharedMessage(
    /*i18n*/ { id: 'verification.already-reviewed', message: 'This document has already been reviewed' },
  ),
  ownDocument: sharedMessage(
    /*i18n*/ { id: 'verification.own-document', message: 'You cannot review your own document' },
  ),
  uploadFailed: sharedMessage(
    /*i18n*/ { id: 'verification.upload-failed', message: 'Failed to upload document' },
  ),
  reviewFailed: sharedMessage(
    /*i18n*/ { id: 'verification.review-failed', message: 'Failed to submit review' },
  ),
} as const;

export function tierRequiredMessage(documentType: DocumentType): string {
  return documentType === 'id_document'
    ? VERIFICATION_MESSAGES.idTierRequired
    : VERIFICATION_MESSAGES.policeTierRequired;
}

export function canUploadDocument(documentType: DocumentType, tier: TierLevel): boolean {
  return DOCUMENT_TIERS[documentType].includes(tier);
}

/** The authorised route a document is read through: never a file path or a public URL. */
export function documentFileUrl(documentId: string): string {
  return `/api/verification/documents/${documentId}/file`;
}

export const REVIEW_NOTES_MAX = 1000;

/** POST /api/verification/review/:id. Notes are optional to approve and required to reject (checked by the route). */
export const reviewDocumentSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
  notes: z.string().trim().max(REVIEW_NOTES_MAX).optional(),
});
export type ReviewDocumentBody = z.infer<typeof reviewDocumentSchema>;

/** A document as its owner sees it (GET /api/verification/my-documents). */
export const verificationDocumentSchema = z.object({
  id: z.string(),
  workerId: z.string(),
  userId: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  documentUrl: z.string(),
  mimeType: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  reviewNotes: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type VerificationDocumentPayload = z.infer<typeof verificationDocumentSchema>;

/** A pending document in the admin queue (GET /api/verification/pending). */
export const pendingDocumentSchema = z.object({
  id: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  createdAt: z.string(),
  workerId: z.string(),
  /** The worker's full name (null only if the profile went while the document waited). */
  workerName: z.string().nullable(),
  userId: z.string(),
  documentUrl: z.string(),
  mimeType: z.string(),
  status: z.literal('pending'),
});
export type PendingDocumentPayload = z.infer<typeof pendingDocumentSchema>;

/**
 * GET /api/verification/documents/:id/file: the document's bytes, as stored (a PDF or a re-encoded JPEG). The server
 * streams them from storage (a Node stream: anything with pipe), so a document is never held whole in memory.
 */
type ByteStream = { pipe: (...args: never[]) => unknown };
const fileBytes = z
  .custom<Uint8Array | ByteStream>(
    (value) =>
      value instanceof Uint8Array || typeof (value as Partial<ByteStream> | null)?.pipe === 'function',
  )
  .meta({ type: 'string', format: 'binary' });
export const documentFileSchema = {
  description: 'The document file',
  content: { 'application/pdf': { schema: fileBytes }, 'image/jpeg': { schema: fileBytes } },
};
