// The console's reviews a page at a time (issue 20, decision 0239): reviews of workers and of employers on one list,
// newest first, ADMIN_REVIEWS_PAGE_SIZE a page, with the total and the next page's number; the search and the
// visible/hidden filter page the same way; a page number out of range is refused with a clear message.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin, signedInWorker } from '../../../../tests/support/admin.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { hireBetween, verifiedEmployerNamed } from '../../../../tests/support/trust.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_MAX,
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReviewsPage,
} from '../../../shared/schemas/admin.js';
import { auditLog, employerReviews, reviews } from '../../db/schema.js';

let t: TestApp;
withTestApp({}, (built) => {
  t = built;
});
const api = jsonClient(() => t);

/** Two and a half pages: every third review is a worker's review of an employer; pairs share their minute. */
const WRITTEN = ADMIN_REVIEWS_PAGE_SIZE * 2 + ADMIN_REVIEWS_PAGE_SIZE / 2;
const BASE = Date.parse('2026-06-01T08:00:00Z');

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
/** Every review written, in the order the console lists them: newest first, the id deciding a tie. */
let newestFirst: { id: string; of: 'worker' | 'employer' }[];

beforeAll(async () => {
  admin = await signedInAdmin(t);
  const worker = await signedInWorker(t);
  const employer = await verifiedEmployerNamed(t, 'Lindiwe');
  const written: { id: string; of: 'worker' | 'employer'; at: number }[] = [];
  for (let i = 0; i < WRITTEN; i++) {
    // Two reviews a minute, so ties on the date are decided by the id and never split or repeat across pages.
    const createdAt = new Date(BASE + Math.floor(i / 2) * 60_000);
    if (i % 3 === 0) {
      const hireId = await hireBetween(t, employer.user.id, worker.worker.id, 'completed', createdAt);
      const [row] = await t.db
        .insert(employerReviews)
        .values({
          hireId,
          employerUserId: employer.user.id,
          workerId: worker.worker.id,
          reviewerUserId: worker.user.id,
          rating: 4,
          review: `Paged review ${i}`,
          revealAt: createdAt,
          createdAt,
        })
        .returning();
      written.push({ id: row!.id, of: 'employer', at: createdAt.getTime() });
    } else {
      const [row] = await t.db
        .insert(reviews)
        .values({
          workerId: worker.worker.id,
          rating: 5,
          review: `Paged review ${i}`,
          source: 'link',
          createdAt,
        })
        .returning();
      written.push({ id: row!.id, of: 'worker', at: createdAt.getTime() });
    }
  }
  newestFirst = written
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map(({ id, of }) => ({ id, of }));
});

const pageOf = (query: string) =>
  api.ok<AdminReviewsPage>(api.get(`/api/admin/reviews?q=Paged&${query}`, admin.cookie));
const keys = (page: AdminReviewsPage) => page.reviews.map((r) => ({ id: r.id, of: r.of }));

describe('the console’s reviews, a page at a time', () => {
  it('answers the first, next and last page of both kinds together, newest first, with the total', async () => {
    const first = await pageOf('');
    expect(first).toMatchObject({
      total: WRITTEN,
      page: 1,
      pageSize: ADMIN_REVIEWS_PAGE_SIZE,
      nextPage: 2,
    });
    expect(keys(first)).toEqual(newestFirst.slice(0, ADMIN_REVIEWS_PAGE_SIZE));
    expect(new Set(first.reviews.map((r) => r.of))).toEqual(new Set(['worker', 'employer']));

    const second = await pageOf(`page=${first.nextPage}`);
    expect(second).toMatchObject({ total: WRITTEN, page: 2, nextPage: 3 });
    expect(keys(second)).toEqual(newestFirst.slice(ADMIN_REVIEWS_PAGE_SIZE, ADMIN_REVIEWS_PAGE_SIZE * 2));

    const last = await pageOf('page=3');
    expect(last).toMatchObject({ total: WRITTEN, page: 3, nextPage: null });
    expect(keys(last)).toEqual(newestFirst.slice(ADMIN_REVIEWS_PAGE_SIZE * 2));

    // Past the last page (it shrank since the admin opened it): no reviews, and the total to go back by.
    const past = await pageOf('page=4');
    expect(past).toMatchObject({ reviews: [], total: WRITTEN, page: 4, nextPage: null });
  });

  it('pages the visible and hidden filters, and the search, the same way', async () => {
    const hideIds = newestFirst.slice(0, 3).map((r) => r.id);
    for (const id of hideIds) {
      await api.ok(api.post(`/api/admin/reviews/${id}/hide`, admin.cookie, { reason: 'Paging test' }));
    }
    const hidden = await pageOf('show=hidden');
    expect(hidden).toMatchObject({ total: 3, page: 1, nextPage: null });
    expect(hidden.reviews.map((r) => r.id)).toEqual(hideIds);

    const visible = await pageOf('show=visible&page=3');
    expect(visible).toMatchObject({ total: WRITTEN - 3, page: 3, nextPage: null });
    expect(keys(visible)).toEqual(newestFirst.slice(3 + ADMIN_REVIEWS_PAGE_SIZE * 2));

    // One review's words: one page of one.
    const one = await api.ok<AdminReviewsPage>(
      api.get(`/api/admin/reviews?q=${encodeURIComponent('Paged review 7')}`, admin.cookie),
    );
    expect(one).toMatchObject({ total: 1, page: 1, nextPage: null });
    for (const id of hideIds) await api.ok(api.post(`/api/admin/reviews/${id}/show`, admin.cookie));
  });

  it('audits each page seen', async () => {
    await pageOf('page=2');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.reviews.searched'), eq(auditLog.actorUserId, admin.user.id)));
    expect(entries.map((e) => e.details)).toContainEqual({
      show: 'all',
      page: 2,
      results: ADMIN_REVIEWS_PAGE_SIZE,
      total: WRITTEN,
    });
  });

  it('refuses a page number that is not a whole number from 1 to the last page allowed', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', String(ADMIN_PAGE_MAX + 1)]) {
      const res = await api.get(`/api/admin/reviews?page=${page}`, admin.cookie);
      expect([res.statusCode, res.json()], page).toEqual([
        400,
        { message: ADMIN_MESSAGES.badPage, code: 'validation', field: 'page' },
      ]);
    }
    expect((await api.get(`/api/admin/reviews?page=${ADMIN_PAGE_MAX}`, admin.cookie)).statusCode).toBe(200);
  });
});
