// Hiding a review (issue 20): it leaves the profile and the rating; its author still sees it with the reason;
// shown again it counts again. Resolving a report: hide the review, suspend, note or dismiss, closing every open
// report about the same subject at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin, signedInWorker } from '../../../../tests/support/admin.js';
import { signedInUser } from '../../../../tests/support/factories.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import {
  ADMIN_MESSAGES,
  type AdminReport,
  type AdminReview,
  type AdminReviewsPage,
} from '../../../shared/schemas/admin.js';
import type { WorkerProfile } from '../../../shared/schemas/search.js';
import { auditLog, reports, reviews, workers } from '../../db/schema.js';

let t: TestApp;
withTestApp({}, (built) => {
  t = built;
});
const api = jsonClient(() => t);

/** A worker with two hire reviews (5 and 1 stars) by two signed-in employers. */
async function reviewedWorker() {
  const worker = await signedInWorker(t);
  const fair = await signedInUser(t.db, t.config, { firstName: 'Fair' });
  const harsh = await signedInUser(t.db, t.config, { firstName: 'Harsh' });
  const [good, bad] = await t.db
    .insert(reviews)
    .values([
      {
        workerId: worker.worker.id,
        reviewerUserId: fair.user.id,
        rating: 5,
        review: 'Wonderful',
        source: 'hire',
      },
      {
        workerId: worker.worker.id,
        reviewerUserId: harsh.user.id,
        rating: 1,
        review: 'Insults',
        source: 'hire',
      },
    ])
    .returning();
  await t.db
    .update(workers)
    .set({ averageRating: '3.00', totalReviews: 2 })
    .where(eq(workers.id, worker.worker.id));
  return { worker, fair, harsh, good: good!, bad: bad! };
}

const profile = (workerId: string, cookie: string) =>
  api.ok<WorkerProfile>(api.get(`/api/workers/${workerId}`, cookie));

describe('hiding a review', () => {
  it('takes it off the profile and out of the rating, shows its author why, and can show it again', async () => {
    const admin = await signedInAdmin(t);
    const { worker, fair, harsh, bad } = await reviewedWorker();
    const hidden = await api.ok<AdminReview>(
      api.post(`/api/admin/reviews/${bad.id}/hide`, admin.cookie, { reason: 'Abusive language' }),
    );
    expect(hidden).toMatchObject({
      id: bad.id,
      hiddenReason: 'Abusive language',
      author: { id: harsh.user.id },
    });

    const seenByOthers = await profile(worker.worker.id, fair.cookie);
    expect(seenByOthers.reviews.map((r) => r.review)).toEqual(['Wonderful']);
    expect([seenByOthers.averageRating, seenByOthers.totalReviews]).toEqual(['5.00', 1]);
    expect(seenByOthers.reviews[0]).toMatchObject({ isOwnReview: true, hiddenReason: null });
    const seenByWorker = await profile(worker.worker.id, worker.cookie);
    expect(seenByWorker.reviews.map((r) => r.review)).toEqual(['Wonderful']);
    const seenByAuthor = await profile(worker.worker.id, harsh.cookie);
    expect(seenByAuthor.reviews.find((r) => r.id === bad.id)).toMatchObject({
      isOwnReview: true,
      hiddenReason: 'Abusive language',
    });

    const shown = await api.ok<AdminReview>(api.post(`/api/admin/reviews/${bad.id}/show`, admin.cookie));
    expect(shown.hiddenAt).toBeNull();
    const again = await profile(worker.worker.id, fair.cookie);
    expect([again.averageRating, again.totalReviews]).toEqual(['3.00', 2]);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, bad.id));
    expect(actions.map((a) => a.action)).toEqual(['review.hidden', 'review.shown']);
  });

  it('lists reviews by worker or text and by state, and needs a reason to hide', async () => {
    const admin = await signedInAdmin(t);
    const { bad } = await reviewedWorker();
    const noReason = await api.post(`/api/admin/reviews/${bad.id}/hide`, admin.cookie, {});
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, ADMIN_MESSAGES.reasonRequired]);
    const missing = await api.post(
      '/api/admin/reviews/00000000-0000-4000-8000-000000000000/hide',
      admin.cookie,
      {
        reason: 'x',
      },
    );
    expect(missing.statusCode).toBe(404);
    await api.ok(api.post(`/api/admin/reviews/${bad.id}/hide`, admin.cookie, { reason: 'Abuse' }));
    const hiddenOnes = (
      await api.ok<AdminReviewsPage>(api.get('/api/admin/reviews?show=hidden', admin.cookie))
    ).reviews;
    expect(hiddenOnes.map((r) => r.id)).toContain(bad.id);
    expect(hiddenOnes.every((r) => r.hiddenAt !== null)).toBe(true);
    const byText = (
      await api.ok<AdminReviewsPage>(api.get('/api/admin/reviews?q=insults&show=visible', admin.cookie))
    ).reviews;
    expect(byText.map((r) => r.id)).not.toContain(bad.id);
  });
});

