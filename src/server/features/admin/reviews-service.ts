// The console's reviews: newest first, searchable by worker, employer or text; hide with a reason (its author sees
// the reason on the profile) or show again. The rating follows (features/reviews moderateReview). Workers' reviews
// of employers are listed among them, marked as of an employer, and hidden the same way (moderateEmployerReview):
// the two tables' ids are both random UUIDs, so one id names one review.
import { aliasedTable, and, count, desc, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_LIST_LIMIT,
  ADMIN_MESSAGES,
  type AdminReview,
  type REVIEW_FILTERS,
} from '../../../shared/schemas/admin.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { employerReviews, reports, reviews, users, workers } from '../../db/schema.js';
import { employerDisplayName, employerReviewShownSql, reviewShownSql } from '../../domain/visibility.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import { moderateEmployerReview, moderateReview } from '../reviews/index.js';
import { containsPattern, recordAudit } from './audit.js';

const author = aliasedTable(users, 'author');
const reviewedEmployer = alias(users, 'reviewed_employer');

type ReviewFilter = { q: string; show: (typeof REVIEW_FILTERS)[number]; ids?: string[] };

async function reviewsOfWorkers(
  db: DbOrTx,
  filter: ReviewFilter,
): Promise<Omit<AdminReview, 'openReports'>[]> {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  const rows = await db
    .select({
      review: reviews,
      workerName: workers.fullName,
      authorName: author.firstName,
      authorPhone: author.phoneNumber,
    })
    .from(reviews)
    .innerJoin(workers, eq(workers.id, reviews.workerId))
    .leftJoin(author, eq(author.id, reviews.reviewerUserId))
    .where(
      and(
        pattern ? or(ilike(workers.fullName, pattern), ilike(reviews.review, pattern)) : undefined,
        filter.show === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined,
        // Shown as the profile shows it: not hidden and, for a hire's review, past its double-blind reveal.
        filter.show === 'visible' ? reviewShownSql() : undefined,
        filter.ids ? inArray(reviews.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(({ review, workerName, authorName, authorPhone }) => ({
    id: review.id,
    of: 'worker' as const,
    workerId: review.workerId,
    workerName,
    employer: null,
    rating: review.rating,
    review: review.review,
    source: review.source,
    author:
      review.reviewerUserId && authorPhone
        ? { id: review.reviewerUserId, name: authorName, phoneNumber: authorPhone }
        : null,
    hiddenAt: review.hiddenAt?.toISOString() ?? null,
    hiddenReason: review.hiddenReason,
    createdAt: review.createdAt.toISOString(),
  }));
}

async function reviewsOfEmployers(
  db: DbOrTx,
  filter: ReviewFilter,
): Promise<Omit<AdminReview, 'openReports'>[]> {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  const rows = await db
    .select({
      review: employerReviews,
      workerName: workers.fullName,
      employerFirstName: reviewedEmployer.firstName,
      employerCompanyName: reviewedEmployer.companyName,
      employerPhone: reviewedEmployer.phoneNumber,
      authorName: author.firstName,
      authorPhone: author.phoneNumber,
    })
    .from(employerReviews)
    .innerJoin(reviewedEmployer, eq(reviewedEmployer.id, employerReviews.employerUserId))
    .leftJoin(workers, eq(workers.id, employerReviews.workerId))
    .leftJoin(author, eq(author.id, employerReviews.reviewerUserId))
    .where(
      and(
        pattern
          ? or(
              ilike(workers.fullName, pattern),
              ilike(reviewedEmployer.firstName, pattern),
              ilike(reviewedEmployer.companyName, pattern),
              ilike(employerReviews.review, pattern),
            )
          : undefined,
        filter.show === 'hidden' ? isNotNull(employerReviews.hiddenAt) : undefined,
        filter.show === 'visible' ? employerReviewShownSql() : undefined,
        filter.ids ? inArray(employerReviews.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(employerReviews.createdAt), desc(employerReviews.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.review.id,
    of: 'employer' as const,
    workerId: r.review.workerId,
    workerName: r.workerName,
    employer: {
      id: r.review.employerUserId,
      name: employerDisplayName({ firstName: r.employerFirstName, companyName: r.employerCompanyName }),
      phoneNumber: r.employerPhone,
    },
    rating: r.review.rating,
    review: r.review.review,
    source: 'hire',
    author:
      r.review.reviewerUserId && r.authorPhone
        ? { id: r.review.reviewerUserId, name: r.authorName, phoneNumber: r.authorPhone }
        : null,
    hiddenAt: r.review.hiddenAt?.toISOString() ?? null,
    hiddenReason: r.review.hiddenReason,
    createdAt: r.review.createdAt.toISOString(),
  }));
}

export async function listReviews(db: DbOrTx, filter: ReviewFilter): Promise<AdminReview[]> {
  const found = [...(await reviewsOfWorkers(db, filter)), ...(await reviewsOfEmployers(db, filter))]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .slice(0, ADMIN_LIST_LIMIT);
  const ids = found.map((r) => r.id);
  const open = ids.length
    ? await db
        .select({ id: reports.subjectId, n: count() })
        .from(reports)
        .where(
          and(eq(reports.status, 'open'), eq(reports.subjectType, 'review'), inArray(reports.subjectId, ids)),
        )
        .groupBy(reports.subjectId)
    : [];
  const openBy = new Map(open.map((o) => [o.id, o.n]));
  return found.map((r) => ({ ...r, openReports: openBy.get(r.id) ?? 0 }));
}

/** The list shows reviewers' phone numbers: each search is audited. */
export async function searchReviews(
  db: Db,
  admin: SessionUser,
  filter: { q: string; show: (typeof REVIEW_FILTERS)[number] },
): Promise<AdminReview[]> {
  return db.transaction(async (tx) => {
    const found = await listReviews(tx, filter);
    await recordAudit(tx, admin, {
      action: 'admin.reviews.searched',
      subjectType: 'reviews',
      subjectId: filter.q || '*',
      details: { show: filter.show, results: found.length },
    });
    return found;
  });
}

/** Hides (a reason) or shows (null) a review in the caller's transaction, with its audit entry. */
export async function setReviewHiddenIn(
  tx: Tx,
  admin: SessionUser,
  reviewId: string,
  reason: string | null,
  via?: { reportId: string },
): Promise<void> {
  if (!isUuid(reviewId)) throw notFound(ADMIN_MESSAGES.reviewNotFound);
  const moderation = { reviewId, hide: reason === null ? null : { reason, byUserId: admin.id } };
  const ofWorker = await moderateReview(tx, moderation);
  const ofEmployer = ofWorker ? null : await moderateEmployerReview(tx, moderation);
  if (!ofWorker && !ofEmployer) throw notFound(ADMIN_MESSAGES.reviewNotFound);
  await recordAudit(tx, admin, {
    action: reason === null ? 'review.shown' : 'review.hidden',
    subjectType: ofWorker ? 'review' : 'employer_review',
    subjectId: reviewId,
    details: {
      ...(ofWorker ? { workerId: ofWorker.workerId } : { employerUserId: ofEmployer?.employerUserId }),
      ...(reason ? { reason } : {}),
      ...(via ?? {}),
    },
  });
}

export async function setReviewHidden(
  db: Db,
  admin: SessionUser,
  reviewId: string,
  reason: string | null,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    await setReviewHiddenIn(tx, admin, reviewId, reason);
    const [row] = await listReviews(tx, { q: '', show: 'all', ids: [reviewId] });
    return row!;
  });
}
