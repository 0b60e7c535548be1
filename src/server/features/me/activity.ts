// GET /api/me/activity: the person's latest doings for the home page's Recent Activity card (issue 32): hires they
// asked for and hire requests they received, job posts and reviews they wrote, newest first.
import { desc, eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { RECENT_ACTIVITY_LIMIT, type RecentActivity } from '../../../shared/schemas/me.js';
import type { Db } from '../../db/client.js';
import { hires, jobPosts, reviews, users, workers } from '../../db/schema.js';
import { employerPersonName } from '../../domain/visibility.js';

type Item = RecentActivity['items'][number];

export async function recentActivity(
  db: Db,
  userId: string,
  language: LanguageCode,
): Promise<RecentActivity> {
  const limit = RECENT_ACTIVITY_LIMIT;
  const [made, received, posted, written] = await Promise.all([
    db
      .select({ id: hires.id, at: hires.createdAt, workerId: workers.id, name: workers.fullName })
      .from(hires)
      .innerJoin(workers, eq(workers.id, hires.workerId))
      .where(eq(hires.employerUserId, userId))
      .orderBy(desc(hires.createdAt))
      .limit(limit),
    db
      .select({
        id: hires.id,
        at: hires.createdAt,
        firstName: users.firstName,
        companyName: users.companyName,
      })
      .from(hires)
      .innerJoin(workers, eq(workers.id, hires.workerId))
      .innerJoin(users, eq(users.id, hires.employerUserId))
      .where(eq(workers.userId, userId))
      .orderBy(desc(hires.createdAt))
      .limit(limit),
    db
      .select({ id: jobPosts.id, at: jobPosts.createdAt, title: jobPosts.title })
      .from(jobPosts)
      .where(eq(jobPosts.employerUserId, userId))
      .orderBy(desc(jobPosts.createdAt))
      .limit(limit),
    db
      .select({ id: reviews.id, at: reviews.createdAt, workerId: workers.id, name: workers.fullName })
      .from(reviews)
      .innerJoin(workers, eq(workers.id, reviews.workerId))
      .where(eq(reviews.reviewerUserId, userId))
      .orderBy(desc(reviews.createdAt))
      .limit(limit),
  ]);
  const items: (Item & { time: number })[] = [
    ...made.map((h) => item('hire_made', h.id, h.name, h.at, `/worker/${h.workerId}`)),
    ...received.map((h) =>
      item('hire_received', h.id, employerPersonName(h, language), h.at, '/worker-dashboard'),
    ),
    ...posted.map((j) => item('job_posted', j.id, j.title, j.at, `/jobs/${j.id}`)),
    ...written.map((r) => item('review_written', r.id, r.name, r.at, `/worker/${r.workerId}`)),
  ];
  items.sort((a, b) => b.time - a.time);
  return { items: items.slice(0, limit).map(({ time: _time, ...rest }) => rest) };
}

function item(kind: Item['kind'], id: string, name: string, at: Date, link: string): Item & { time: number } {
  return { kind, id, name, at: at.toISOString(), link, time: at.getTime() };
}
