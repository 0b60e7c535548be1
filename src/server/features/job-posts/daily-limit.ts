// The daily cap on new job posts (issue 31): the open-job limit alone let a free employer close and repost without
// end, so every post made this South African day counts, whatever its status now.
import { and, count, eq, gte } from 'drizzle-orm';
import { JOB_POSTS_PER_DAY_LIMIT } from '../../../shared/constants.js';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import { JOB_POST_MESSAGES } from '../../../shared/schemas/job-posts.js';
import type { Tx } from '../../db/client.js';
import { jobPosts } from '../../db/schema.js';
import { tooManyRequests } from '../../lib/http-error.js';

/** Midnight in South Africa (UTC+2 all year) of the day `now` falls in. */
export function startOfSouthAfricanDay(now: Date): Date {
  return new Date(`${todayInSouthAfrica(now)}T00:00:00+02:00`);
}

/**
 * Throws 429 (Retry-After: until the South African midnight) when the employer has made the day's posts of the plan.
 * Runs under createJobPost's lock on the employer's row, so parallel posts cannot race past it.
 */
export async function assertDailyPostsLeft(
  tx: Tx,
  employerUserId: string,
  subscribed: boolean,
  now: Date,
): Promise<void> {
  const limit = subscribed ? JOB_POSTS_PER_DAY_LIMIT.subscribed : JOB_POSTS_PER_DAY_LIMIT.free;
  const dayStart = startOfSouthAfricanDay(now);
  const [row] = await tx
    .select({ n: count() })
    .from(jobPosts)
    .where(and(eq(jobPosts.employerUserId, employerUserId), gte(jobPosts.createdAt, dayStart)));
  if ((row?.n ?? 0) < limit) return;
  const untilMidnight = Math.ceil((dayStart.getTime() + 86_400_000 - now.getTime()) / 1000);
  throw tooManyRequests(JOB_POST_MESSAGES.dailyPostsLimit, Math.max(1, untilMidnight));
}
