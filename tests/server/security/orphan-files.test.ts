// Issue 15, item 10 (orphan files): a SIGKILL left files no row refers to and '.tmp' files in the public files
// directory. The daily cleanup removes, on local disk and on S3 alike, files older than a day that are unfinished or
// unreferenced, and keeps every file a row refers to and anything younger.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, uploads, verificationDocuments, workers } from '../../../src/server/db/schema.js';
import { FILES_CLEANUP_JOB, removeOrphanFiles } from '../../../src/server/features/uploads/orphans.js';
import type { FileStorage, StorageArea } from '../../../src/server/providers/storage/index.js';
import { DAY_MS } from '../../../src/shared/constants.js';
import { createWorker, signedInUser } from '../../support/factories.js';
import { multipartBody } from '../../support/multipart.js';
import { startTestS3, type TestS3 } from '../../support/s3-server.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const VARIANTS = [
  { name: 'local disk', s3: false },
  { name: 'S3 (s3rver)', s3: true },
];

async function keys(storage: FileStorage, area: StorageArea): Promise<string[]> {
  const out: string[] = [];
  for await (const file of storage.list(area)) out.push(file.key);
  return out.sort();
}

describe.each(VARIANTS)('orphan file cleanup on $name', (variant) => {
  let s3: TestS3 | undefined;
  let t: TestApp;
  let storage: FileStorage;
  beforeAll(async () => {
    if (variant.s3) s3 = await startTestS3();
    t = await createTestApp(s3?.env ?? {});
    storage = t.app.ctx.storage;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('removes old unreferenced and .tmp files, keeps referenced and young ones, in both areas', async () => {
    const run = `r${Date.now()}`;
    const put = (area: StorageArea, key: string) =>
      storage.put(area, `${run}/${key}`, Buffer.from(key), 'application/octet-stream');
    const worker = await createWorker(t.db);

    // Old files: written before the cut-off.
    await put('public', 'orphan.jpg');
    await put('public', 'photo.jpg');
    await put('public', 'photo-thumb.webp');
    await put('public', 'on-profile-only.jpg');
    await put('public', 'photo.jpg.a1b2c3.tmp');
    await put('private', 'orphan-id.pdf');
    await put('private', 'id.pdf');
    await t.db.insert(uploads).values({
      ownerUserId: worker.userId,
      kind: 'photo',
      storageKey: `${run}/photo.jpg`,
      url: storage.publicUrl(`${run}/photo.jpg`),
      thumbnailUrl: storage.publicUrl(`${run}/photo-thumb.webp`),
      mimeType: 'image/jpeg',
      sizeBytes: 9,
    });
    await t.db
      .update(workers)
      .set({ cvUrl: storage.publicUrl(`${run}/on-profile-only.jpg`) })
      .where(eq(workers.id, worker.id));
    await t.db.insert(verificationDocuments).values({
      workerId: worker.id,
      userId: worker.userId,
      documentType: 'id_document',
      storageKey: `${run}/id.pdf`,
      mimeType: 'application/pdf',
    });

    // S3 keeps LastModified to the second: step past it before the cut-off and the young files.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cutoff = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await put('public', 'young-orphan.jpg');
    await put('public', 'young.jpg.d4e5f6.tmp');

    const result = await removeOrphanFiles(t.db, storage, cutoff);
    const mine = (area: StorageArea) =>
      keys(storage, area).then((all) => all.filter((k) => k.startsWith(`${run}/`)));
    expect(await mine('public')).toEqual(
      [
        `${run}/on-profile-only.jpg`,
        `${run}/photo-thumb.webp`,
        `${run}/photo.jpg`,
        `${run}/young-orphan.jpg`,
        `${run}/young.jpg.d4e5f6.tmp`,
      ].sort(),
    );
    expect(await mine('private')).toEqual([`${run}/id.pdf`]);
    expect(
      result.removed
        .filter((r) => r.key.startsWith(`${run}/`))
        .map((r) => `${r.area}:${r.key}`)
        .sort(),
    ).toEqual(
      [
        `private:${run}/orphan-id.pdf`,
        `public:${run}/orphan.jpg`,
        `public:${run}/photo.jpg.a1b2c3.tmp`,
      ].sort(),
    );
    // A second run finds nothing more to remove.
    const again = await removeOrphanFiles(t.db, storage, cutoff);
    expect(again.removed.filter((r) => r.key.startsWith(`${run}/`))).toEqual([]);
  });

  it('an upload queues the daily job a day ahead; when it runs it keeps the upload and removes the orphan', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
    const body = multipartBody({ filename: 'me.png', bytes: png, contentType: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const [queued] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${FILES_CLEANUP_JOB}:${new Date().toISOString().slice(0, 10)}`));
    expect(queued!.runAt.getTime()).toBeGreaterThan(Date.now() + DAY_MS);

    const orphanKey = `killed/${Date.now()}.jpg`;
    await storage.put('public', orphanKey, Buffer.from('left by a SIGKILL'), 'image/jpeg');
    if (!variant.s3) {
      // On disk the file's age can be set: two days old, like the upload that wrote it before the crash.
      const root = path.join(t.dataDir, 'files', 'public');
      const old = new Date(Date.now() - 2 * DAY_MS);
      for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
        fs.utimesSync(path.join(root, file), old, old);
      }
      await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, queued!.id));
      await t.app.ctx.jobs.drain();
      const [done] = await t.db.select().from(jobs).where(eq(jobs.id, queued!.id));
      expect(done!.status).toBe('done');
    } else {
      await removeOrphanFiles(t.db, storage, new Date(Date.now() + 5000));
    }
    const left = await keys(storage, 'public');
    expect(left).not.toContain(orphanKey);
    const uploadedKey = new URL(res.json().url, 'http://x').pathname.replace(/^.*?(uploads\/)/, '$1');
    expect(left).toContain(uploadedKey);
    expect(left).toContain(uploadedKey.replace(/\.jpg$/, '-thumb.webp'));
  });
});
