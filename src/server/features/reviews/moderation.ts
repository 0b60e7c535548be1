// An admin hides a review (issue 20) or shows it again: it leaves the profile and the rating, which is recomputed
// under the worker's row lock like any other change of the worker's reviews. The caller's transaction holds the
// change and its audit entry together. A worker's review of an employer is hidden the same way; the employer's
// rating and the low-rating flag are counted live by employerReviewShownSql, so there is nothing to recompute.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { employerReviews, reviews } from '../../db/schema.js';
import { lockWorkerForReview, recomputeWorkerRating } from './service.js';

export interface ReviewModeration {
  reviewId: string;
  /** Null shows the review again. */
  hide: { reason: string; byUserId: string } | null;
}

/** Answers the review's worker id and author, or null when there is no such review. */
export async function moderateReview(
  tx: Tx,
  { reviewId, hide }: ReviewModeration,
): Promise<{ workerId: string; reviewerUserId: string | null } | null> {
  const [found] = await tx
    .select({ workerId: reviews.workerId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  if (!found) return null;
  // The worker's lock first, as every writer of her reviews takes it, then the review.
  await lockWorkerForReview(tx, found.workerId);
  const [row] = await tx
    .update(reviews)
    .set(
      hide
        ? { hiddenAt: new Date(), hiddenReason: hide.reason, hiddenByUserId: hide.byUserId }
        : { hiddenAt: null, hiddenReason: null, hiddenByUserId: null },
    )
    .where(eq(reviews.id, reviewId))
    .returning({ workerId: reviews.workerId, reviewerUserId: reviews.reviewerUserId });
  await recomputeWorkerRating(tx, found.workerId);
  return row ?? null;
}

/** Hides or shows a worker's review of an employer; answers its employer and author, or null when there is none. */
export async function moderateEmployerReview(
  tx: Tx,
  { reviewId, hide }: ReviewModeration,
): Promise<{ employerUserId: string; reviewerUserId: string | null } | null> {
  const [row] = await tx
    .update(employerReviews)
    .set(hide ? { hiddenAt: new Date(), hiddenReason: hide.reason } : { hiddenAt: null, hiddenReason: null })
    .where(eq(employerReviews.id, reviewId))
    .returning({
      employerUserId: employerReviews.employerUserId,
      reviewerUserId: employerReviews.reviewerUserId,
    });
  return row ?? null;
}
