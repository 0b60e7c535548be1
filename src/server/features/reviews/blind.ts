// The double-blind of a hire's two reviews (issue 20, decision 0230): the employer's review of the worker and the
// worker's review of the employer are both hidden (text and rating, out of every average) until the second is in or
// REVIEW_BLIND_DAYS have passed since the first. Each review row carries its reveal time; the visibility rule that
// reads it is domain/visibility.ts (reviewShownSql, employerReviewShownSql). The worker's stored rating is
// recomputed when the second review reveals both, and by a durable job at the deadline.
import { and, eq, gt } from 'drizzle-orm';
import * as z from 'zod';
import { DAY_MS } from '../../../shared/constants.js';
import { REVIEW_BLIND_DAYS } from '../../../shared/schemas/trust.js';
import type { Db, Tx } from '../../db/client.js';
import { employerReviews, hires, reviews } from '../../db/schema.js';
import { enqueueJob, jobKind } from '../../jobs/define.js';

const REVEAL_REVIEWS_JOB = 'reviews.reveal';
/** At a hire's blind deadline: recount the worker's rating with what it revealed. */
export const revealReviewsKind = jobKind(REVEAL_REVIEWS_JOB, z.object({ hireId: z.guid() }));

/**
 * The reveal time of a new review of `hireId` written at `now`: now when the other side's review is already in
 * (and that one is revealed now too), else the blind deadline, with the job that recounts the worker's rating then.
 * The caller holds the worker's row lock (lockWorkerForReview), so the hire's two reviews pair up one at a time.
 */
export async function revealTimeForNewReview(
  tx: Tx,
  input: { hireId: string; side: 'employer' | 'worker' },
  now: Date,
): Promise<Date> {
  const other = input.side === 'employer' ? employerReviews : reviews;
  const [existing] = await tx
    .select({ id: other.id })
    .from(other)
    .where(eq(other.hireId, input.hireId))
    .limit(1);
  if (existing) {
    await tx
      .update(other)
      .set({ revealAt: now })
      .where(and(eq(other.id, existing.id), gt(other.revealAt, now)));
    return now;
  }
  const deadline = new Date(now.getTime() + REVIEW_BLIND_DAYS * DAY_MS);
  await enqueueJob(
    tx,
    revealReviewsKind,
    { hireId: input.hireId },
    { dedupeKey: `reviews_reveal:${input.hireId}`, runAt: deadline },
  );
  return deadline;
}

/** The worker of a hire, for the job that recounts her rating at the deadline. */
export async function hireWorkerId(db: Db | Tx, hireId: string): Promise<string | null> {
  const [row] = await db.select({ workerId: hires.workerId }).from(hires).where(eq(hires.id, hireId));
  return row?.workerId ?? null;
}
