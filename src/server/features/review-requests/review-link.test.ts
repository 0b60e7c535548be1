import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import { NOT_FOUND, reviewRequestClient } from '../../../../tests/support/review-requests.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { NAME_MESSAGES } from '../../../shared/schemas/names.js';
import { reviewRequests, reviews, workerReferences, workers } from '../../db/schema.js';

describe('review requests: the public link', () => {
  let t: TestApp;
  let c: ReturnType<typeof reviewRequestClient>;
  withTestApp({}, (app) => {
    t = app;
    c = reviewRequestClient(app);
  });

  it('shows the worker for a live token and 404 Review Not Found for an unknown one', async () => {
    const { token } = await c.newLink({
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
      received: false,
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/review-requests/not-a-real-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NOT_FOUND);
    const unknownSubmit = await c.submit('not-a-real-token', { rating: 5 });
    expect(unknownSubmit.statusCode).toBe(404);
  });

  it('records the review as a verified reference, named Anonymous by default, and updates the rating', async () => {
    const { token, worker } = await c.newLink();
    const res = await c.submit(token, {
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
    const { token, worker } = await c.newLink();
    const res = await c.submit(token, { rating: 5, review: '', jobType: '', employerName: '  Mr Naidoo ' });
    expect(res.statusCode).toBe(201);
    const [ref] = await t.db.select().from(workerReferences).where(eq(workerReferences.workerId, worker.id));
    expect(ref).toMatchObject({ referenceName: 'Mr Naidoo', testimonial: null });
    const [review] = await t.db.select().from(reviews).where(eq(reviews.workerId, worker.id));
    expect(review).toMatchObject({ rating: 5, review: null, jobType: null });
  });

  it('cannot be used again once used, and thanks its author when opened again', async () => {
    const { token, worker } = await c.newLink();
    expect((await c.submit(token, { rating: 5 })).statusCode).toBe(201);
    const again = await c.submit(token, { rating: 1 });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NOT_FOUND);
    // Opened again from the SMS, the used link says the review came in (issue 32), even once past its expiry.
    await t.db
      .update(reviewRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewRequests.workerId, worker.id));
    const lookup = await t.app.inject({ method: 'GET', url: `/api/review-requests/${token}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ worker: { fullName: worker.fullName }, received: true });
    const [w] = await t.db.select().from(workers).where(eq(workers.id, worker.id));
    expect(w).toMatchObject({ averageRating: '5.00', totalReviews: 1 });
  });

  it('is used once even when submitted five times at once', async () => {
    const { token, worker } = await c.newLink();
    const results = await Promise.all(Array.from({ length: 5 }, () => c.submit(token, { rating: 2 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404, 404, 404, 404]);
    expect(await t.db.select().from(reviews).where(eq(reviews.workerId, worker.id))).toHaveLength(1);
    expect(
      await t.db.select().from(workerReferences).where(eq(workerReferences.workerId, worker.id)),
    ).toHaveLength(1);
  });

  it('gives 404 once expired', async () => {
    const { token, worker } = await c.newLink();
    await t.db
      .update(reviewRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewRequests.workerId, worker.id));
    const lookup = await t.app.inject({ method: 'GET', url: `/api/review-requests/${token}` });
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json().message).toBe(NOT_FOUND);
    expect((await c.submit(token, { rating: 5 })).statusCode).toBe(404);
    expect(await t.db.select().from(reviews).where(eq(reviews.workerId, worker.id))).toEqual([]);
  });

  it.each([
    ['no rating', {}],
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
  ])('refuses %s with Please select a star rating and keeps the link live', async (_name, payload) => {
    const { token, worker } = await c.newLink();
    const res = await c.submit(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a star rating');
    const [row] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, worker.id));
    expect(row!.usedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/review-requests/${token}` })).statusCode).toBe(
      200,
    );
  });

  it('refuses an over-long review or name and keeps the link live', async () => {
    const { token } = await c.newLink();
    const long = await c.submit(token, { rating: 5, review: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Review must be at most 2000 characters');
    const name = await c.submit(token, { rating: 5, employerName: 'n'.repeat(61) });
    expect(name.statusCode).toBe(400);
    expect((await c.submit(token, { rating: 5 })).statusCode).toBe(201);
  });

  it('stores HTML in the review as plain text, returned verbatim on the profile; a name must be a name', async () => {
    const { token, worker } = await c.newLink();
    const text = '<img src=x onerror=alert(1)> Good & <b>honest</b>';
    const htmlName = await c.submit(token, { rating: 5, review: text, employerName: '<b>Boss</b>' });
    expect(htmlName.statusCode).toBe(400);
    expect(htmlName.json().message).toBe(NAME_MESSAGES.characters);
    expect((await c.submit(token, { rating: 5, review: text, employerName: "Boss O'Neil" })).statusCode).toBe(
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
      referenceName: "Boss O'Neil",
      testimonial: text,
      isVerified: true,
    });
  });
});
