// Profile reviews: who may review a worker (an employer whose hire the worker accepted, once per hire) and the
// worker's rating, recomputed from the reviews table under a row lock so concurrent reviews keep it exact.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod';
import {
  ANONYMOUS_REVIEWER,
  type createReviewSchema,
  REVIEW_INELIGIBLE_REASONS,
  REVIEW_MESSAGES,
  type ReviewEligibility,
  type ReviewIneligibleReason,
  type ReviewPayload,
} from '../../../shared/schemas/reviews.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { databaseNow } from '../../db/clock.js';
import { hires, reviews, workers } from '../../db/schema.js';
import { reviewShownSql } from '../../domain/visibility.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { NOTIFICATION_TEXTS, notifyUser } from '../../platform/messaging/index.js';
import { revealTimeForNewReview } from './blind.js';

/** A hire the worker accepted (a completed one was accepted first) entitles its employer to one review. */
const REVIEWABLE_HIRE_STATUSES = ['accepted', 'completed'] as const;

export interface Reviewer {
  id: string;
}

export interface WorkerRating {
  averageRating: string;
  totalReviews: number;
}

/**
 * Locks the worker row for the rest of the transaction: every write of a worker's reviews takes it first, so the
 * rating recomputed afterwards sees all earlier reviews and no later one can interleave.
 */
export async function lockWorkerForReview(tx: Tx, workerId: string): Promise<{ id: string; userId: string }> {
  const [worker] = await tx
    .select({ id: workers.id, userId: workers.userId })
    .from(workers)
    .where(eq(workers.id, workerId))
    .for('update');
  if (!worker) throw notFound(REVIEW_MESSAGES.workerNotFound);
  return worker;
}

/** Tells the worker a review arrived (her chosen channel, her language, if she wants these). */
export async function notifyReviewReceived(
  tx: Tx,
  review: { id: string; userId: string | null; reviewId: string },
  publicUrl: string,
): Promise<void> {
  if (!review.userId) return;
  const link = `${publicUrl}/worker/${review.id}`;
  await notifyUser(tx, {
    userId: review.userId,
    kind: 'review_received',
    dedupeKey: `review_received:${review.reviewId}`,
    ref: review.reviewId,
    text: (language) => NOTIFICATION_TEXTS.reviewReceived({ link }, language),
  });
}

/**
 * Recomputes averageRating and totalReviews from the shown reviews (revealed, not hidden) at `now`; call after
 * lockWorkerForReview. The clock defaults to the database's at the moment of the call (db/clock.ts), after the lock:
 * a review another request revealed while this one waited for the lock must count.
 */
export async function recomputeWorkerRating(
  tx: Tx,
  workerId: string,
  fixedNow?: Date,
): Promise<WorkerRating> {
  const now = fixedNow ?? (await databaseNow(tx));
  const counted = sql`${reviews.workerId} = ${workerId} and ${reviewShownSql(now)}`;
  const [row] = await tx
    .update(workers)
    .set({
      averageRating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${counted}), 0)`,
      totalReviews: sql`(select count(*)::int from ${reviews} where ${counted})`,
      updatedAt: new Date(),
    })
    .where(eq(workers.id, workerId))
    .returning({ averageRating: workers.averageRating, totalReviews: workers.totalReviews });
  if (!row) throw notFound(REVIEW_MESSAGES.workerNotFound);
  return row;
}

type Eligibility = { ok: true; hireId: string } | { ok: false; reason: ReviewIneligibleReason };

async function findReviewableHire(
  db: DbOrTx,
  reviewer: Reviewer,
  worker: { id: string; userId: string },
): Promise<Eligibility> {
  if (worker.userId === reviewer.id) return { ok: false, reason: 'ownProfile' };
  const accepted = and(
    eq(hires.workerId, worker.id),
    eq(hires.employerUserId, reviewer.id),
    inArray(hires.status, [...REVIEWABLE_HIRE_STATUSES]),
  );
  const [open] = await db
    .select({ id: hires.id })
    .from(hires)
    .leftJoin(reviews, eq(reviews.hireId, hires.id))
    .where(and(accepted, isNull(reviews.id)))
    .orderBy(asc(hires.createdAt), asc(hires.id))
    .limit(1);
  if (open) return { ok: true, hireId: open.id };
  const [any] = await db.select({ n: count() }).from(hires).where(accepted);
  return { ok: false, reason: (any?.n ?? 0) > 0 ? 'alreadyReviewed' : 'noAcceptedHire' };
}

export async function getReviewEligibility(
  db: Db,
  reviewer: Reviewer | null,
  workerId: string,
): Promise<ReviewEligibility> {
  const [worker] = await db
    .select({ id: workers.id, userId: workers.userId })
    .from(workers)
    .where(eq(workers.id, workerId));
  if (!worker) throw notFound(REVIEW_MESSAGES.workerNotFound);
  const result: Eligibility = reviewer
    ? await findReviewableHire(db, reviewer, worker)
    : { ok: false, reason: 'signedOut' };
  if (result.ok) return { canReview: true, reason: null, message: null };
  return { canReview: false, reason: result.reason, message: REVIEW_INELIGIBLE_REASONS[result.reason] };
}

function toReviewPayload(row: typeof reviews.$inferSelect): ReviewPayload {
  return {
    id: row.id,
    workerId: row.workerId,
    rating: row.rating,
    review: row.review,
    jobType: row.jobType,
    reviewerName: ANONYMOUS_REVIEWER,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates the reviewer's review of the worker against their oldest accepted, not yet reviewed hire. */
export async function createReview(
  db: Db,
  reviewer: Reviewer,
  input: z.output<typeof createReviewSchema>,
  publicUrl: string,
  fixedNow?: Date,
): Promise<{ review: ReviewPayload; worker: WorkerRating }> {
  return db.transaction(async (tx) => {
    const worker = await lockWorkerForReview(tx, input.workerId);
    // The clock is read once the lock is held, from the database (one clock for every process): a time read before
    // the wait would be older than the reveal time of a review committed meanwhile, and the recount below would
    // leave that review out (seen as 10 of 20 concurrent reviews counted on PostgreSQL).
    const now = fixedNow ?? (await databaseNow(tx));
    // Under the worker lock no concurrent review of this worker can take the same hire.
    const eligible = await findReviewableHire(tx, reviewer, worker);
    if (!eligible.ok) {
      const message = REVIEW_INELIGIBLE_REASONS[eligible.reason];
      throw eligible.reason === 'alreadyReviewed'
        ? conflict(message, { reason: eligible.reason })
        : forbidden(message, { reason: eligible.reason });
    }
    // Double-blind with the worker's review of the employer for the same hire (decision 0230).
    const revealAt = await revealTimeForNewReview(tx, { hireId: eligible.hireId, side: 'employer' }, now);
    const [row] = await tx
      .insert(reviews)
      .values({
        workerId: worker.id,
        reviewerUserId: reviewer.id,
        hireId: eligible.hireId,
        rating: input.rating,
        review: input.review,
        jobType: input.jobType,
        source: 'hire',
        revealAt,
        createdAt: now,
      })
      .returning();
    const rating = await recomputeWorkerRating(tx, worker.id, now);
    await notifyReviewReceived(tx, { ...worker, reviewId: row!.id }, publicUrl);
    return { review: toReviewPayload(row!), worker: rating };
  });
}
