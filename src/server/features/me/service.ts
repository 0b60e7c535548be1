// POPIA access and deletion: everything we hold about one person as JSON, and the deletion of their account.
// Deletion removes the person (profile, photos, CV, identity documents, sessions, codes, messages to them) and
// keeps what another person or the law needs, detached from them: reviews they wrote (anonymised) and payment
// records (tax law), see docs/decisions/0040-account-deletion-and-export.md; employments and payslips stay with the
// other party for the three years the law asks (their user columns go null, decision 0172).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  devOutbox,
  employerMonthlyUsage,
  hires,
  jobs,
  otpCodes,
  payments,
  promoRedemptions,
  reviewRequests,
  reviews,
  savedWorkers,
  sessions,
  subscriptions,
  uploads,
  users,
  verificationDocuments,
  workerReferences,
  workers,
  workHistory,
} from '../../db/schema.js';
import { enqueueJob } from '../../jobs/runner.js';
import { SEND_MESSAGE_JOB } from '../../platform/messaging/index.js';
import type { FileStorage, StorageArea } from '../../providers/storage/index.js';
import { PUBLIC_FILES_PREFIX } from '../../providers/storage/index.js';
import { exportHouseholdRecords } from '../household/index.js';

export const DELETE_FILES_JOB = 'files.delete';

export interface FileRef {
  area: StorageArea;
  key: string;
}

/** The storage key behind one of our public file URLs ('/files/<key>'), or null for anything else. */
function publicKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(PUBLIC_FILES_PREFIX)) return null;
  const key = url.slice(PUBLIC_FILES_PREFIX.length).split('?')[0] ?? '';
  return key.length > 0 ? key : null;
}

