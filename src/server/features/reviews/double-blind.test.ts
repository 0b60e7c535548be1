// The double-blind of a hire's two reviews (issue 20, decision 0230) over HTTP on a real database: neither side's
// review (text or rating) shows or counts after one review; both do after the second; one alone shows after 14 days
// (fixed clock). Reviews through a request link are not blind. And the admins' flag on an employer rated low by
// several workers (decision 0236).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin, signedInWorker } from '../../../../tests/support/admin.js';
import { signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { acceptedHire, hireBetween, verifiedEmployerNamed } from '../../../../tests/support/trust.js';
import { DAY_MS } from '../../../shared/constants.js';
import { jobs, workers } from '../../db/schema.js';
import { createEmployerReview, employerRating, recountAfterReveal } from './employer-reviews.js';
import { createReview } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const api = jsonClient(() => t);

async function storedRating(workerId: string) {
  const [w] = await t.db
    .select({ averageRating: workers.averageRating, totalReviews: workers.totalReviews })
    .from(workers)
    .where(eq(workers.id, workerId));
  return w;
}

describe('the double-blind of a hire’s two reviews', () => {
  it('shows neither review after one, both after the second', async () => {
    const { employer, worker, hireId } = await acceptedHire(t, 'Karen');
    const stranger = await signedInUser(t.db, t.config);

    await api.ok(
      api.post('/api/reviews', employer.cookie, {
        workerId: worker.worker.id,
        rating: 2,
        review: 'Late twice',
      }),
      201,
    );
    const before = await api.ok<{ reviews: unknown[]; totalReviews: number }>(
      api.get(`/api/workers/${worker.worker.id}`, stranger.cookie),
    );
    expect(before.reviews).toEqual([]);
    expect(before.totalReviews).toBe(0);
    expect(await storedRating(worker.worker.id)).toEqual({ averageRating: '0.00', totalReviews: 0 });
    // Its author still sees it, as her own.
    const own = await api.ok<{ reviews: { isOwnReview: boolean }[] }>(
      api.get(`/api/workers/${worker.worker.id}`, employer.cookie),
    );
    expect(own.reviews).toEqual([expect.objectContaining({ isOwnReview: true, review: 'Late twice' })]);

    const answer = await api.ok<{ review: { revealAt: string } }>(
      api.post(`/api/hires/${hireId}/employer-review`, worker.cookie, { rating: 5, review: 'Kind and fair' }),
      201,
    );
    expect(new Date(answer.review.revealAt).getTime()).toBeLessThanOrEqual(Date.now());

    const after = await api.ok<{
      reviews: { review: string }[];
      totalReviews: number;
      averageRating: string;
    }>(api.get(`/api/workers/${worker.worker.id}`, stranger.cookie));
    expect(after.reviews.map((r) => r.review)).toEqual(['Late twice']);
    expect(after).toMatchObject({ totalReviews: 1, averageRating: '2.00' });
    const profile = await api.ok<{ rating: unknown; reviews: { review: string }[] }>(
      api.get(`/api/employers/${employer.user.id}`, worker.cookie),
    );
    expect(profile.rating).toEqual({ averageRating: '5.00', totalReviews: 1 });
    expect(profile.reviews.map((r) => r.review)).toEqual(['Kind and fair']);
  });

  it('keeps the worker’s review of the employer hidden while the employer has not reviewed her', async () => {
    const { employer, worker, hireId } = await acceptedHire(t, 'Pieter');
    await api.ok(api.post(`/api/hires/${hireId}/employer-review`, worker.cookie, { rating: 1 }), 201);
    const profile = await api.ok<{ rating: unknown; reviews: unknown[] }>(
      api.get(`/api/employers/${employer.user.id}`, worker.cookie),
    );
    expect(profile).toMatchObject({ rating: { averageRating: '0.00', totalReviews: 0 }, reviews: [] });
    // Once per hire.
    const again = await api.post(`/api/hires/${hireId}/employer-review`, worker.cookie, { rating: 3 });
    expect(again.statusCode).toBe(409);
  });

  it('shows one review alone 14 days after it was written (fixed clock), counted in the rating then', async () => {
    const t0 = new Date('2026-01-05T08:00:00Z');
    const employer = await verifiedEmployerNamed(t, 'Lerato');
    const worker = await signedInWorker(t);
    const hireA = await hireBetween(t, employer.user.id, worker.worker.id, 'completed', t0);

    await createReview(
      t.db,
      { id: employer.user.id },
      { workerId: worker.worker.id, rating: 4, review: 'Good work', jobType: null },
      t.config.publicUrl,
      t0,
    );
    const [reveal] = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, 'reviews.reveal'), eq(jobs.dedupeKey, `reviews_reveal:${hireA}`)));
    expect(reveal?.runAt.toISOString()).toBe(new Date(t0.getTime() + 14 * DAY_MS).toISOString());

    await recountAfterReveal(t.db, hireA, new Date(t0.getTime() + 14 * DAY_MS - 60_000));
    expect(await storedRating(worker.worker.id)).toEqual({ averageRating: '0.00', totalReviews: 0 });
    await recountAfterReveal(t.db, hireA, new Date(t0.getTime() + 14 * DAY_MS));
    expect(await storedRating(worker.worker.id)).toEqual({ averageRating: '4.00', totalReviews: 1 });

    // The worker's side alone, on another hire: hidden on day 13, shown from day 14.
    const other = await verifiedEmployerNamed(t, 'Sipho');
    const hireB = await hireBetween(t, other.user.id, worker.worker.id, 'accepted', t0);
    await createEmployerReview(
      t.db,
      { hireId: hireB, workerUserId: worker.user.id, rating: 3, review: null },
      t0,
    );
    expect(await employerRating(t.db, other.user.id, new Date(t0.getTime() + 13 * DAY_MS))).toEqual({
      averageRating: '0.00',
      totalReviews: 0,
    });
    expect(await employerRating(t.db, other.user.id, new Date(t0.getTime() + 14 * DAY_MS))).toEqual({
      averageRating: '3.00',
      totalReviews: 1,
    });
  });

  it('refuses a rating before the worker accepted, and from anyone but the hired worker', async () => {
    const employer = await verifiedEmployerNamed(t, 'Mpho');
    const worker = await signedInWorker(t);
    const requested = await hireBetween(t, employer.user.id, worker.worker.id, 'requested');
    const early = await api.post(`/api/hires/${requested}/employer-review`, worker.cookie, { rating: 4 });
    expect(early.statusCode).toBe(409);
    const accepted = await hireBetween(t, employer.user.id, worker.worker.id);
    const byEmployer = await api.post(`/api/hires/${accepted}/employer-review`, employer.cookie, {
      rating: 4,
    });
    expect(byEmployer.statusCode).toBe(404);
    const bad = await api.post(`/api/hires/${accepted}/employer-review`, worker.cookie, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Rating must be a whole number from 1 to 5');
  });
});

describe('an employer rated low by several workers', () => {
  it('is flagged for the admins once three different workers rated 2 stars or less (revealed)', async () => {
    const admin = await signedInAdmin(t);
    const employer = await verifiedEmployerNamed(t, 'Flaggable');
    const old = new Date(Date.now() - 20 * DAY_MS);
    const flagged = async () => {
      const users = await api.ok<{ id: string; lowRatingFlag: boolean }[]>(
        api.get('/api/admin/users?q=Flaggable', admin.cookie),
      );
      return users.find((u) => u.id === employer.user.id)?.lowRatingFlag;
    };
    for (const rating of [1, 2]) {
      const worker = await signedInWorker(t);
      const hireId = await hireBetween(t, employer.user.id, worker.worker.id, 'completed', old);
      await createEmployerReview(t.db, { hireId, workerUserId: worker.user.id, rating, review: null }, old);
    }
    expect(await flagged()).toBe(false);
    const third = await signedInWorker(t);
    const hireId = await hireBetween(t, employer.user.id, third.worker.id, 'completed', old);
    await createEmployerReview(t.db, { hireId, workerUserId: third.user.id, rating: 2, review: null }, old);
    expect(await flagged()).toBe(true);
  });
});
