// GET /api/me/activity: the home page's Recent Activity (issue 32), the person's own latest hires (asked and
// received), job posts and reviews written, newest first, at most RECENT_ACTIVITY_LIMIT; nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, sessionCookie, signedInUser } from '../../../../tests/support/factories.js';
import { jobsClient, verifiedEmployer } from '../../../../tests/support/job-posts.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { hireBetween } from '../../../../tests/support/trust.js';
import { RECENT_ACTIVITY_LIMIT } from '../../../shared/schemas/me.js';
import { reviews } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function activity(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/me/activity', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { kind: string; name: string; link: string }[];
}

describe('recent activity', () => {
  it("lists an employer's hires, job posts and reviews, newest first, and the worker's received hire", async () => {
    const employer = await verifiedEmployer(t, { firstName: 'Marike' });
    const sipho = await createWorker(t.db, { fullName: 'Sipho Dlamini' });
    const lerato = await createWorker(t.db, { fullName: 'Lerato Mokoena' });
    const minute = 60_000;
    const start = Date.now() - 60 * minute;
    await hireBetween(t, employer.user.id, sipho.id, 'accepted', new Date(start));
    await hireBetween(t, employer.user.id, lerato.id, 'requested', new Date(start + 10 * minute));
    await t.db.insert(reviews).values({
      workerId: sipho.id,
      reviewerUserId: employer.user.id,
      rating: 5,
      source: 'hire',
      createdAt: new Date(start + 20 * minute),
    });
    const jobId = await jobsClient(t).postJob(employer.cookie, { title: 'Garden clean-up' });

    expect(await activity(employer.cookie)).toEqual([
      expect.objectContaining({ kind: 'job_posted', name: 'Garden clean-up', link: `/jobs/${jobId}` }),
      expect.objectContaining({ kind: 'review_written', name: 'Sipho Dlamini', link: `/worker/${sipho.id}` }),
      expect.objectContaining({ kind: 'hire_made', name: 'Lerato Mokoena', link: `/worker/${lerato.id}` }),
      expect.objectContaining({ kind: 'hire_made', name: 'Sipho Dlamini' }),
    ]);

    const siphoCookie = await sessionCookie(t.db, t.config, sipho.userId);
    expect(await activity(siphoCookie)).toEqual([
      expect.objectContaining({ kind: 'hire_received', name: 'Marike', link: '/worker-dashboard' }),
    ]);
  });

  it(`shows at most ${RECENT_ACTIVITY_LIMIT}, and nothing for someone new`, async () => {
    const employer = await verifiedEmployer(t);
    for (let i = 0; i < RECENT_ACTIVITY_LIMIT + 2; i++) {
      const worker = await createWorker(t.db);
      await hireBetween(t, employer.user.id, worker.id, 'declined', new Date(Date.now() - i * 1000));
    }
    expect(await activity(employer.cookie)).toHaveLength(RECENT_ACTIVITY_LIMIT);
    const { cookie } = await signedInUser(t.db, t.config);
    expect(await activity(cookie)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/activity' })).statusCode).toBe(401);
  });
});
