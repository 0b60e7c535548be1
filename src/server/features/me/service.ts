// POPIA deletion (the export is export-data.ts). Deletion removes the person (profile, photos, CV, identity
// documents, sessions, codes, messages to them) and keeps what another person or the law needs, detached from them:
// reviews they wrote (anonymised) and payment records (tax law), see
// docs/decisions/0040-account-deletion-and-export.md; employments and payslips stay with the other party for the
// three years the law asks (their user columns go null, decision 0172).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { DbOrTx } from '../../db/client.js';
import {
  devOutbox,
  jobs,
  otpCodes,
  uploads,
  users,
  verificationDocuments,
  workers,
} from '../../db/schema.js';
import { enqueueJob, jobKind } from '../../jobs/define.js';
import { forgetNumber, SEND_MESSAGE_JOB } from '../../platform/messaging/index.js';
import type { FileStorage, StorageArea } from '../../providers/storage/index.js';
import { PUBLIC_FILES_PREFIX } from '../../providers/storage/index.js';

const DELETE_FILES_JOB = 'files.delete';

const fileRefSchema = z.object({ area: z.enum(['public', 'private']), key: z.string().min(1) });
export type FileRef = z.infer<typeof fileRefSchema> & { area: StorageArea };

/** The files of a deleted account, removed from the store after the commit. */
export const deleteFilesKind = jobKind(DELETE_FILES_JOB, z.object({ files: z.array(fileRefSchema) }));

/** The storage key behind one of our public file URLs ('/files/<key>'), or null for anything else. */
function publicKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(PUBLIC_FILES_PREFIX)) return null;
  const key = url.slice(PUBLIC_FILES_PREFIX.length).split('?')[0] ?? '';
  return key.length > 0 ? key : null;
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
  await forgetNumber(tx, user.phoneNumber);
  await tx.delete(users).where(eq(users.id, userId));

  const list = [...files.values()];
  if (list.length > 0) {
    await enqueueJob(tx, deleteFilesKind, { files: list });
  }
  return list;
}

/** Removes stored files; a missing file is not an error, so this may run any number of times. */
export async function removeFiles(storage: FileStorage, files: FileRef[]): Promise<void> {
  for (const file of files) await storage.delete(file.area, file.key);
}

/** The person's language choice (issue 17): every later message to them follows it. */
export async function saveLanguage(db: DbOrTx, userId: string, language: LanguageCode): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