describe('resolving reports', () => {
  it('hides a reported review and closes every open report about it', async () => {
    const admin = await signedInAdmin(t);
    const { worker, bad } = await reviewedWorker();
    const other = await signedInUser(t.db, t.config);
    for (const cookie of [worker.cookie, other.cookie]) {
      const res = await api.post('/api/reports', cookie, {
        subjectType: 'review',
        subjectId: bad.id,
        reason: 'offensive',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const queue = await api.ok<AdminReport[]>(api.get('/api/admin/reports', admin.cookie));
    const first = queue.find((r) => r.subjectId === bad.id)!;
    expect(first.openOnSubject).toBe(2);
    const wrongAction = await api.post(`/api/admin/reports/${first.id}/resolve`, admin.cookie, {
      action: 'hide_review',
    });
    expect([wrongAction.statusCode, wrongAction.json().field]).toEqual([400, 'note']);
    const done = await api.ok<{ resolved: number }>(
      api.post(`/api/admin/reports/${first.id}/resolve`, admin.cookie, {
        action: 'hide_review',
        note: 'Insulting',
      }),
    );
    expect(done.resolved).toBe(2);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, bad.id));
    expect(row).toMatchObject({ hiddenReason: 'Insulting', hiddenByUserId: admin.user.id });
    const open = await api.ok<AdminReport[]>(api.get('/api/admin/reports', admin.cookie));
    expect(open.filter((r) => r.subjectId === bad.id)).toEqual([]);
    const resolved = await api.ok<AdminReport[]>(api.get('/api/admin/reports?status=resolved', admin.cookie));
    expect(resolved.filter((r) => r.subjectId === bad.id).map((r) => r.resolution)).toEqual([
      'hide_review',
      'hide_review',
    ]);
    const again = await api.post(`/api/admin/reports/${first.id}/resolve`, admin.cookie, {
      action: 'dismiss',
    });
    expect(again.statusCode).toBe(409);
  });

  it('suspends the person behind a report, refuses to hide what is not a review, and dismisses or notes', async () => {
    const admin = await signedInAdmin(t);
    const reporter = await signedInUser(t.db, t.config);
    const a = await signedInWorker(t);
    const b = await signedInWorker(t);
    const report = async (workerId: string) =>
      (
        await api.ok<{ id: string }>(
          api.post('/api/reports', reporter.cookie, {
            subjectType: 'worker',
            subjectId: workerId,
            reason: 'scam',
          }),
          201,
        )
      ).id;
    const aReport = await report(a.worker.id);
    const notReview = await api.post(`/api/admin/reports/${aReport}/resolve`, admin.cookie, {
      action: 'hide_review',
      note: 'x',
    });
    expect([notReview.statusCode, notReview.json().message]).toEqual([400, ADMIN_MESSAGES.notAReview]);
    await api.ok(
      api.post(`/api/admin/reports/${aReport}/resolve`, admin.cookie, { action: 'suspend', note: 'Scam' }),
    );
    expect((await api.get('/api/auth/user', a.cookie)).statusCode).toBe(401);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, a.user.id));
    expect(audit.map((e) => [e.action, e.details?.reportId])).toEqual([['user.suspended', aReport]]);

    const bReport = await report(b.worker.id);
    await api.ok(
      api.post(`/api/admin/reports/${bReport}/resolve`, admin.cookie, { action: 'note', note: 'Called her' }),
    );
    const [noted] = await t.db.select().from(reports).where(eq(reports.id, bReport));
    expect(noted).toMatchObject({ status: 'resolved', resolution: 'note', resolutionNote: 'Called her' });
    expect((await api.get('/api/auth/user', b.cookie)).statusCode).toBe(200);
    // Reported again after that: a new open report, dismissed without a note.
    const bAgain = await report(b.worker.id);
    await api.ok(api.post(`/api/admin/reports/${bAgain}/resolve`, admin.cookie, { action: 'dismiss' }));
    const [dismissed] = await t.db.select().from(reports).where(eq(reports.id, bAgain));
    expect(dismissed).toMatchObject({ resolution: 'dismiss', resolutionNote: null });
  });
});
