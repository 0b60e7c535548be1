import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, nextPhone, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import {
  devOutbox,
  jobs,
  payments,
  reviewRequests,
  reviews,
  workerReferences,
  workers,
  workHistory,
} from '../../db/schema.js';
import { getPaymentFulfiller } from '../payments/index.js';
import { queueWorkHistoryReviewRequests, sendWorkHistoryReviewRequests } from './service.js';

const NOT_FOUND = 'This review link may have expired or is invalid.';

describe('review requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedInWorker(fields: Parameters<typeof createWorker>[1] = {}) {
    const owner = await signedInUser(t.db, t.config);
    const worker = await createWorker(t.db, { userId: owner.user.id, ...fields });
    return { ...owner, worker };
  }

  function request(cookie: string | undefined, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/review-requests',
      headers: cookie ? { cookie } : {},
      payload,
    });
  }

  /** A live link: the token is the last path part of developmentUrl. */
  async function newLink(fields: Parameters<typeof createWorker>[1] = {}) {
    const w = await signedInWorker(fields);
    const res = await request(w.cookie, { recipientPhone: nextPhone() });
    expect(res.statusCode).toBe(201);
    const token = new URL(res.json().developmentUrl).pathname.split('/').pop()!;
    return { ...w, token };
  }

  function submit(token: string, payload: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: `/api/review-requests/${token}/submit`, payload });
  }

  it('sends the SMS with a single-use link through the durable outbox and answers developmentUrl', async () => {
    const w = await signedInWorker({ fullName: 'Sipho Dlamini' });
    const res = await request(w.cookie, { recipientPhone: '082 555 0101', recipientName: 'Mrs Botha' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.developmentUrl).toMatch(/^http:\/\/localhost:5000\/review\/[A-Za-z0-9_-]{43}$/);
    const token = body.developmentUrl.split('/').pop();
    const expiresInDays = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(29.99);
    expect(expiresInDays).toBeLessThanOrEqual(30);

    const [row] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, w.worker.id));
    expect(row).toMatchObject({ recipientPhone: '+27825550101', recipientName: 'Mrs Botha', usedAt: null });
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `review_request:${row!.id}`));
    expect(job).toMatchObject({ kind: 'message.send', status: 'pending' });
    await t.app.ctx.jobs.drain();
    const sent = await t.db.select().from(devOutbox).where(eq(devOutbox.to, '+27825550101'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('sms');
    expect(sent[0]!.body).toContain('Sipho Dlamini has asked you to review their work on Work Local');
    expect(sent[0]!.body).toContain(body.developmentUrl);
  });

  it('leaves developmentUrl out in production', async () => {
    const w = await signedInWorker();
    t.config.isProduction = true;
    try {
      const res = await request(w.cookie, { recipientPhone: nextPhone() });
      expect(res.statusCode).toBe(201);
      expect(res.json()).not.toHaveProperty('developmentUrl');
    } finally {
      t.config.isProduction = false;
    }
  });

  it('refuses signed-out visitors and users without a worker profile', async () => {
    expect((await request(undefined, { recipientPhone: nextPhone() })).statusCode).toBe(401);
    const employer = await signedInUser(t.db, t.config);
    const res = await request(employer.cookie, { recipientPhone: nextPhone() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Only workers can request reviews. Please create a worker profile first.',
    );
  });

  it.each([
    ['an empty phone', '', "Please enter the employer's phone number"],
    ['no phone at all', undefined, "Please enter the employer's phone number"],
    ['a malformed phone', '12345', 'Please enter a valid South African phone number'],
    [
      'a landline',
      '011 555 0101',
      'Review requests can only be sent by SMS to South African mobile numbers (06x, 07x or 081-085)',
    ],
  ])('refuses %s with 400 and queues nothing', async (_name, recipientPhone, message) => {
    const w = await signedInWorker();
    const res = await request(w.cookie, { recipientPhone });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, w.worker.id))).toEqual(
      [],
    );
  });

  it("refuses the worker's own phone number", async () => {
    const w = await signedInWorker();
    const res = await request(w.cookie, { recipientPhone: w.worker.phoneNumber });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot request a review from your own phone number');
  });

  it('limits requests to 5 per worker per day and 3 per recipient phone per day, with Retry-After', async () => {
    const w = await signedInWorker();
    for (let i = 0; i < 5; i++) {
      expect((await request(w.cookie, { recipientPhone: nextPhone() })).statusCode).toBe(201);
    }
    const sixth = await request(w.cookie, { recipientPhone: nextPhone() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'You have sent the maximum number of review requests for today. Please try again tomorrow.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(
      await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, w.worker.id)),
    ).toHaveLength(5);

    const phone = nextPhone();
    for (let i = 0; i < 3; i++) {
      const other = await signedInWorker();
      expect((await request(other.cookie, { recipientPhone: phone })).statusCode).toBe(201);
    }
    const fourth = await signedInWorker();
    const res = await request(fourth.cookie, { recipientPhone: phone });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'This number has received the maximum number of review requests for today. Please try again tomorrow.',
    );
    expect(
      await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, fourth.worker.id)),
    ).toEqual([]);
  });

  describe('the public link', () => {
    it('shows the worker for a live token and 404 Review Not Found for an unknown one', async () => {
      const { token } = await newLink({
        fullName: 'Lerato Mokoena',
        profilePhotoUrl: '/files/photo.jpg',
        skills: ['Cleaning', 'Cook/Chef'],
      });
      const res = await t.app.inject({ method: 'GET', url: `/api/review-requests/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        worker: {
          fullName: 'Lerato Mokoena',
          profilePhotoUrl: '/files/photo.jpg',
          skills: ['Cleaning', 'Cook/Chef'],
        },
      });
      const unknown = await t.app.inject({ method: 'GET', url: '/api/review-requests/not-a-real-token' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(NOT_FOUND);
      const unknownSubmit = await submit('not-a-real-token', { rating: 5 });
      expect(unknownSubmit.statusCode).toBe(404);
    });

    it('records the review as a verified reference, named Anonymous by default, and updates the rating', async () => {
      const { token, worker } = await newLink();
      const res = await submit(token, {
        rating: 4,
        review: 'Always on time',
        jobType: 'Gardening',
        shouldSignUp: true,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        signUpUrl: '/login?signupType=employer',
        shouldSignUp: true,
      });

      const [review] = await t.db.select().from(reviews).where(eq(reviews.workerId, worker.id));
      expect(review).toMatchObject({
        rating: 4,
        review: 'Always on time',
        jobType: 'Gardening',
        reviewerUserId: null,
        hireId: null,
        source: 'review_request',
      });
      const refs = await t.db.select().from(workerReferences).where(eq(workerReferences.workerId, worker.id));
      expect(refs).toEqual([
        expect.objectContaining({
          reviewId: review!.id,
          referenceName: 'Anonymous',
          referenceType: 'employer',
          isVerified: true,
          testimonial: 'Always on time',
        }),
      ]);
      const [w] = await t.db.select().from(workers).where(eq(workers.id, worker.id));
      expect(w).toMatchObject({ averageRating: '4.00', totalReviews: 1 });
    });

    it('uses the given name, and accepts a rating alone', async () => {
      const { token, worker } = await newLink();
      const res = await submit(token, { rating: 5, review: '', jobType: '', employerName: '  Mr Naidoo ' });
      expect(res.statusCode).toBe(201);
      const [ref] = await t.db
        .select()
        .from(workerReferences)
        .where(eq(workerReferences.workerId, worker.id));
      expect(ref).toMatchObject({ referenceName: 'Mr Naidoo', testimonial: null });
      const [review] = await t.db.select().from(reviews).where(eq(reviews.workerId, worker.id));
      expect(review).toMatchObject({ rating: 5, review: null, jobType: null });
    });

    it('cannot be used again once used', async () => {
      const { token, worker } = await newLink();
      expect((await submit(token, { rating: 5 })).statusCode).toBe(201);
      const again = await submit(token, { rating: 1 });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(NOT_FOUND);
      expect((await t.app.inject({ method: 'GET', url: `/api/review-requests/${token}` })).statusCode).toBe(
        404,
      );
      const [w] = await t.db.select().from(workers).where(eq(workers.id, worker.id));
      expect(w).toMatchObject({ averageRating: '5.00', totalReviews: 1 });
    });

    it('is used once even when submitted five times at once', async () => {
      const { token, worker } = await newLink();
      const results = await Promise.all(Array.from({ length: 5 }, () => submit(token, { rating: 2 })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404, 404, 404, 404]);
      expect(await t.db.select().from(reviews).where(eq(reviews.workerId, worker.id))).toHaveLength(1);
      expect(
        await t.db.select().from(workerReferences).where(eq(workerReferences.workerId, worker.id)),
      ).toHaveLength(1);
    });

    it('gives 404 once expired', async () => {
      const { token, worker } = await newLink();
      await t.db
        .update(reviewRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(reviewRequests.workerId, worker.id));
      const lookup = await t.app.inject({ method: 'GET', url: `/api/review-requests/${token}` });
      expect(lookup.statusCode).toBe(404);
      expect(lookup.json().message).toBe(NOT_FOUND);
      expect((await submit(token, { rating: 5 })).statusCode).toBe(404);
      expect(await t.db.select().from(reviews).where(eq(reviews.workerId, worker.id))).toEqual([]);
    });

    it.each([
      ['no rating', {}],
      ['rating 0', { rating: 0 }],
      ['rating 6', { rating: 6 }],
    ])('refuses %s with Please select a star rating and keeps the link live', async (_name, payload) => {
      const { token, worker } = await newLink();
      const res = await submit(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select a star rating');
      const [row] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, worker.id));
      expect(row!.usedAt).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: `/api/review-requests/${token}` })).statusCode).toBe(
        200,
      );
    });

    it('refuses an over-long review or name and keeps the link live', async () => {
      const { token } = await newLink();
      const long = await submit(token, { rating: 5, review: 'x'.repeat(2001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Review must be at most 2000 characters');
      const name = await submit(token, { rating: 5, employerName: 'n'.repeat(61) });
      expect(name.statusCode).toBe(400);
      expect((await submit(token, { rating: 5 })).statusCode).toBe(201);
    });

    it('stores HTML in the review and name as plain text, returned verbatim on the profile', async () => {
      const { token, worker } = await newLink();
      const text = '<img src=x onerror=alert(1)> Good & <b>honest</b>';
      expect((await submit(token, { rating: 5, review: text, employerName: '<b>Boss</b>' })).statusCode).toBe(
        201,
      );
      const viewer = await signedInUser(t.db, t.config);
      const profile = await t.app.inject({
        method: 'GET',
        url: `/api/workers/${worker.id}`,
        headers: { cookie: viewer.cookie },
      });
      expect(profile.headers['content-type']).toMatch(/^application\/json/);
      const body = profile.json();
      expect(body.reviews[0].review).toBe(text);
      expect(body.references[0]).toMatchObject({
        referenceName: '<b>Boss</b>',
        testimonial: text,
        isVerified: true,
      });
    });
  });

  describe("the wizard's work-history requests", () => {
    it('are sent once registration completes, once per employer phone, skipping what cannot be sent', async () => {
      const w = await signedInWorker({ fullName: 'Bongani Zulu' });
      const mobile = nextPhone();
      await t.db.insert(workHistory).values([
        {
          workerId: w.worker.id,
          workType: 'Gardening',
          employerName: 'Mrs Botha',
          employerPhone: mobile,
          reviewRequested: true,
          position: 0,
        },
        {
          workerId: w.worker.id,
          workType: 'Cleaning',
          employerName: 'Office',
          employerPhone: '0115550101',
          reviewRequested: true,
          position: 1,
        },
        {
          workerId: w.worker.id,
          workType: 'Painting',
          employerName: 'Mr Naidoo',
          employerPhone: nextPhone(),
          reviewRequested: false,
          position: 2,
        },
      ]);
      await t.db.transaction((tx) => queueWorkHistoryReviewRequests(tx, w.worker.id));
      // Queued twice (a retried registration): still one job.
      await t.db.transaction((tx) => queueWorkHistoryReviewRequests(tx, w.worker.id));
      expect(
        await t.db
          .select()
          .from(jobs)
          .where(eq(jobs.dedupeKey, `review_requests.work_history:${w.worker.id}`)),
      ).toHaveLength(1);
      await t.app.ctx.jobs.drain();

      const requests = await t.db
        .select()
        .from(reviewRequests)
        .where(eq(reviewRequests.workerId, w.worker.id));
      expect(requests).toEqual([
        expect.objectContaining({ recipientPhone: mobile, recipientName: 'Mrs Botha' }),
      ]);
      const sms = await t.db.select().from(devOutbox).where(eq(devOutbox.to, mobile));
      expect(sms).toHaveLength(1);
      expect(sms[0]!.body).toContain('Bongani Zulu has asked you to review their work');

      const again = await sendWorkHistoryReviewRequests(t.db, t.config, w.worker.id);
      expect(again.sent).toBe(0);
      expect(
        await t.db
          .select()
          .from(reviewRequests)
          .where(and(eq(reviewRequests.workerId, w.worker.id), eq(reviewRequests.recipientPhone, mobile))),
      ).toHaveLength(1);
    });

    it('skips an entry over the recipient limit without losing the others', async () => {
      const w = await signedInWorker();
      const busy = nextPhone();
      for (let i = 0; i < 3; i++) {
        const other = await signedInWorker();
        expect((await request(other.cookie, { recipientPhone: busy })).statusCode).toBe(201);
      }
      const free = nextPhone();
      await t.db.insert(workHistory).values([
        {
          workerId: w.worker.id,
          workType: 'Gardening',
          employerName: 'Busy',
          employerPhone: busy,
          reviewRequested: true,
          position: 0,
        },
        {
          workerId: w.worker.id,
          workType: 'Cleaning',
          employerName: 'Free',
          employerPhone: free,
          reviewRequested: true,
          position: 1,
        },
      ]);
      const result = await sendWorkHistoryReviewRequests(t.db, t.config, w.worker.id);
      expect(result.sent).toBe(1);
      expect(result.skipped).toEqual([
        expect.objectContaining({
          reason:
            'This number has received the maximum number of review requests for today. Please try again tomorrow.',
        }),
      ]);
      const requests = await t.db
        .select()
        .from(reviewRequests)
        .where(eq(reviewRequests.workerId, w.worker.id));
      expect(requests.map((r) => r.recipientPhone)).toEqual([free]);
      // The refused entry's worker-limit hit was rolled back with its savepoint: 4 more requests still fit today.
      for (let i = 0; i < 4; i++) {
        expect((await request(w.cookie, { recipientPhone: nextPhone() })).statusCode).toBe(201);
      }
      expect((await request(w.cookie, { recipientPhone: nextPhone() })).statusCode).toBe(429);
    });
  });
});

describe('review requests after a paid registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends the wizard's requests when the registration payment is fulfilled", async () => {
    await import('../workers/registration-payment.js');
    const fulfil = getPaymentFulfiller('registration')!;
    const worker = await createWorker(t.db, { listed: false, fullName: 'Ayanda Khumalo' });
    const employerPhone = nextPhone();
    await t.db.insert(workHistory).values({
      workerId: worker.id,
      workType: 'Cleaning',
      employerName: 'Mrs Pillay',
      employerPhone,
      reviewRequested: true,
      position: 0,
    });
    await t.app.ctx.jobs.drain();
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, employerPhone))).toEqual([]);

    await t.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          reference: `wl-test-${worker.id}`,
          workerId: worker.id,
          paymentType: 'registration',
          amountCents: 1000,
          provider: 'sandbox',
        })
        .returning();
      await fulfil(tx, payment!);
    });
    await t.app.ctx.jobs.drain();
    const sms = await t.db.select().from(devOutbox).where(eq(devOutbox.to, employerPhone));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('Ayanda Khumalo has asked you to review their work');
  });
});
