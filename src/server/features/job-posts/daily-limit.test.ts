// Issue 31, item 7: closing and reposting does not get round the free plan's open-job limit; the day's new posts are
// capped per employer (JOB_POSTS_PER_DAY_LIMIT), counted by the South African day.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobPayload, jobsTestApp, subscribe, verifiedEmployer } from '../../../../tests/support/job-posts.js';
import { DAY_MS, JOB_POSTS_PER_DAY_LIMIT, OPEN_JOB_POSTS_LIMIT } from '../../../shared/constants.js';
import { JOB_POST_MESSAGES, jobPostSchema } from '../../../shared/schemas/job-posts.js';
import { jobPosts } from '../../db/schema.js';
import { startOfSouthAfricanDay } from './daily-limit.js';
import { createJobPost, jobPostRow } from './posting.js';

const { t, api } = jobsTestApp();

describe('new job posts a day', () => {
  it(`stops a free employer who closes and reposts at ${JOB_POSTS_PER_DAY_LIMIT.free} posts a day with 429`, async () => {
    const { user, cookie } = await verifiedEmployer(t);
    for (let i = 0; i < JOB_POSTS_PER_DAY_LIMIT.free; i++) {
      const id = await api.postJob(cookie);
      expect((await api.close(cookie, id)).statusCode).toBe(200);
    }
    const refused = await api.post(cookie, jobPayload());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(JOB_POST_MESSAGES.dailyPostsLimit);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const posts = await t.db.select().from(jobPosts).where(eq(jobPosts.employerUserId, user.id));
    expect(posts).toHaveLength(JOB_POSTS_PER_DAY_LIMIT.free);
    expect(OPEN_JOB_POSTS_LIMIT.free).toBeLessThan(JOB_POSTS_PER_DAY_LIMIT.free);
  });

  it('counts by the South African day: a minute after its midnight the employer may post again', async () => {
    const { user } = await verifiedEmployer(t);
    const midnight = new Date(startOfSouthAfricanDay(new Date()).getTime() + DAY_MS);
    const job = jobPostSchema.parse(jobPayload());
    const lateEvening = new Date(midnight.getTime() - 60_000);
    for (let i = 0; i < JOB_POSTS_PER_DAY_LIMIT.free; i++) {
      const { id } = await createJobPost(t.db, { employerUserId: user.id, job }, lateEvening);
      await t.db.update(jobPosts).set({ status: 'closed' }).where(eq(jobPosts.id, id));
    }
    await expect(createJobPost(t.db, { employerUserId: user.id, job }, lateEvening)).rejects.toMatchObject({
      statusCode: 429,
    });
    const nextDay = new Date(midnight.getTime() + 60_000);
    await expect(createJobPost(t.db, { employerUserId: user.id, job }, nextDay)).resolves.toHaveProperty(
      'id',
    );
  });

  it(`stops a subscriber at ${JOB_POSTS_PER_DAY_LIMIT.subscribed} posts a day`, async () => {
    const { user } = await verifiedEmployer(t);
    await subscribe(t, user.id);
    const job = jobPostSchema.parse(jobPayload());
    const now = new Date();
    const rows = Array.from({ length: JOB_POSTS_PER_DAY_LIMIT.subscribed }, () => ({
      ...jobPostRow(user.id, job, now),
      status: 'closed' as const,
    }));
    await t.db.insert(jobPosts).values(rows);
    await expect(createJobPost(t.db, { employerUserId: user.id, job }, now)).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
