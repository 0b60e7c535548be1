// "A job post is open and visible" in one place (issue 30, decision 0265). Two parts, which callers need apart:
// - open: status 'open' and not past its expiry. An open or filled job past `expires_at` is expired even before the
//   expiry sweep has run (its status in force); the open-job limit counts open jobs, hidden or not.
// - shown: not hidden, and nobody blocked between the viewer and the poster (domain/blocks.ts, decision 0233).
//   `hidden_at` is set by an admin's decision on a report and, for all of a poster's jobs, in the transaction that
//   suspends the poster (features/admin), so a suspended poster's jobs are hidden without a join to users: the hot
//   Jobs Near Me query keeps to its partial GiST index, whose predicate (db/tables/job-posts.ts) is these bare terms.
// The job page, applying, job alerts, Jobs Near Me and the employer's lists ask here: in TypeScript for a row already
// read, as Drizzle conditions, and as plain SQL for Jobs Near Me's one-round-trip script (decisions 0083, 0204).
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { JobStatus } from '../../shared/schemas/job-posts.js';
import type { DbOrTx } from '../db/client.js';
import { jobPosts } from '../db/schema.js';
import { blockedBetweenRawSql, isBlockedBetween } from './blocks.js';

type JobPostRow = typeof jobPosts.$inferSelect;

/** The status in force: an open or filled job past its expiry is expired, even before the expiry sweep has run. */
export function effectiveJobStatus(job: Pick<JobPostRow, 'status' | 'expiresAt'>, now: Date): JobStatus {
  const status = job.status as JobStatus;
  if ((status === 'open' || status === 'filled') && job.expiresAt.getTime() <= now.getTime())
    return 'expired';
  return status;
}

/** Open (status open, not past its expiry), as a Drizzle condition: the open-job limit counts these. */
export function jobOpenSql(now: Date): SQL {
  return and(eq(jobPosts.status, 'open'), gt(jobPosts.expiresAt, now)) as SQL;
}

/** Open and shown to anyone not blocked (no viewer at hand: the job alerts, which pick their own people). */
export function jobOpenAndShownSql(now: Date): SQL {
  return and(jobOpenSql(now), isNull(jobPosts.hiddenAt)) as SQL;
}

/**
 * Open and shown as plain SQL for the job_posts alias, and, given the viewer's user id as SQL, not blocked between
 * the viewer and the poster. The first terms stay bare: the partial GiST index is matched on them.
 */
export function jobOpenAndShownRawSql(alias: string, viewerUserIdSql?: string): string {
  const open = `${alias}.status = 'open' AND ${alias}.hidden_at IS NULL AND ${alias}.expires_at > now()`;
  return viewerUserIdSql
    ? `${open} AND NOT ${blockedBetweenRawSql(`${alias}.employer_user_id`, viewerUserIdSql)}`
    : open;
}

/**
 * Whether a job (open or not: its page shows a closed one) is shown to this viewer: not hidden, and no block either
 * way between the viewer and the poster. The poster's own view is the caller's business (the job page shows them a
 * hidden job; applying to one's own job is refused on its own).
 */
export async function isJobShownTo(
  db: DbOrTx,
  job: Pick<JobPostRow, 'hiddenAt' | 'employerUserId'>,
  viewerUserId: string,
): Promise<boolean> {
  return job.hiddenAt === null && !(await isBlockedBetween(db, job.employerUserId, viewerUserId));
}
