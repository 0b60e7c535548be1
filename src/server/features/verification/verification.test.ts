import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { multipartBody } from '../../../../tests/support/multipart.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { type TierLevel, VERIFICATION_DOCUMENT_MAX_BYTES } from '../../../shared/constants.js';
import { VERIFICATION_MESSAGES } from '../../../shared/schemas/verification.js';
import { auditLog, verificationDocuments, workers } from '../../db/schema.js';

let t: TestApp;
let png: Buffer;
let admin: { user: { id: string }; cookie: string };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  admin = await signedInUser(t.db, t.config, { isAdmin: true });
});
afterAll(async () => {
  await t.close();
});

async function workerOnTier(tierLevel: TierLevel) {
  const signed = await signedInUser(t.db, t.config);
  const worker = await createWorker(t.db, {
    userId: signed.user.id,
    tierLevel,
    tierExpiresAt: tierLevel === 'basic' ? null : new Date(Date.now() + 100 * 86_400_000),
  });
  return { ...signed, worker };
}

function upload(
  cookie: string | null,
  documentType: string | null,
  file: { bytes: Buffer; filename?: string; field?: string } = { bytes: png },
) {
  const body = multipartBody(
    { field: file.field ?? 'document', filename: file.filename ?? 'id.png', bytes: file.bytes },
    documentType === null ? {} : { documentType },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/verification/upload',
    headers: { ...(cookie ? { cookie } : {}), ...body.headers },
    payload: body.payload,
  });
}

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function review(cookie: string, id: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/verification/review/${id}`,
    headers: { cookie },
    payload,
  });
}

function privateFiles(): string[] {
  const root = path.join(t.dataDir, 'files', 'private');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

async function uploadedId() {
  const owner = await workerOnTier('verified');
  const res = await upload(owner.cookie, 'id_document');
  expect(res.statusCode).toBe(201);
  return { owner, doc: res.json() as { id: string; documentUrl: string } };
}

describe('POST /api/verification/upload', () => {
  it('stores an ID document privately as pending, with its authorised URL and no file path', async () => {
    const { user, cookie, worker } = await workerOnTier('verified');
    const before = privateFiles().length;
    const res = await upload(cookie, 'id_document');
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      workerId: worker.id,
      userId: user.id,
      documentType: 'id_document',
      status: 'pending',
      reviewNotes: null,
      mimeType: 'image/jpeg',
    });
    expect(doc.documentUrl).toBe(`/api/verification/documents/${doc.id}/file`);
    expect(JSON.stringify(doc)).not.toMatch(/storage|\/files\//i);

    const [row] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, doc.id));
    expect(privateFiles()).toHaveLength(before + 1);
    expect(privateFiles()).toContain(row!.storageKey);
    expect(row!.storageKey).not.toContain(worker.id);
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'public', row!.storageKey))).toBe(false);

    const mine = await get('/api/verification/my-documents', cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([doc]);
  });

  it('accepts a PDF by its bytes and keeps it byte for byte', async () => {
    const { cookie } = await workerOnTier('premium');
    const res = await upload(cookie, 'police_clearance', { bytes: PDF, filename: 'clearance.pdf' });
    expect(res.statusCode).toBe(201);
    expect(res.json().mimeType).toBe('application/pdf');
    const file = await get(res.json().documentUrl, cookie);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('gates documents by tier: ID for verified or premium, police clearance for premium only', async () => {
    const basic = await workerOnTier('basic');
    const verified = await workerOnTier('verified');
    const premium = await workerOnTier('premium');
    const basicId = await upload(basic.cookie, 'id_document');
    expect(basicId.statusCode).toBe(403);
    expect(basicId.json().message).toBe('Upgrade to Verified tier to upload ID documents.');
    const verifiedClearance = await upload(verified.cookie, 'police_clearance');
    expect(verifiedClearance.statusCode).toBe(403);
    expect(verifiedClearance.json().message).toBe('Upgrade to Premium tier to upload police clearance.');
    expect((await upload(premium.cookie, 'id_document')).statusCode).toBe(201);
    expect((await upload(premium.cookie, 'police_clearance')).statusCode).toBe(201);
  });

  it('refuses files that are not images or PDF by their bytes, whatever their name, and stores nothing', async () => {
    const { cookie, worker } = await workerOnTier('verified');
    const before = privateFiles().length;
    const html = await upload(cookie, 'id_document', {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      filename: 'id.pdf',
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe(VERIFICATION_MESSAGES.notAllowedFile);
    const empty = await upload(cookie, 'id_document', { bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    const tooLarge = await upload(cookie, 'id_document', {
      bytes: Buffer.concat([PDF, Buffer.alloc(VERIFICATION_DOCUMENT_MAX_BYTES)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(VERIFICATION_MESSAGES.tooLarge);
    expect(privateFiles()).toHaveLength(before);
    const rows = await t.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.workerId, worker.id));
    expect(rows).toHaveLength(0);
  });

  it('needs a file, a document type, a worker profile and a session', async () => {
    const { cookie } = await workerOnTier('verified');
    const noType = await upload(cookie, null);
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe(VERIFICATION_MESSAGES.badDocumentType);
    const badType = await upload(cookie, 'passport');
    expect(badType.statusCode).toBe(400);
    const wrongField = await upload(cookie, 'id_document', { bytes: png, field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(VERIFICATION_MESSAGES.noFile);
    const noProfile = await signedInUser(t.db, t.config);
    const res = await upload(noProfile.cookie, 'id_document');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.noWorkerProfile);
    expect((await upload(null, 'id_document')).statusCode).toBe(401);
    expect((await get('/api/verification/my-documents')).statusCode).toBe(401);
  });

  it('allows one pending document per type; a rejected one can be uploaded again; an approved one stays', async () => {
    const { cookie, worker } = await workerOnTier('verified');
    const first = await upload(cookie, 'id_document');
    const before = privateFiles().length;
    const second = await upload(cookie, 'id_document');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(VERIFICATION_MESSAGES.pendingExists);
    expect(privateFiles()).toHaveLength(before);

    await review(admin.cookie, first.json().id, { status: 'rejected', notes: 'The photo is blurred' });
    const mine = (await get('/api/verification/my-documents', cookie)).json();
    expect(mine[0]).toMatchObject({ status: 'rejected', reviewNotes: 'The photo is blurred' });

    const again = await upload(cookie, 'id_document');
    expect(again.statusCode).toBe(201);
    await review(admin.cookie, again.json().id, { status: 'approved' });
    const afterApproval = await upload(cookie, 'id_document');
    expect(afterApproval.statusCode).toBe(409);
    expect(afterApproval.json().message).toBe(VERIFICATION_MESSAGES.alreadyApproved);
    const [w] = await t.db.select().from(workers).where(eq(workers.id, worker.id));
    expect(w!.isVerified).toBe(true);
  });
});

describe('GET /api/verification/documents/:id/file (private documents)', () => {
  it('serves the owner, never cached', async () => {
    const { owner, doc } = await uploadedId();
    const res = await get(doc.documentUrl, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
  });

  it('refuses another worker, an employer and a visitor, and never shows it under a public URL', async () => {
    const { doc } = await uploadedId();
    const otherWorker = await workerOnTier('premium');
    const employer = await signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date() });
    for (const cookie of [otherWorker.cookie, employer.cookie]) {
      const res = await get(doc.documentUrl, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(VERIFICATION_MESSAGES.notFound);
      expect(res.rawPayload.length).toBeLessThan(200);
    }
    expect((await get(doc.documentUrl)).statusCode).toBe(401);

    // By URL: the private store is not under /files, by its key or by any path a guess could take.
    const [row] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, doc.id));
    for (const url of [
      `/files/${row!.storageKey}`,
      `/files/private/${row!.storageKey}`,
      `/files/../private/${row!.storageKey}`,
      `/files/%2e%2e/private/${row!.storageKey}`,
    ]) {
      const res = await get(url, otherWorker.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'] ?? '').not.toMatch(/image|pdf/);
    }
    // Another worker's list never carries it either.
    const theirs = (await get('/api/verification/my-documents', otherWorker.cookie)).json();
    expect(theirs.map((d: { id: string }) => d.id)).not.toContain(doc.id);
  });

  it('serves an admin, and writes who looked at which document to the audit log', async () => {
    const { doc } = await uploadedId();
    const res = await get(doc.documentUrl, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, doc.id), eq(auditLog.action, 'verification_document.viewed')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorUserId).toBe(admin.user.id);
    expect(entries[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/verification/documents/not-a-uuid/file', admin.cookie)).statusCode).toBe(404);
    expect(
      (await get('/api/verification/documents/00000000-0000-4000-8000-000000000000/file', admin.cookie))
        .statusCode,
    ).toBe(404);
  });
});

describe('admin queue and review', () => {
  it('lists pending documents with the authorised documentUrl, and only to admins', async () => {
    const { owner, doc } = await uploadedId();
    const res = await get('/api/verification/pending', admin.cookie);
    expect(res.statusCode).toBe(200);
    const item = res.json().find((d: { id: string }) => d.id === doc.id);
    expect(item).toMatchObject({
      id: doc.id,
      documentType: 'id_document',
      workerId: owner.worker.id,
      workerName: owner.worker.fullName,
      userId: owner.user.id,
      documentUrl: `/api/verification/documents/${doc.id}/file`,
      status: 'pending',
    });
    expect(typeof item.createdAt).toBe('string');
    expect(JSON.stringify(res.json())).not.toMatch(/storageKey|verification\/[0-9a-f]{48}/);
    const [viewed] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification_queue.viewed'), eq(auditLog.actorUserId, admin.user.id)));
    expect(viewed).toBeDefined();

    const employer = await signedInUser(t.db, t.config);
    const denied = await get('/api/verification/pending', employer.cookie);
    expect(denied.statusCode).toBe(403);
    expect((await get('/api/verification/pending', owner.cookie)).statusCode).toBe(403);
    expect((await get('/api/verification/pending')).statusCode).toBe(401);
  });

  it('refuses a review by a non-admin, including the document owner', async () => {
    const { owner, doc } = await uploadedId();
    const employer = await signedInUser(t.db, t.config);
    for (const cookie of [owner.cookie, employer.cookie]) {
      const res = await review(cookie, doc.id, { status: 'approved' });
      expect(res.statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, doc.id));
    expect(row!.status).toBe('pending');
  });

  it('refuses to reject without notes (blank notes included) and changes nothing', async () => {
    const { doc } = await uploadedId();
    for (const payload of [{ status: 'rejected' }, { status: 'rejected', notes: '   ' }]) {
      const res = await review(admin.cookie, doc.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VERIFICATION_MESSAGES.notesRequired);
    }
    const bad = await review(admin.cookie, doc.id, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, doc.id));
    expect(row!.status).toBe('pending');
  });

  it('approving an ID sets isVerified, with the decision audited; a second review is refused with 409', async () => {
    const { owner, doc } = await uploadedId();
    const res = await review(admin.cookie, doc.id, { status: 'approved', notes: 'Matches the profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', reviewNotes: 'Matches the profile' });
    const [w] = await t.db.select().from(workers).where(eq(workers.id, owner.worker.id));
    expect(w).toMatchObject({ isVerified: true, hasPoliceClearance: false });
    const [row] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, doc.id));
    expect(row).toMatchObject({ reviewedBy: admin.user.id });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const [decision] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, doc.id), eq(auditLog.action, 'verification_document.approved')));
    expect(decision).toMatchObject({ actorUserId: admin.user.id });
    expect(decision!.details).toMatchObject({ notes: 'Matches the profile', workerId: owner.worker.id });

    for (const payload of [{ status: 'approved' }, { status: 'rejected', notes: 'Changed my mind' }]) {
      const again = await review(admin.cookie, doc.id, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(VERIFICATION_MESSAGES.alreadyReviewed);
    }
    const [still] = await t.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, doc.id));
    expect(still!.status).toBe('approved');

    // The public profile now carries the verified badge.
    const employer = await signedInUser(t.db, t.config);
    const profile = await get(`/api/workers/${owner.worker.id}`, employer.cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().isVerified).toBe(true);
  });

  it('approving a police clearance sets hasPoliceClearance; a rejection sets no badge', async () => {
    const owner = await workerOnTier('premium');
    const clearance = (await upload(owner.cookie, 'police_clearance', { bytes: PDF })).json();
    const id = (await upload(owner.cookie, 'id_document')).json();
    expect((await review(admin.cookie, clearance.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await review(admin.cookie, id.id, { status: 'rejected', notes: 'Expired' })).statusCode).toBe(
      200,
    );
    const [w] = await t.db.select().from(workers).where(eq(workers.id, owner.worker.id));
    expect(w).toMatchObject({ isVerified: false, hasPoliceClearance: true });
    const queue = (await get('/api/verification/pending', admin.cookie)).json();
    expect(queue.map((d: { id: string }) => d.id)).not.toContain(clearance.id);
  });

  it('answers 404 when reviewing a document that does not exist, and refuses an admin reviewing their own', async () => {
    const missing = await review(admin.cookie, '00000000-0000-4000-8000-000000000000', {
      status: 'approved',
    });
    expect(missing.statusCode).toBe(404);
    const adminWorker = await createWorker(t.db, {
      userId: admin.user.id,
      tierLevel: 'verified',
      tierExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const own = await upload(admin.cookie, 'id_document');
    expect(own.statusCode).toBe(201);
    const res = await review(admin.cookie, own.json().id, { status: 'approved' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.ownDocument);
    const [w] = await t.db.select().from(workers).where(eq(workers.id, adminWorker.id));
    expect(w!.isVerified).toBe(false);
  });
});
