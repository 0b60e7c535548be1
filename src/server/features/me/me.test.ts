import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { hireBetween } from '../../../../tests/support/trust.js';
import {
  employerReviews,
  jobs,
  payments,
  reviews,
  sessions,
  uploads,
  users,
  verificationDocuments,
  workers,
  workHistory,
} from '../../db/schema.js';

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('POPIA: export and account deletion (/api/me)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_COOLDOWN_SECONDS: '0' });
  });
  afterAll(() => t.close());

  /** A worker with a photo, a CV, an identity document, a payment, a history entry and a review they wrote. */
  async function richWorker(name: string) {
    const { user, cookie } = await signedInUser(t.db, t.config, { firstName: name });
    const photoKey = `photos/${user.id}.jpg`;
    const thumbKey = `photos/${user.id}-thumb.webp`;
    const cvKey = `cvs/${user.id}.pdf`;
    const docKey = `documents/${user.id}.pdf`;
    await t.app.ctx.storage.put('public', photoKey, Buffer.from('jpeg bytes'), 'image/jpeg');
    await t.app.ctx.storage.put('public', thumbKey, Buffer.from('webp bytes'), 'image/webp');
    await t.app.ctx.storage.put('public', cvKey, Buffer.from('%PDF-1.4 cv'), 'application/pdf');
    await t.app.ctx.storage.put('private', docKey, Buffer.from('%PDF-1.4 id'), 'application/pdf');
    await t.db.insert(uploads).values([
      {
        ownerUserId: user.id,
        kind: 'photo',
        storageKey: photoKey,
        url: `/files/${photoKey}`,
        thumbnailUrl: `/files/${thumbKey}`,
        mimeType: 'image/jpeg',
        sizeBytes: 10,
      },
      {
        ownerUserId: user.id,
        kind: 'cv',
        storageKey: cvKey,
        url: `/files/${cvKey}`,
        mimeType: 'application/pdf',
        sizeBytes: 11,
      },
    ]);
    const worker = await createWorker(t.db, {
      userId: user.id,
      fullName: `${name} Worker`,
      profilePhotoUrl: `/files/${photoKey}`,
      thumbnailUrl: `/files/${thumbKey}`,
      cvUrl: `/files/${cvKey}`,
      description: `${name} tends gardens`,
    });
    await t.db.insert(workHistory).values({
      workerId: worker.id,
      workType: 'Gardening',
      employerName: `${name}'s old employer`,
      position: 0,
    });
    await t.db.insert(verificationDocuments).values({
      workerId: worker.id,
      userId: user.id,
      documentType: 'police_clearance',
      storageKey: docKey,
      mimeType: 'application/pdf',
    });
    await t.db.insert(payments).values({
      reference: `WL-${user.id}`,
      userId: user.id,
      workerId: worker.id,
      paymentType: 'registration',
      amountCents: 1000,
      provider: 'sandbox',
      status: 'success',
    });
    return { user, cookie, worker, keys: { photoKey, thumbKey, cvKey, docKey } };
  }

  it('refuses both calls to a visitor who is not signed in', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/me/export' });
    expect(exported.statusCode).toBe(401);
    expect(exported.json()).toEqual({ message: 'Unauthorized' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: JSON_HEADERS,
      payload: { code: '123456' },
    });
    expect(deleted.statusCode).toBe(401);
  });

  it("exports the user's own data as a JSON download and nobody else's", async () => {
    const me = await richWorker('Zanele');
    const other = await richWorker('Sipho');
    // Other's review of me is shown without Other; my review of Other's profile is mine.
    await t.db.insert(reviews).values([
      {
        workerId: me.worker.id,
        reviewerUserId: other.user.id,
        rating: 4,
        review: 'Careful and on time',
        source: 'hire',
      },
      {
        workerId: other.worker.id,
        reviewerUserId: me.user.id,
        rating: 5,
        review: 'Zanele says thanks',
        source: 'hire',
      },
    ]);
    // Both rated one employer after a hire (issue 20): mine is in my export, with an admin's hiding; Other's is not.
    const employer = await signedInUser(t.db, t.config, { firstName: 'Employer' });
    const [myHire, otherHire] = [
      await hireBetween(t, employer.user.id, me.worker.id, 'completed'),
      await hireBetween(t, employer.user.id, other.worker.id, 'completed'),
    ];
    await t.db.insert(employerReviews).values([
      {
        hireId: myHire,
        employerUserId: employer.user.id,
        workerId: me.worker.id,
        reviewerUserId: me.user.id,
        rating: 2,
        review: 'Zanele: shouted at me',
        revealAt: new Date(),
        hiddenAt: new Date(),
        hiddenReason: 'Names a child',
      },
      {
        hireId: otherHire,
        employerUserId: employer.user.id,
        workerId: other.worker.id,
        reviewerUserId: other.user.id,
        rating: 5,
        review: 'Other was paid on time',
        revealAt: new Date(),
      },
    ]);

    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="work-local-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.user).toMatchObject({
      id: me.user.id,
      phoneNumber: me.user.phoneNumber,
      firstName: 'Zanele',
    });
    expect(data.workerProfile).toMatchObject({
      id: me.worker.id,
      fullName: 'Zanele Worker',
      address: '12 Vilakazi Street',
    });
    expect(data.workerProfile.workHistory).toEqual([
      expect.objectContaining({ employerName: "Zanele's old employer" }),
    ]);
    expect(data.workerProfile.reviewsReceived).toEqual([
      expect.objectContaining({ rating: 4, review: 'Careful and on time' }),
    ]);
    expect(data.reviewsWritten).toEqual([
      expect.objectContaining({ rating: 5, review: 'Zanele says thanks' }),
    ]);
    expect(data.employerReviewsWritten).toEqual([
      expect.objectContaining({
        hireId: myHire,
        rating: 2,
        review: 'Zanele: shouted at me',
        hiddenReason: 'Names a child',
      }),
    ]);
    expect(res.body).not.toContain('Other was paid on time');
    expect(res.body).not.toContain(employer.user.id);
    expect(data.uploads).toHaveLength(2);
    expect(data.verificationDocuments).toEqual([
      expect.objectContaining({ documentType: 'police_clearance', status: 'pending' }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ reference: `WL-${me.user.id}`, amountCents: 1000 }),
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);

    const text = res.body;
    for (const foreign of [
      other.user.id,
      other.user.phoneNumber,
      'Sipho',
      other.keys.photoKey,
      other.worker.id,
    ]) {
      // Other's worker id appears only as the subject of my own review of them.
      if (foreign === other.worker.id) {
        expect(text.split(foreign).length - 1).toBe(1);
        continue;
      }
      expect(text).not.toContain(foreign);
    }
    // Secrets of the account itself are not data about the person.
    expect(text).not.toContain('idHash');
    expect(text).not.toContain(me.keys.docKey);
  });

  it('deletes nothing on a wrong code', async () => {
    const me = await richWorker('Lerato');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete/send-code',
      headers: { ...JSON_HEADERS, cookie: me.cookie },
      payload: { deliveryMethod: 'sms' },
    });
    expect(sent.statusCode).toBe(200);
    const code: string = sent.json().developmentOtp;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...JSON_HEADERS, cookie: me.cookie },
      payload: { code: wrong },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid verification code');
    expect(await t.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
    expect(await t.app.ctx.storage.get('private', me.keys.docKey)).not.toBeNull();
  });

  it('a code sent for signing in cannot delete an account', async () => {
    const me = await richWorker('Bongani');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: JSON_HEADERS,
      payload: { phoneNumber: me.user.phoneNumber, deliveryMethod: 'sms' },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...JSON_HEADERS, cookie: me.cookie },
      payload: { code: sent.json().developmentOtp },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
  });

  it('after deletion nothing of the old profile is reachable, what the law needs is kept detached, and the phone signs up afresh', async () => {
    const me = await richWorker('Nomsa');
    const employer = await createUser(t.db, { firstName: 'Employer' });
    const otherWorker = await createWorker(t.db);
    const [written] = await t.db
      .insert(reviews)
      .values({
        workerId: otherWorker.id,
        reviewerUserId: me.user.id,
        rating: 5,
        review: 'Great help',
        source: 'hire',
      })
      .returning();
    await t.db.insert(reviews).values({
      workerId: me.worker.id,
      reviewerUserId: employer.id,
      rating: 3,
      review: 'ok',
      source: 'hire',
    });
    expect((await t.app.inject({ method: 'GET', url: `/files/${me.keys.photoKey}` })).statusCode).toBe(200);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete/send-code',
      headers: { cookie: me.cookie },
    });
    expect(sent.json()).toEqual({ success: true, developmentOtp: expect.stringMatching(/^\d{6}$/) });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...JSON_HEADERS, cookie: me.cookie },
      payload: { code: sent.json().developmentOtp },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(String(res.headers['set-cookie'])).toMatch(/wl_session=;/);

    // The person is gone: account, sessions, profile, history, documents, uploads, files, queued messages.
    const old = { headers: { cookie: me.cookie } };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', ...old })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export', ...old })).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toHaveLength(0);
    expect(await t.db.select().from(workers).where(eq(workers.id, me.worker.id))).toHaveLength(0);
    expect(await t.db.select().from(workHistory).where(eq(workHistory.workerId, me.worker.id))).toHaveLength(
      0,
    );
    expect(
      await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.userId, me.user.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerUserId, me.user.id))).toHaveLength(0);
    expect(await t.db.select().from(reviews).where(eq(reviews.workerId, me.worker.id))).toHaveLength(0);
    for (const key of [me.keys.photoKey, me.keys.thumbKey, me.keys.cvKey]) {
      expect(await t.app.ctx.storage.get('public', key)).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    }
    expect(await t.app.ctx.storage.get('private', me.keys.docKey)).toBeNull();
    const messages = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'message.send' AND payload->>'to' = $1`,
      [me.user.phoneNumber],
    );
    expect(messages[0]?.n).toBe(0);

    // Kept: the review they wrote, anonymised; the payment record, detached from the person.
    const [kept] = await t.db.select().from(reviews).where(eq(reviews.id, written!.id));
    expect(kept).toMatchObject({ reviewerUserId: null, rating: 5, review: 'Great help' });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, `WL-${me.user.id}`));
    expect(payment).toMatchObject({ userId: null, workerId: null, amountCents: 1000, status: 'success' });

    // The queued file removal is idempotent: running it after the immediate removal changes nothing.
    await t.app.ctx.jobs.drain();
    const [fileJob] = await t.db.select().from(jobs).where(eq(jobs.kind, 'files.delete'));
    expect(fileJob?.status).toBe('done');

    // The same phone signs up as a brand-new person.
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: JSON_HEADERS,
      payload: { phoneNumber: me.user.phoneNumber, deliveryMethod: 'sms' },
    });
    expect(otp.statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      headers: JSON_HEADERS,
      payload: { phoneNumber: me.user.phoneNumber, otpCode: otp.json().developmentOtp, rememberDevice: true },
    });
    expect(verified.statusCode).toBe(200);
    const fresh = verified.json().user;
    expect(fresh.id).not.toBe(me.user.id);
    expect(fresh).toMatchObject({ firstName: null, hasWorkerProfile: false, workerId: null });
  });
});
