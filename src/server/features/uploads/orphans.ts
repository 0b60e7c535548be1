// Removing stored files that no row refers to (issue 15): a process killed between writing a file and committing
// its row, or mid-write, leaves an orphan or a '.tmp' file behind. A durable job, queued by the day's first upload
// to run a day later, lists each storage area (local disk or S3 alike) and deletes what is older than a day and
// either unfinished ('.tmp') or unreferenced. The day's grace keeps any upload still in flight safe.
import { inArray, or } from 'drizzle-orm';
import * as z from 'zod';
import { DAY_MS } from '../../../shared/constants.js';
import type { DbOrTx } from '../../db/client.js';
import { uploads, verificationDocuments, voiceNotes, workers } from '../../db/schema.js';
import { enqueueJob, jobKind } from '../../jobs/define.js';
import type { FileStorage, ListedFile, StorageArea } from '../../providers/storage/index.js';

export const FILES_CLEANUP_JOB = 'files.cleanup';
export const filesCleanupKind = jobKind(FILES_CLEANUP_JOB, z.object({}));
/** How old a file must be before it may count as an orphan. */
const ORPHAN_GRACE_MS = DAY_MS;
const BATCH = 500;

/** Queues the cleanup for a day after this upload (once per UTC day); committed before any byte is written. */
export async function queueFilesCleanup(db: DbOrTx, now = new Date()): Promise<void> {
  await enqueueJob(
    db,
    filesCleanupKind,
    {},
    {
      dedupeKey: `${FILES_CLEANUP_JOB}:${now.toISOString().slice(0, 10)}`,
      runAt: new Date(now.getTime() + ORPHAN_GRACE_MS + 60 * 60 * 1000),
    },
  );
}

/** Which of these keys a row refers to: by storage key, or by the public URL the rows keep. */
async function referenced(
  db: DbOrTx,
  storage: FileStorage,
  area: StorageArea,
  keys: string[],
): Promise<Set<string>> {
  if (area === 'private') {
    const [documents, voices] = await Promise.all([
      db
        .select({ key: verificationDocuments.storageKey })
        .from(verificationDocuments)
        .where(inArray(verificationDocuments.storageKey, keys)),
      // Voice notes (issue 35): a note's file is written before its row, so a crash between leaves it to this sweep.
      db.select({ key: voiceNotes.storageKey }).from(voiceNotes).where(inArray(voiceNotes.storageKey, keys)),
    ]);
    return new Set([...documents, ...voices].map((r) => r.key));
  }
  const byUrl = new Map(keys.map((key) => [storage.publicUrl(key), key]));
  const urls = [...byUrl.keys()];
  const [fromUploads, fromWorkers] = await Promise.all([
    db
      .select({ key: uploads.storageKey, url: uploads.url, thumbnailUrl: uploads.thumbnailUrl })
      .from(uploads)
      .where(
        or(
          inArray(uploads.storageKey, keys),
          inArray(uploads.url, urls),
          inArray(uploads.thumbnailUrl, urls),
        ),
      ),
    db
      .select({ photo: workers.profilePhotoUrl, thumbnail: workers.thumbnailUrl, cv: workers.cvUrl })
      .from(workers)
      .where(
        or(
          inArray(workers.profilePhotoUrl, urls),
          inArray(workers.thumbnailUrl, urls),
          inArray(workers.cvUrl, urls),
        ),
      ),
  ]);
  const found = new Set<string>();
  for (const row of fromUploads) {
    found.add(row.key);
    for (const url of [row.url, row.thumbnailUrl]) {
      const key = url ? byUrl.get(url) : undefined;
      if (key) found.add(key);
    }
  }
  for (const row of fromWorkers) {
    for (const url of [row.photo, row.thumbnail, row.cv]) {
      const key = url ? byUrl.get(url) : undefined;
      if (key) found.add(key);
    }
  }
  return found;
}

export interface CleanupResult {
  removed: { area: StorageArea; key: string }[];
  kept: number;
}

/** Deletes, in both areas, files last written before `olderThan` that are '.tmp' leftovers or unreferenced. */
export async function removeOrphanFiles(
  db: DbOrTx,
  storage: FileStorage,
  olderThan: Date = new Date(Date.now() - ORPHAN_GRACE_MS),
): Promise<CleanupResult> {
  const result: CleanupResult = { removed: [], kept: 0 };
  for (const area of ['public', 'private'] as const) {
    let batch: ListedFile[] = [];
    const flush = async () => {
      const candidates = batch.filter((f) => f.modifiedAt < olderThan);
      result.kept += batch.length - candidates.length;
      batch = [];
      const temporary = candidates.filter((f) => f.key.endsWith('.tmp')).map((f) => f.key);
      const finished = candidates.filter((f) => !f.key.endsWith('.tmp')).map((f) => f.key);
      const keep = finished.length > 0 ? await referenced(db, storage, area, finished) : new Set<string>();
      result.kept += keep.size;
      for (const key of [...temporary, ...finished.filter((k) => !keep.has(k))]) {
        await storage.delete(area, key);
        result.removed.push({ area, key });
      }
    };
    for await (const file of storage.list(area)) {
      batch.push(file);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  return result;
}