/** All personal information about the user, as they may download it (POPIA section 23). */
export async function exportUserData(db: DbOrTx, userId: string): Promise<Record<string, unknown> | null> {
  const [user] = await db
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      firstName: users.firstName,
      companyName: users.companyName,
      isAdmin: users.isAdmin,
      employerPhoneVerifiedAt: users.employerPhoneVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;

  const [worker] = await db.select().from(workers).where(eq(workers.userId, userId));
  const workerId = worker?.id ?? null;
  const byWorker = <T>(run: (id: string) => Promise<T[]>): Promise<T[]> =>
    workerId ? run(workerId) : Promise.resolve([]);

  const [
    sessionRows,
    uploadRows,
    documentRows,
    paymentRows,
    subscriptionRows,
    usageRows,
    hiresMade,
    reviewsWritten,
    savedRows,
    promoRows,
    auditRows,
    historyRows,
    hiresReceived,
    reviewsReceived,
    referenceRows,
    requestRows,
  ] = await Promise.all([
    db
      .select({
        persistent: sessions.persistent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({
        kind: uploads.kind,
        url: uploads.url,
        thumbnailUrl: uploads.thumbnailUrl,
        mimeType: uploads.mimeType,
        sizeBytes: uploads.sizeBytes,
        originalName: uploads.originalName,
        createdAt: uploads.createdAt,
      })
      .from(uploads)
      .where(eq(uploads.ownerUserId, userId)),
    // Identity documents and police clearances: their metadata here; the files only through the owner's route.
    db
      .select({
        id: verificationDocuments.id,
        documentType: verificationDocuments.documentType,
        mimeType: verificationDocuments.mimeType,
        status: verificationDocuments.status,
        reviewNotes: verificationDocuments.reviewNotes,
        reviewedAt: verificationDocuments.reviewedAt,
        createdAt: verificationDocuments.createdAt,
      })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, userId)),
    db
      .select({
        reference: payments.reference,
        paymentType: payments.paymentType,
        tierLevel: payments.tierLevel,
        subscriptionType: payments.subscriptionType,
        paymentMethod: payments.paymentMethod,
        amountCents: payments.amountCents,
        currency: payments.currency,
        provider: payments.provider,
        status: payments.status,
        paidAt: payments.paidAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId)),
    db
      .select({
        subscriptionType: subscriptions.subscriptionType,
        startsAt: subscriptions.startsAt,
        expiresAt: subscriptions.expiresAt,
        paymentReference: subscriptions.paymentReference,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    db
      .select({
        month: employerMonthlyUsage.month,
        freeHiresUsed: employerMonthlyUsage.freeHiresUsed,
        totalHires: employerMonthlyUsage.totalHires,
      })
      .from(employerMonthlyUsage)
      .where(eq(employerMonthlyUsage.userId, userId)),
    db
      .select({
        id: hires.id,
        workerId: hires.workerId,
        status: hires.status,
        isFreeHire: hires.isFreeHire,
        month: hires.month,
        createdAt: hires.createdAt,
        respondedAt: hires.respondedAt,
        completedAt: hires.completedAt,
      })
      .from(hires)
      .where(eq(hires.employerUserId, userId)),
    db
      .select({
        id: reviews.id,
        workerId: reviews.workerId,
        rating: reviews.rating,
        review: reviews.review,
        jobType: reviews.jobType,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.reviewerUserId, userId)),
    db
      .select({ workerId: savedWorkers.workerId, createdAt: savedWorkers.createdAt })
      .from(savedWorkers)
      .where(eq(savedWorkers.userId, userId)),
    db
      .select({ code: promoRedemptions.code, createdAt: promoRedemptions.createdAt })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.userId, userId)),
    db
      .select({
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, userId)),
    byWorker((id) =>
      db
        .select({
          workType: workHistory.workType,
          employerName: workHistory.employerName,
          duties: workHistory.duties,
          employerPhone: workHistory.employerPhone,
          reviewRequested: workHistory.reviewRequested,
          createdAt: workHistory.createdAt,
        })
        .from(workHistory)
        .where(eq(workHistory.workerId, id))
        .orderBy(workHistory.position),
    ),
    // Hires of this worker: what happened, not who the employer is (that is the employer's information).
    byWorker((id) =>
      db
        .select({
          id: hires.id,
          status: hires.status,
          createdAt: hires.createdAt,
          respondedAt: hires.respondedAt,
          completedAt: hires.completedAt,
        })
        .from(hires)
        .where(eq(hires.workerId, id)),
    ),
    byWorker((id) =>
      db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          review: reviews.review,
          jobType: reviews.jobType,
          source: reviews.source,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviews.workerId, id)),
    ),
    byWorker((id) =>
      db
        .select({
          referenceName: workerReferences.referenceName,
          referenceType: workerReferences.referenceType,
          isVerified: workerReferences.isVerified,
          testimonial: workerReferences.testimonial,
          createdAt: workerReferences.createdAt,
        })
        .from(workerReferences)
        .where(eq(workerReferences.workerId, id)),
    ),
    // Review requests the worker sent: when, not the employer's number (someone else's information).
    byWorker((id) =>
      db
        .select({
          recipientName: reviewRequests.recipientName,
          createdAt: reviewRequests.createdAt,
          expiresAt: reviewRequests.expiresAt,
          usedAt: reviewRequests.usedAt,
        })
        .from(reviewRequests)
        .where(eq(reviewRequests.workerId, id)),
    ),
  ]);

  const employmentRows = await exportHouseholdRecords(db, userId);

  let workerProfile: Record<string, unknown> | null = null;
  if (worker) {
    const { approxLatitude: _lat, approxLongitude: _lng, userId: _userId, ...profile } = worker;
    workerProfile = {
      ...profile,
      workHistory: historyRows,
      hiresReceived,
      reviewsReceived,
      references: referenceRows,
      reviewRequestsSent: requestRows,
    };
  }

  return {
    exportedAt: new Date().toISOString(),
    about:
      'All personal information Work Local holds about you (POPIA section 23). Reviews others wrote about you ' +
      'are included without their names. Documents you uploaded are listed; the files stay private. ' +
      'Employment particulars and payslips are kept for at least three years even if you delete your account ' +
      '(the law requires these records), with only the names, address and pay details on them.',
    user,
    sessions: sessionRows,
    workerProfile,
    uploads: uploadRows,
    verificationDocuments: documentRows,
    payments: paymentRows,
    subscriptions: subscriptionRows,
    employerMonthlyUsage: usageRows,
    hiresMade,
    reviewsWritten,
    savedWorkers: savedRows,
    promoRedemptions: promoRows,
    actions: auditRows,
    employments: employmentRows,
  };
}

