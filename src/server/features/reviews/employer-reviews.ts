// The hired worker's review of the employer (issue 20): once per hire the worker accepted, double-blind with the
// employer's review of her (blind.ts). The employer's rating is counted live from the revealed reviews (they are few
// per employer and only the employer profile and the admins read them), and several low ones flag the employer for
// the admins (decision 0236).
import { and, count, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type * as z from 'zod';
import {
  EMPLOYER_PROFILE_REVIEWS,
  type EmployerReviewAnswer,
  type employerReviewSchema,
  LOW_RATING_MAX_STARS,
  LOW_RATING_WORKERS,
  type Rating,
  TRUST_MESSAGES,
} from '../../../shared/schemas/trust.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { databaseNow } from '../../db/clock.js';
import { employerReviews, hires, workers } from '../../db/schema.js';
import { employerReviewShownSql } from '../../domain/visibility.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { hireWorkerId, revealTimeForNewReview } from './blind.js';
import { lockWorkerForReview, recomputeWorkerRating } from './service.js';

/** A hire the worker accepted (a completed one was accepted first) entitles her to rate its employer once. */
const RATEABLE_STATUSES = ['accepted', 'completed'];

export async function createEmployerReview(
  db: Db,
  input: { hireId: string; workerUserId: string } & z.output<typeof employerReviewSchema>,
  fixedNow?: Date,
): Promise<EmployerReviewAnswer> {
  if (!isUuid(input.hireId)) throw notFound(TRUST_MESSAGES.hireNotFound);
  return db.transaction(async (tx) => {
    const [hire] = await tx
      .select({
        id: hires.id,
        status: hires.status,
        employerUserId: hires.employerUserId,
        workerId: hires.workerId,
      })
      .from(hires)
      .innerJoin(workers, eq(workers.id, hires.workerId))
      .where(and(eq(hires.id, input.hireId), eq(workers.userId, input.workerUserId)));
    if (!hire?.employerUserId) throw notFound(TRUST_MESSAGES.hireNotFound);
    if (!RATEABLE_STATUSES.includes(hire.status)) throw conflict(TRUST_MESSAGES.notAccepted);
    // The worker's lock, as every writer of a hire's reviews takes it: the two reviews pair up one at a time.
    await lockWorkerForReview(tx, hire.workerId);
    // Read after the lock from the database, as createReview does: the recount must see what was revealed while
    // this one waited.
    const now = fixedNow ?? (await databaseNow(tx));
    const revealAt = await revealTimeForNewReview(tx, { hireId: hire.id, side: 'worker' }, now);
    const [row] = await tx
      .insert(employerReviews)
      .values({
        hireId: hire.id,
        employerUserId: hire.employerUserId,
        workerId: hire.workerId,
        reviewerUserId: input.workerUserId,
        rating: input.rating,
        review: input.review,
        revealAt,
        createdAt: now,
      })
      .onConflictDoNothing({ target: employerReviews.hireId })
      .returning();
    if (!row) throw conflict(TRUST_MESSAGES.alreadyReviewed);
    // Revealing the pair may have revealed the employer's review of her: her stored rating counts it from now.
    if (revealAt.getTime() <= now.getTime()) await recomputeWorkerRating(tx, hire.workerId, now);
    return {
      review: {
        id: row.id,
        hireId: row.hireId,
        rating: row.rating,
        review: row.review,
        revealAt: row.revealAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      },
    };
  });
}

/** The job at a hire's blind deadline: the worker's stored rating now counts what the deadline revealed. */
export async function recountAfterReveal(db: Db, hireId: string, now?: Date): Promise<void> {
  const workerId = await hireWorkerId(db, hireId);
  if (!workerId) return;
  await db.transaction(async (tx) => {
    await lockWorkerForReview(tx, workerId);
    await recomputeWorkerRating(tx, workerId, now);
  });
}

/** The employer's rating from the revealed, shown reviews by workers. */
export async function employerRating(db: DbOrTx, employerUserId: string, now?: Date): Promise<Rating> {
  const [row] = await db
    .select({
      average: sql<string>`coalesce(round(avg(${employerReviews.rating})::numeric, 2), 0)::text`,
      total: count(),
    })
    .from(employerReviews)
    .where(and(eq(employerReviews.employerUserId, employerUserId), employerReviewShownSql(now)));
  return { averageRating: Number(row?.average ?? 0).toFixed(2), totalReviews: row?.total ?? 0 };
}

/**
 * The revealed reviews of an employer, newest first, plus the viewer's own reviews an admin hid, with the reason
 * (only she sees it; decision 0245 for reviews of workers).
 */
export async function revealedEmployerReviews(
  db: DbOrTx,
  employerUserId: string,
  now?: Date,
  viewerUserId?: string,
) {
  const ownHidden = viewerUserId
    ? and(eq(employerReviews.reviewerUserId, viewerUserId), isNotNull(employerReviews.hiddenAt))
    : undefined;
  const rows = await db
    .select({
      id: employerReviews.id,
      rating: employerReviews.rating,
      review: employerReviews.review,
      hiddenAt: employerReviews.hiddenAt,
      hiddenReason: employerReviews.hiddenReason,
      createdAt: employerReviews.createdAt,
    })
    .from(employerReviews)
    .where(
      and(
        eq(employerReviews.employerUserId, employerUserId),
        ownHidden ? or(employerReviewShownSql(now), ownHidden) : employerReviewShownSql(now),
      ),
    )
    .orderBy(desc(employerReviews.createdAt))
    .limit(EMPLOYER_PROFILE_REVIEWS);
  return rows.map(({ hiddenAt, hiddenReason, ...r }) => ({
    ...r,
    hiddenReason: hiddenAt ? (hiddenReason ?? '') : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The employers among `userIds` that LOW_RATING_WORKERS distinct workers rated LOW_RATING_MAX_STARS or less, in
 * revealed, shown reviews (decision 0236): the admins look at them.
 */
export async function lowRatedEmployers(db: DbOrTx, userIds: string[], now?: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: employerReviews.employerUserId })
    .from(employerReviews)
    .where(
      and(
        inArray(employerReviews.employerUserId, userIds),
        lte(employerReviews.rating, LOW_RATING_MAX_STARS),
        employerReviewShownSql(now),
      ),
    )
    .groupBy(employerReviews.employerUserId)
    .having(sql`count(distinct ${employerReviews.reviewerUserId}) >= ${LOW_RATING_WORKERS}`);
  return new Set(rows.map((r) => r.userId));
}

/**
 * The reviews of employers a person wrote, for her data export (POPIA): her words and whether an admin hid them,
 * with the hire they belong to, not the employer's name (the employer's information).
 */
export async function employerReviewsWrittenBy(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: employerReviews.id,
      hireId: employerReviews.hireId,
      rating: employerReviews.rating,
      review: employerReviews.review,
      revealAt: employerReviews.revealAt,
      hiddenAt: employerReviews.hiddenAt,
      hiddenReason: employerReviews.hiddenReason,
      createdAt: employerReviews.createdAt,
    })
    .from(employerReviews)
    .where(eq(employerReviews.reviewerUserId, userId))
    .orderBy(desc(employerReviews.createdAt));
  return rows;
}
