// Identity documents and police clearances: uploads checked by their bytes into the PRIVATE store, the owner's
// list, the admin queue and decisions, and reads through an authorised route. Admin reads and decisions are
// written to the audit log in the same transaction as their effect (docs/decisions/0080).
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_SIDE, VERIFICATION_DOCUMENT_MAX_BYTES } from '../../../shared/constants.js';
import {
  canUploadDocument,
  type DocumentStatus,
  type DocumentType,
  documentFileUrl,
  type PendingDocumentPayload,
  type ReviewDocumentBody,
  tierRequiredMessage,
  VERIFICATION_MESSAGES,
  type VerificationDocumentPayload,
} from '../../../shared/schemas/verification.js';
import type { Db } from '../../db/client.js';
import { auditLog, verificationDocuments, workers } from '../../db/schema.js';
import { effectiveTier } from '../../domain/visibility.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import type { ImageGate } from '../../platform/images/index.js';
import { NOTIFICATION_TEXTS, notifyUser } from '../../platform/messaging/index.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import type { FileStorage, StoredFile } from '../../providers/storage/index.js';

type DocumentRow = typeof verificationDocuments.$inferSelect;

const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const HEIC_MIMES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
/** A document photo must stay legible: a higher quality than profile photos. */
const DOCUMENT_JPEG_QUALITY = 90;

interface PreparedDocument {
  bytes: Buffer;
  mime: string;
  ext: string;
}

/**
 * Images or PDF, judged by their bytes. Images are re-encoded: orientation applied, metadata (GPS, camera)
 * dropped, and anything hidden after the image data gone. PDFs are kept byte for byte: they are what was issued.
 */
async function prepareDocument(images: ImageGate, bytes: Buffer): Promise<PreparedDocument> {
  if (bytes.length === 0) throw new HttpError(400, VERIFICATION_MESSAGES.empty);
  if (bytes.length > VERIFICATION_DOCUMENT_MAX_BYTES)
    throw new HttpError(413, VERIFICATION_MESSAGES.tooLarge);
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? '';
  if (mime === 'application/pdf') return { bytes, mime, ext: 'pdf' };
  if (HEIC_MIMES.has(mime)) throw new HttpError(400, VERIFICATION_MESSAGES.heic);
  if (!IMAGE_MIMES.has(mime)) throw new HttpError(400, VERIFICATION_MESSAGES.notAllowedFile);
  try {
    const image = await images.decode<Buffer>(bytes, (decoded) =>
      decoded
        .rotate()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: DOCUMENT_JPEG_QUALITY, mozjpeg: true })
        .toBuffer(),
    );
    return { bytes: image, mime: 'image/jpeg', ext: 'jpg' };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, VERIFICATION_MESSAGES.unreadableImage);
  }
}

function toDocumentPayload(row: DocumentRow): VerificationDocumentPayload {
  return {
    id: row.id,
    workerId: row.workerId,
    userId: row.userId,
    documentType: row.documentType as DocumentType,
    documentUrl: documentFileUrl(row.id),
    mimeType: row.mimeType,
    status: row.status as DocumentStatus,
    reviewNotes: row.reviewNotes,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The tier gate, the one-pending rule and "approved stays approved", checked before any byte is stored. */
async function assertMayUpload(db: Db, user: SessionUser, documentType: DocumentType) {
  const [worker] = await db
    .select({ id: workers.id, tierLevel: workers.tierLevel, tierExpiresAt: workers.tierExpiresAt })
    .from(workers)
    .where(eq(workers.userId, user.id))
    .limit(1);
  if (!worker) throw new HttpError(403, VERIFICATION_MESSAGES.noWorkerProfile);
  if (!canUploadDocument(documentType, effectiveTier(worker))) {
    throw new HttpError(403, tierRequiredMessage(documentType), { code: 'tier_required' });
  }
  const existing = await db
    .select({ status: verificationDocuments.status })
    .from(verificationDocuments)
    .where(
      and(
        eq(verificationDocuments.workerId, worker.id),
        eq(verificationDocuments.documentType, documentType),
      ),
    );
  if (existing.some((d) => d.status === 'pending'))
    throw new HttpError(409, VERIFICATION_MESSAGES.pendingExists);
  if (existing.some((d) => d.status === 'approved')) {
    throw new HttpError(409, VERIFICATION_MESSAGES.alreadyApproved);
  }
  return worker;
}

/** Stores the file privately, then the row; if the row cannot be written the file is removed again. */
export async function uploadDocument(
  db: Db,
  deps: { storage: FileStorage; images: ImageGate },
  input: { user: SessionUser; documentType: DocumentType; bytes: Buffer },
): Promise<VerificationDocumentPayload> {
  const { storage } = deps;
  const worker = await assertMayUpload(db, input.user, input.documentType);
  const prepared = await prepareDocument(deps.images, input.bytes);
  // A random key with no name, worker or type in it: the key alone tells nothing and guesses nothing.
  const key = `verification/${randomBytes(24).toString('hex')}.${prepared.ext}`;
  await storage.put('private', key, prepared.bytes, prepared.mime);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(verificationDocuments)
        .values({
          workerId: worker.id,
          userId: input.user.id,
          documentType: input.documentType,
          storageKey: key,
          mimeType: prepared.mime,
          status: 'pending',
        })
        .returning();
      await tx.insert(auditLog).values({
        actorUserId: input.user.id,
        action: 'verification_document.uploaded',
        subjectType: 'verification_document',
        subjectId: row!.id,
        details: { workerId: worker.id, documentType: input.documentType },
      });
      return toDocumentPayload(row!);
    });
  } catch (err) {
    await storage.delete('private', key).catch(() => {});
    // Two uploads at once: the partial unique index lets only one pending document per type through.
    if (isUniqueViolation(err)) throw new HttpError(409, VERIFICATION_MESSAGES.pendingExists);
    throw err;
  }
}