/**
 * Deletes the account inside the caller's transaction and queues the removal of its files. Returns the files
 * to remove, so the caller can remove them at once after the commit (the queued job is the durable copy).
 */
export async function deleteAccount(tx: DbOrTx, userId: string): Promise<FileRef[]> {
  const [user] = await tx
    .select({ id: users.id, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return [];
  const [worker] = await tx
    .select({
      id: workers.id,
      profilePhotoUrl: workers.profilePhotoUrl,
      thumbnailUrl: workers.thumbnailUrl,
      cvUrl: workers.cvUrl,
    })
    .from(workers)
    .where(eq(workers.userId, userId));

  const files = new Map<string, FileRef>();
  const addPublic = (url: string | null | undefined) => {
    const key = publicKeyFromUrl(url);
    if (key) files.set(`public:${key}`, { area: 'public', key });
  };
  const uploadRows = await tx
    .select({ storageKey: uploads.storageKey, url: uploads.url, thumbnailUrl: uploads.thumbnailUrl })
    .from(uploads)
    .where(eq(uploads.ownerUserId, userId));
  for (const row of uploadRows) {
    files.set(`public:${row.storageKey}`, { area: 'public', key: row.storageKey });
    addPublic(row.url);
    addPublic(row.thumbnailUrl);
  }
  if (worker) {
    addPublic(worker.profilePhotoUrl);
    addPublic(worker.thumbnailUrl);
    addPublic(worker.cvUrl);
  }
  const documentRows = await tx
    .select({ storageKey: verificationDocuments.storageKey })
    .from(verificationDocuments)
    .where(
      worker
        ? or(eq(verificationDocuments.userId, userId), eq(verificationDocuments.workerId, worker.id))
        : eq(verificationDocuments.userId, userId),
    );
  for (const row of documentRows)
    files.set(`private:${row.storageKey}`, { area: 'private', key: row.storageKey });

  // Upload rows only lose their owner by the foreign key, so they go explicitly; the rest follows the user row:
  // sessions, worker profile (history, references, review requests, hires of the worker), documents, saved
  // workers and subscriptions cascade; reviews written, hires made, payments and audit entries are detached.
  await tx.delete(uploads).where(eq(uploads.ownerUserId, userId));
  await tx.delete(otpCodes).where(eq(otpCodes.phoneNumber, user.phoneNumber));
  // Messages to this number: queued codes and notices, and what the development outbox kept of them.
  await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, SEND_MESSAGE_JOB),
        sql`${jobs.payload}->>'to' = ${user.phoneNumber}`,
        inArray(jobs.status, ['pending', 'done', 'failed']),
      ),
    );
  await tx.delete(devOutbox).where(eq(devOutbox.to, user.phoneNumber));
  await tx.delete(users).where(eq(users.id, userId));

  const list = [...files.values()];
  if (list.length > 0) {
    await enqueueJob(tx, DELETE_FILES_JOB, { files: list as unknown as Record<string, unknown>[] });
  }
  return list;
}

/** Removes stored files; a missing file is not an error, so this may run any number of times. */
export async function removeFiles(storage: FileStorage, files: FileRef[]): Promise<void> {
  for (const file of files) await storage.delete(file.area, file.key);
}

export function parseFileRefs(payload: Record<string, unknown>): FileRef[] {
  const raw = Array.isArray(payload.files) ? payload.files : [];
  return raw.flatMap((f) => {
    const { area, key } = (f ?? {}) as { area?: unknown; key?: unknown };
    return (area === 'public' || area === 'private') && typeof key === 'string' ? [{ area, key }] : [];
  });
}

/** The person's language choice (issue 17): every later message to them follows it. */
export async function saveLanguage(db: DbOrTx, userId: string, language: LanguageCode): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
