import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { REVIEW_INELIGIBLE_REASONS } from '../../../shared/schemas/reviews.js';
import { employerReviews, hires, reviews, workers } from '../../db/schema.js';
import { lockWorkerForReview, recomputeWorkerRating } from './service.js';

describe('profile reviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * A hire in `status`. On an accepted or completed one the worker has already rated the employer, so the
   * employer's review of her is the second of the pair and shows at once (the double-blind: double-blind.test.ts).
   */
  async function hire(employerUserId: string, workerId: string, status = 'accepted') {
    const [row] = await t.db
      .insert(hires)
      .values({
        employerUserId,
        workerId,
        status,
        isFreeHire: true,
        month: '2025-10',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    if (status === 'accepted' || status === 'completed') {
      await t.db.insert(employerReviews).values({
        hireId: row!.id,
        employerUserId,
        workerId,
        rating: 5,
        revealAt: new Date(Date.now() + 14 * 86_400_000),
      });
    }
    return row!;
  }

  async function employerWithAcceptedHire(workerId: string) {
    const employer = await signedInUser(t.db, t.config);
    const h = await hire(employer.user.id, workerId);
    return { ...employer, hire: h };
  }

  function postReview(cookie: string | undefined, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: cookie ? { cookie } : {},
      payload,
    });
  }

  async function reviewCount(workerId: string) {
    return (await t.db.select().from(reviews).where(eq(reviews.workerId, workerId))).length;
  }

  async function workerRating(workerId: string) {
    const [w] = await t.db
      .select({ averageRating: workers.averageRating, totalReviews: workers.totalReviews })
      .from(workers)
      .where(eq(workers.id, workerId));
    return w!;
  }

  it('refuses a signed-out visitor with 401 Unauthorized', async () => {
    const w = await createWorker(t.db);
    const res = await postReview(undefined, { workerId: w.id, rating: 5, review: 'Great' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('refuses a review without a hire, and with a hire that was only requested or declined', async () => {
    const w = await createWorker(t.db);
    const employer = await signedInUser(t.db, t.config);
    const none = await postReview(employer.cookie, { workerId: w.id, rating: 5, review: 'Great' });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({
      message: REVIEW_INELIGIBLE_REASONS.noAcceptedHire,
      reason: 'noAcceptedHire',
    });
    await hire(employer.user.id, w.id, 'requested');
    await hire(employer.user.id, w.id, 'declined');
    const pending = await postReview(employer.cookie, { workerId: w.id, rating: 5, review: 'Great' });
    expect(pending.statusCode).toBe(403);
    expect(await reviewCount(w.id)).toBe(0);
    expect(await workerRating(w.id)).toEqual({ averageRating: '0.00', totalReviews: 0 });
  });

  it('accepts one review per accepted hire, shown as Anonymous Employer, and updates the rating', async () => {
    const w = await createWorker(t.db);
    const employer = await employerWithAcceptedHire(w.id);
    const res = await postReview(employer.cookie, {
      workerId: w.id,
      rating: 4,
      review: '  Careful and on time  ',
      jobType: 'Gardening',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.review).toMatchObject({
      workerId: w.id,
      rating: 4,
      review: 'Careful and on time',
      jobType: 'Gardening',
      reviewerName: 'Anonymous Employer',
    });
    expect(body.worker).toEqual({ averageRating: '4.00', totalReviews: 1 });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, body.review.id));
    expect(row).toMatchObject({ hireId: employer.hire.id, reviewerUserId: employer.user.id, source: 'hire' });
    expect(await workerRating(w.id)).toEqual({ averageRating: '4.00', totalReviews: 1 });
  });

  it('refuses a second review for the same hire, and allows one for a second accepted hire', async () => {
    const w = await createWorker(t.db);
    const employer = await employerWithAcceptedHire(w.id);
    const first = await postReview(employer.cookie, { workerId: w.id, rating: 5, review: 'First job' });
    expect(first.statusCode).toBe(201);
    const second = await postReview(employer.cookie, { workerId: w.id, rating: 1, review: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: REVIEW_INELIGIBLE_REASONS.alreadyReviewed,
      reason: 'alreadyReviewed',
    });
    expect(await workerRating(w.id)).toEqual({ averageRating: '5.00', totalReviews: 1 });

    const laterHire = await hire(employer.user.id, w.id, 'completed');
    const third = await postReview(employer.cookie, { workerId: w.id, rating: 2, review: 'Second job' });
    expect(third.statusCode).toBe(201);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, third.json().review.id));
    expect(row!.hireId).toBe(laterHire.id);
    expect(await workerRating(w.id)).toEqual({ averageRating: '3.50', totalReviews: 2 });
  });

  it('refuses a worker reviewing themself, even with a hire of their own profile', async () => {
    const owner = await signedInUser(t.db, t.config);
    const w = await createWorker(t.db, { userId: owner.user.id });
    await hire(owner.user.id, w.id);
    const res = await postReview(owner.cookie, { workerId: w.id, rating: 5, review: 'I am great' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REVIEW_INELIGIBLE_REASONS.ownProfile);
    expect(await reviewCount(w.id)).toBe(0);
  });

  it.each([
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['a fractional rating', { rating: 3.5 }],
    ['a rating as text', { rating: '5' }],
    ['no rating', { rating: undefined }],
  ])('refuses %s with 400 and writes nothing', async (_name, patch) => {
    const w = await createWorker(t.db);
    const employer = await employerWithAcceptedHire(w.id);
    const res = await postReview(employer.cookie, { workerId: w.id, review: 'Fine', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Rating must be a whole number from 1 to 5',
      field: 'rating',
    });
    expect(await reviewCount(w.id)).toBe(0);
  });

  it('refuses an empty or whitespace review with the Review Required text, and an over-long one', async () => {
    const w = await createWorker(t.db);
    const employer = await employerWithAcceptedHire(w.id);
    for (const review of ['', '   ', undefined]) {
      const res = await postReview(employer.cookie, { workerId: w.id, rating: 5, review });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please write a review before submitting.');
    }
    const long = await postReview(employer.cookie, { workerId: w.id, rating: 5, review: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Review must be at most 2000 characters');
    expect(await reviewCount(w.id)).toBe(0);
  });

  it('answers 404 Worker Not Found for an unknown worker and 400 for a malformed id', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const unknown = await postReview(cookie, {
      workerId: '00000000-0000-4000-8000-000000000000',
      rating: 5,
      review: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Worker Not Found');
    const malformed = await postReview(cookie, { workerId: 'nope', rating: 5, review: 'Hi' });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps averageRating and totalReviews exact under twenty concurrent reviews', async () => {
    const w = await createWorker(t.db);
    const employers = await Promise.all(Array.from({ length: 20 }, () => employerWithAcceptedHire(w.id)));
    // Mixed ratings (mean 3.40): a lost or doubled review would move it.
    const ratings = employers.map((_, i) => [5, 4, 1, 3, 2, 5, 4][i % 7]!);
    const results = await Promise.all(
      employers.map((e, i) =>
        postReview(e.cookie, { workerId: w.id, rating: ratings[i], review: `Review ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const sum = ratings.reduce((a, b) => a + b, 0);
    const expected = (Math.round((sum / 20) * 100) / 100).toFixed(2);
    expect(await workerRating(w.id)).toEqual({ averageRating: expected, totalReviews: 20 });
    expect(await reviewCount(w.id)).toBe(20);
  });

  // PostgreSQL only: PGlite has one connection, so no request can wait on a lock another transaction holds.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'counts a review committed while this one waited for the worker lock',
    async () => {
      const w = await createWorker(t.db);
      const first = await employerWithAcceptedHire(w.id);
      const second = await employerWithAcceptedHire(w.id);
      let locked!: () => void;
      let release!: () => void;
      const lockHeld = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Another request's transaction: it holds the worker's lock, and writes its review (revealed at the database's
      // clock, after this one's request began) only once the request below is queued behind it.
      const holder = t.db.transaction(async (tx) => {
        await lockWorkerForReview(tx, w.id);
        locked();
        await released;
        await tx.insert(reviews).values({
          workerId: w.id,
          reviewerUserId: first.user.id,
          hireId: first.hire.id,
          rating: 1,
          review: 'Committed first',
          source: 'hire',
          revealAt: sql`clock_timestamp()`,
        });
        await recomputeWorkerRating(tx, w.id);
      });
      await lockHeld;
      const pending = postReview(second.cookie, { workerId: w.id, rating: 5, review: 'Waited for the lock' });
      await expect
        .poll(async () => {
          const [row] = await t.database.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          return row?.n ?? 0;
        })
        .toBeGreaterThan(0);
      release();
      await holder;
      const res = await pending;
      expect(res.statusCode).toBe(201);
      expect(res.json().worker).toEqual({ averageRating: '3.00', totalReviews: 2 });
      expect(await workerRating(w.id)).toEqual({ averageRating: '3.00', totalReviews: 2 });
    },
  );

  it('lets one employer post the same review twice at once for one hire only once', async () => {
    const w = await createWorker(t.db);
    const employer = await employerWithAcceptedHire(w.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        postReview(employer.cookie, { workerId: w.id, rating: 3, review: 'Same' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await workerRating(w.id)).toEqual({ averageRating: '3.00', totalReviews: 1 });
  });

  it('stores review text with HTML exactly as given and returns it as a JSON string, never markup', async () => {
    const w = await createWorker(t.db);
    const employer = await employerWithAcceptedHire(w.id);
    const text = '<script>alert("x")</script><b>Bold</b> & <img src=x onerror=alert(1)>';
    const res = await postReview(employer.cookie, {
      workerId: w.id,
      rating: 5,
      review: text,
      jobType: '<i>Cook</i>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.workerId, w.id));
    expect(row!.review).toBe(text);
    expect(row!.jobType).toBe('<i>Cook</i>');
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/workers/${w.id}`,
      headers: { cookie: employer.cookie },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-type']).toMatch(/^application\/json/);
    expect(profile.json().reviews[0].review).toBe(text);
  });

  describe('GET /api/reviews/eligibility', () => {
    async function eligibility(cookie: string | undefined, workerId: string) {
      return t.app.inject({
        method: 'GET',
        url: `/api/reviews/eligibility?workerId=${workerId}`,
        headers: cookie ? { cookie } : {},
      });
    }

    it('says who may review and why not otherwise', async () => {
      const owner = await signedInUser(t.db, t.config);
      const w = await createWorker(t.db, { userId: owner.user.id });
      const stranger = await signedInUser(t.db, t.config);
      const employer = await employerWithAcceptedHire(w.id);

      expect((await eligibility(undefined, w.id)).json()).toEqual({
        canReview: false,
        reason: 'signedOut',
        message: REVIEW_INELIGIBLE_REASONS.signedOut,
      });
      expect((await eligibility(owner.cookie, w.id)).json()).toMatchObject({
        canReview: false,
        reason: 'ownProfile',
      });
      expect((await eligibility(stranger.cookie, w.id)).json()).toEqual({
        canReview: false,
        reason: 'noAcceptedHire',
        message: REVIEW_INELIGIBLE_REASONS.noAcceptedHire,
      });
      expect((await eligibility(employer.cookie, w.id)).json()).toEqual({
        canReview: true,
        reason: null,
        message: null,
      });
      await postReview(employer.cookie, { workerId: w.id, rating: 5, review: 'Great' });
      expect((await eligibility(employer.cookie, w.id)).json()).toMatchObject({
        canReview: false,
        reason: 'alreadyReviewed',
      });
    });

    it('answers 404 for an unknown worker', async () => {
      const { cookie } = await signedInUser(t.db, t.config);
      const res = await eligibility(cookie, '00000000-0000-4000-8000-000000000000');
      expect(res.statusCode).toBe(404);
    });
  });
});