export async function listOwnDocuments(db: Db, userId: string): Promise<VerificationDocumentPayload[]> {
  const rows = await db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.userId, userId))
    .orderBy(desc(verificationDocuments.createdAt));
  return rows.map(toDocumentPayload);
}

/** The admin queue, oldest first; the look itself is audited (who saw the queue, when, how long it was). */
export async function listPendingDocuments(db: Db, admin: SessionUser): Promise<PendingDocumentPayload[]> {
  return db.transaction(async (tx) => {
    // The worker's name beside the ids, so the admin knows whose document it is (issue 16).
    const joined = await tx
      .select({ document: verificationDocuments, workerName: workers.fullName })
      .from(verificationDocuments)
      .leftJoin(workers, eq(workers.id, verificationDocuments.workerId))
      .where(eq(verificationDocuments.status, 'pending'))
      .orderBy(asc(verificationDocuments.createdAt));
    const rows = joined.map((r) => ({ ...r.document, workerName: r.workerName }));
    await tx.insert(auditLog).values({
      actorUserId: admin.id,
      action: 'verification_queue.viewed',
      subjectType: 'verification_queue',
      subjectId: 'pending',
      details: { count: rows.length, documentIds: rows.map((r) => r.id) },
    });
    return rows.map((row) => ({
      id: row.id,
      documentType: row.documentType as DocumentType,
      createdAt: row.createdAt.toISOString(),
      workerId: row.workerId,
      workerName: row.workerName,
      userId: row.userId,
      documentUrl: documentFileUrl(row.id),
      mimeType: row.mimeType,
      status: 'pending' as const,
    }));
  });
}

/**
 * Approves or rejects a pending document. Only the request that moves it out of 'pending' decides (409 for the
 * rest); an approval sets the matching badge in the same transaction as the decision and its audit entry.
 */
export async function reviewDocument(
  db: Db,
  admin: SessionUser,
  documentId: string,
  body: ReviewDocumentBody,
  publicUrl: string,
): Promise<VerificationDocumentPayload> {
  const notes = body.notes?.trim() ? body.notes.trim() : null;
  if (body.status === 'rejected' && !notes) {
    throw new HttpError(400, VERIFICATION_MESSAGES.notesRequired, { field: 'notes' });
  }
  if (!isUuid(documentId)) throw new HttpError(404, VERIFICATION_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, documentId))
      .limit(1);
    if (!doc) throw new HttpError(404, VERIFICATION_MESSAGES.notFound);
    if (doc.userId === admin.id) throw new HttpError(403, VERIFICATION_MESSAGES.ownDocument);
    const now = new Date();
    const [reviewed] = await tx
      .update(verificationDocuments)
      .set({ status: body.status, reviewNotes: notes, reviewedBy: admin.id, reviewedAt: now })
      .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.status, 'pending')))
      .returning();
    if (!reviewed) throw new HttpError(409, VERIFICATION_MESSAGES.alreadyReviewed);
    if (body.status === 'approved') {
      await tx
        .update(workers)
        .set(
          reviewed.documentType === 'id_document'
            ? { isVerified: true, updatedAt: now }
            : { hasPoliceClearance: true, updatedAt: now },
        )
        .where(eq(workers.id, reviewed.workerId));
    }
    await notifyUser(tx, {
      userId: reviewed.userId,
      kind: `verification_${body.status}`,
      dedupeKey: `verification_${body.status}:${reviewed.id}`,
      ref: reviewed.id,
      text: (language) =>
        body.status === 'approved'
          ? NOTIFICATION_TEXTS.verificationApproved(
              { document: reviewed.documentType as DocumentType, link: `${publicUrl}/worker-dashboard` },
              language,
            )
          : NOTIFICATION_TEXTS.verificationRejected(
              {
                document: reviewed.documentType as DocumentType,
                notes,
                link: `${publicUrl}/verification-upload`,
              },
              language,
            ),
    });
    await tx.insert(auditLog).values({
      actorUserId: admin.id,
      action: `verification_document.${body.status}`,
      subjectType: 'verification_document',
      subjectId: reviewed.id,
      details: { workerId: reviewed.workerId, documentType: reviewed.documentType, notes },
    });
    return toDocumentPayload(reviewed);
  });
}

/**
 * The file behind a document, for its owner or an admin only. Anyone else gets the same 404 as for a document
 * that does not exist, so ids cannot be probed. An admin's read is audited before a byte is sent. The file comes
 * as a stream for the route to pipe out, never read whole into memory.
 */
export async function readDocumentFile(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  documentId: string,
): Promise<{ file: StoredFile; mimeType: string; documentType: DocumentType }> {
  if (!isUuid(documentId)) throw new HttpError(404, VERIFICATION_MESSAGES.notFound);
  const [doc] = await db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.id, documentId))
    .limit(1);
  const isOwner = doc?.userId === user.id;
  if (!doc || !(isOwner || user.isAdmin)) throw new HttpError(404, VERIFICATION_MESSAGES.notFound);
  if (!isOwner) {
    await db.insert(auditLog).values({
      actorUserId: user.id,
      action: 'verification_document.viewed',
      subjectType: 'verification_document',
      subjectId: doc.id,
      details: { workerId: doc.workerId, documentType: doc.documentType, status: doc.status },
    });
  }
  const file = await storage.openRead('private', doc.storageKey);
  if (!file) throw new HttpError(404, VERIFICATION_MESSAGES.notFound);
  return { file, mimeType: doc.mimeType, documentType: doc.documentType as DocumentType };
}
