// The file store, on local disk and on a real S3-protocol server (s3rver) started here: the same contract, public
// photos at their public address, and private documents never readable without authorisation on either.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import { auditLog, verificationDocuments } from '../../../src/server/db/schema.js';
import { createStorage } from '../../../src/server/providers/storage/create.js';
import type { FileStorage } from '../../../src/server/providers/storage/index.js';
import { LocalFileStorage } from '../../../src/server/providers/storage/local.js';
import { S3FileStorage } from '../../../src/server/providers/storage/s3.js';
import { createWorker, signedInUser } from '../../support/factories.js';
import { multipartBody } from '../../support/multipart.js';
import { startTestS3, type TestS3 } from '../../support/s3-server.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const execFileAsync = promisify(execFile);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Variant = { name: string; s3: boolean; publicFilesUrl: boolean };
const VARIANTS: Variant[] = [
  { name: 'local disk', s3: false, publicFilesUrl: false },
  { name: 'S3 (s3rver), public files through /files', s3: true, publicFilesUrl: false },
  { name: 'S3 (s3rver), public files from the bucket address', s3: true, publicFilesUrl: true },
];

describe.each(VARIANTS)('file storage on $name', (variant) => {
  let s3: TestS3 | undefined;
  let t: TestApp;
  let storage: FileStorage;
  let png: Buffer;

  beforeAll(async () => {
    if (variant.s3) s3 = await startTestS3();
    const env: Record<string, string> = { ...(s3?.env ?? {}) };
    if (s3 && variant.publicFilesUrl) env.PUBLIC_FILES_URL = `${s3.endpoint}/${s3.bucket}`;
    t = await createTestApp(env);
    storage = t.app.ctx.storage;
    png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('keeps, reads and deletes files in both areas, and answers null for a missing one', async () => {
    expect(storage).toBeInstanceOf(variant.s3 ? S3FileStorage : Object);
    for (const area of ['public', 'private'] as const) {
      const key = `contract/${area}-${Date.now()}.bin`;
      const bytes = Buffer.from(`bytes for ${area} \u0000\u00ff`, 'latin1');
      await storage.put(area, key, bytes, 'application/octet-stream');
      expect(await storage.get(area, key)).toEqual(bytes);
      const opened = await storage.openRead(area, key);
      expect(opened?.size).toBe(bytes.length);
      expect(await readAll(opened!.stream)).toEqual(bytes);
      expect(await storage.openRead(area === 'public' ? 'private' : 'public', key)).toBeNull();
      // The areas are apart: a private key is not a public file and the reverse.
      expect(await storage.get(area === 'public' ? 'private' : 'public', key)).toBeNull();
      await storage.delete(area, key);
      expect(await storage.get(area, key)).toBeNull();
      expect(await storage.openRead(area, key)).toBeNull();
      await storage.delete(area, key); // a missing file is not an error
    }
    await expect(storage.put('public', '../escape.bin', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe/,
    );
  });

  it('serves an uploaded photo at its public address', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const body = multipartBody({ filename: 'me.png', bytes: png, contentType: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    if (variant.publicFilesUrl) {
      expect(url.startsWith(`${s3?.endpoint}/${s3?.bucket}/public/`)).toBe(true);
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
    } else {
      expect(url).toMatch(/^\/files\/uploads\//);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  /** A verified worker who has uploaded an ID document: the owner, the document's answer and its stored row. */
  async function ownerWithDocument() {
    const owner = await signedInUser(t.db, t.config);
    await createWorker(t.db, {
      userId: owner.user.id,
      tierLevel: 'verified',
      tierExpiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const body = multipartBody(
      { field: 'document', filename: 'id.png', bytes: png },
      { documentType: 'id_document' },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/verification/upload',
      headers: { cookie: owner.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    const doc = up.json() as { id: string; documentUrl: string };
    const [row] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, doc.id));
    return { owner, doc, row };
  }

  it('never shows a private document without authorisation', async () => {
    const { owner, doc, row } = await ownerWithDocument();
    const key = row?.storageKey as string;

    const asOwner = await t.app.inject({
      method: 'GET',
      url: doc.documentUrl,
      headers: { cookie: owner.cookie },
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['cache-control']).toContain('no-store');
    expect(asOwner.rawPayload).toEqual(await storage.get('private', key));

    expect((await t.app.inject({ method: 'GET', url: doc.documentUrl })).statusCode).toBe(401);
    const stranger = await signedInUser(t.db, t.config);
    const asStranger = await t.app.inject({
      method: 'GET',
      url: doc.documentUrl,
      headers: { cookie: stranger.cookie },
    });
    expect(asStranger.statusCode).toBe(404);
    for (const url of [`/files/${key}`, `/files/private/${key}`, `/files/../private/${key}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // Nothing under the public area, so neither our /files route nor the bucket's public prefix has it.
    expect(await storage.get('public', key)).toBeNull();
    if (s3) {
      const direct = await (storage as S3FileStorage).client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: `private/${key}` }),
      );
      expect(direct.CacheControl).toBe('private, no-store');
      if (variant.publicFilesUrl) {
        // What a browser could build from the public address holds nothing for this key.
        expect((await fetch(`${s3.endpoint}/${s3.bucket}/public/${key}`)).status).toBe(404);
      }
    }
  });

  it('streams a private document to its owner and to an audited admin, in chunks, never as one whole buffer', async () => {
    const { owner, doc, row } = await ownerWithDocument();
    // 3 MB in the stored document's place: many times a stream's buffer (64 KiB on disk, a socket's read from S3).
    const big = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4) big.writeUInt32LE((i * 2654435761) >>> 0, i);
    await storage.put('private', row!.storageKey, big, row!.mimeType);

    /** The reply as the client receives it: with a stream behind it, light-my-request hands on each chunk written. */
    const read = async (cookie: string | undefined) => {
      const res = await t.app.inject({
        method: 'GET',
        url: doc.documentUrl,
        headers: cookie ? { cookie } : {},
        payloadAsStream: true,
      });
      const chunks: Buffer[] = [];
      for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
      return { res, chunks, bytes: Buffer.concat(chunks) };
    };

    const mine = await read(owner.cookie);
    expect(mine.res.statusCode).toBe(200);
    expect(mine.res.headers['content-type']).toBe(row!.mimeType);
    expect(mine.res.headers['content-length']).toBe(String(big.length));
    expect(mine.res.headers['content-disposition']).toMatch(/^inline; filename="id-document\.(jpg|pdf)"$/);
    expect(mine.res.headers['cache-control']).toContain('no-store');
    expect(mine.bytes.equals(big)).toBe(true);
    // A reply sent from a Buffer reaches the client as one write of the whole file; a streamed one in pieces.
    expect(mine.chunks.length).toBeGreaterThan(1);
    expect(Math.max(...mine.chunks.map((c) => c.length))).toBeLessThan(big.length);

    const admin = await signedInUser(t.db, t.config, { isAdmin: true });
    const asAdmin = await read(admin.cookie);
    expect(asAdmin.res.statusCode).toBe(200);
    expect(asAdmin.bytes.equals(big)).toBe(true);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, doc.id), eq(auditLog.action, 'verification_document.viewed')));
    expect(audits.map((a) => a.actorUserId)).toEqual([admin.user.id]);

    expect((await read(undefined)).res.statusCode).toBe(401);
    const stranger = await signedInUser(t.db, t.config);
    const asStranger = await read(stranger.cookie);
    expect(asStranger.res.statusCode).toBe(404);
    expect(asStranger.bytes.includes(big.subarray(0, 64))).toBe(false);
  });
});

describe('npm run storage:copy', () => {
  let s3: TestS3;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startTestS3('wl-copy');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-copy-'));
  });
  afterAll(async () => {
    await s3?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies an install’s local public and private files into the bucket under the same keys', async () => {
    const local: FileStorage = new LocalFileStorage(dataDir);
    const files = [
      { area: 'public' as const, key: 'uploads/u1/photo.jpg', bytes: Buffer.from('jpeg bytes') },
      { area: 'public' as const, key: 'uploads/u1/photo-thumb.webp', bytes: Buffer.from('webp bytes') },
      { area: 'private' as const, key: 'verification/w1/id.jpg', bytes: Buffer.from('id document') },
    ];
    for (const f of files) await local.put(f.area, f.key, f.bytes, 'application/octet-stream');
    // An interrupted write's leftover is not a file of ours.
    fs.writeFileSync(path.join(dataDir, 'files/public/uploads/u1/photo.jpg.abc.tmp'), 'half');

    const run = () =>
      execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/storage-copy.ts'], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'development', ...s3.env },
      });
    const { stdout, stderr } = await run();
    expect(stdout).toContain('copied 2 public and 1 private files');
    expect(stderr).toContain('skipped public/uploads/u1/photo.jpg.abc.tmp');

    const bucket = createStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
    for (const f of files) expect(await bucket.get(f.area, f.key)).toEqual(f.bytes);
    expect(await bucket.get('public', 'verification/w1/id.jpg')).toBeNull();
    // Running it again is harmless.
    expect((await run()).stdout).toContain('copied 2 public and 1 private files');
  });

  it('refuses to run without STORAGE=s3', async () => {
    await expect(
      execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/storage-copy.ts'], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('Set STORAGE=s3') });
  });
});
