// Hiding a worker's review of an employer (issue 20 loose end): the console lists it, marked as of an employer;
// hidden with a reason it leaves the employer's rating and the low-rating flag (employerReviewShownSql), audited;
// shown again it counts again. A report about it is resolved by hiding it.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin, signedInWorker } from '../../../../tests/support/admin.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { hireBetween, verifiedEmployerNamed } from '../../../../tests/support/trust.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { DAY_MS } from '../../../shared/constants.js';
import type { AdminReport, AdminReview, AdminReviewsPage } from '../../../shared/schemas/admin.js';
import type { EmployerProfile } from '../../../shared/schemas/trust.js';
import { auditLog, employerReviews } from '../../db/schema.js';

let t: TestApp;
withTestApp({}, (built) => {
  t = built;
});
const api = jsonClient(() => t);

/** An employer rated 1, 2 and 2 stars by three workers, long revealed: flagged low. */
async function lowRatedEmployer(name: string) {
  const employer = await verifiedEmployerNamed(t, name);
  const old = new Date(Date.now() - 20 * DAY_MS);
  const written = [];
  for (const [i, rating] of [1, 2, 2].entries()) {
    const worker = await signedInWorker(t);
    const hireId = await hireBetween(t, employer.user.id, worker.worker.id, 'completed', old);
    const [row] = await t.db
      .insert(employerReviews)
      .values({
        hireId,
        employerUserId: employer.user.id,
        workerId: worker.worker.id,
        reviewerUserId: worker.user.id,
        rating,
        review: `Rude ${i}`,
        revealAt: old,
        createdAt: new Date(old.getTime() + i * 1000),
      })
      .returning();
    written.push({ worker, review: row! });
  }
  return { employer, written };
}

describe('hiding a review of an employer', () => {
  it('lists it as of an employer, takes it out of the rating and the flag, audits, and shows it again', async () => {
    const admin = await signedInAdmin(t);
    const { employer, written } = await lowRatedEmployer('Moderated');
    const viewer = written[0]!.worker;
    const target = written[2]!.review;
    const flagged = async () => {
      const found = await api.ok<{ id: string; lowRatingFlag: boolean }[]>(
        api.get('/api/admin/users?q=Moderated', admin.cookie),
      );
      return found.find((u) => u.id === employer.user.id)?.lowRatingFlag;
    };
    const rating = async () =>
      (await api.ok<EmployerProfile>(api.get(`/api/employers/${employer.user.id}`, viewer.cookie))).rating;

    const listed = (await api.ok<AdminReviewsPage>(api.get('/api/admin/reviews?q=Moderated', admin.cookie)))
      .reviews;
    expect(listed.map((r) => [r.of, r.employer?.name, r.employer?.phoneNumber, r.rating])).toEqual([
      ['employer', 'Moderated', employer.user.phoneNumber, 2],
      ['employer', 'Moderated', employer.user.phoneNumber, 2],
      ['employer', 'Moderated', employer.user.phoneNumber, 1],
    ]);
    expect(listed[0]).toMatchObject({
      id: target.id,
      workerId: written[2]!.worker.worker.id,
      hiddenAt: null,
    });
    expect(await flagged()).toBe(true);
    expect((await rating()).totalReviews).toBe(3);

    const hidden = await api.ok<AdminReview>(
      api.post(`/api/admin/reviews/${target.id}/hide`, admin.cookie, {
        reason: 'Names the employer’s child',
      }),
    );
    expect(hidden).toMatchObject({ of: 'employer', hiddenReason: 'Names the employer’s child' });
    expect(hidden.hiddenAt).not.toBeNull();
    expect(await flagged()).toBe(false);
    expect(await rating()).toEqual({ averageRating: '1.50', totalReviews: 2 });
    const profileFor = (cookie: string) =>
      api.ok<EmployerProfile>(api.get(`/api/employers/${employer.user.id}`, cookie));
    const byAuthor = await profileFor(written[2]!.worker.cookie);
    expect(byAuthor.reviews.find((r) => r.id === target.id)?.hiddenReason).toBe('Names the employer’s child');
    const byOther = await profileFor(viewer.cookie);
    expect(byOther.reviews.map((r) => r.id)).not.toContain(target.id);
    expect(byOther.reviews.every((r) => r.hiddenReason === null)).toBe(true);
    const hiddenOnly = (
      await api.ok<AdminReviewsPage>(api.get('/api/admin/reviews?q=Moderated&show=hidden', admin.cookie))
    ).reviews;
    expect(hiddenOnly.map((r) => r.id)).toEqual([target.id]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, target.id), eq(auditLog.action, 'review.hidden')));
    expect(entry).toMatchObject({ subjectType: 'employer_review', actorUserId: admin.user.id });

    await api.ok(api.post(`/api/admin/reviews/${target.id}/show`, admin.cookie));
    expect(await flagged()).toBe(true);
    expect((await rating()).totalReviews).toBe(3);
    const shown = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, target.id));
    expect(shown.map((e) => e.action).sort()).toEqual(['review.hidden', 'review.shown']);
  });

  it('is hidden by resolving a report about it, which closes the report', async () => {
    const admin = await signedInAdmin(t);
    const { employer, written } = await lowRatedEmployer('Reporting');
    const target = written[0]!.review;
    const res = await api.post('/api/reports', employer.cookie, {
      subjectType: 'review',
      subjectId: target.id,
      reason: 'fake',
    });
    expect(res.statusCode, res.body).toBe(201);
    const queue = await api.ok<AdminReport[]>(api.get('/api/admin/reports', admin.cookie));
    const report = queue.find((r) => r.subjectId === target.id)!;
    expect(report.subjectSummary).toBe('Reporting, 1/5: Rude 0');
    const done = await api.ok<{ resolved: number }>(
      api.post(`/api/admin/reports/${report.id}/resolve`, admin.cookie, {
        action: 'hide_review',
        note: 'Not about this hire',
      }),
    );
    expect(done.resolved).toBe(1);
    const [row] = await t.db.select().from(employerReviews).where(eq(employerReviews.id, target.id));
    expect(row?.hiddenReason).toBe('Not about this hire');
    expect(row?.hiddenAt).not.toBeNull();
  });
});
