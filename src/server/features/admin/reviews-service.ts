// The console's reviews: newest first, searchable by worker, employer or text; hide with a reason (its author sees
// the reason on the profile) or show again. The rating follows (features/reviews moderateReview). Workers' reviews
// of employers are listed among them, marked as of an employer, and hidden the same way (moderateEmployerReview):
// the two tables' ids are both random UUIDs, so one id names one review.

import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias, unionAll } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import {
  ADMIN_MESSAGES,
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReview,
  type AdminReviewsPage,
  type AdminReviewsQuery,
  type REVIEW_SUBJECTS,
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

type ReviewFilter = Pick<AdminReviewsQuery, 'q' | 'show'>;
type Subject = (typeof REVIEW_SUBJECTS)[number];

/**
 * The search and the filter, one rule for both tables: the words in any of the table's searchable columns, hidden,
 * or shown as the profile shows it (not hidden and, for a hire's review, past its double-blind reveal).
 */
function matching(
  filter: ReviewFilter,
  table: { searchable: AnyPgColumn[]; hiddenAt: AnyPgColumn; shown: () => SQL },
): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return and(
    pattern ? or(...table.searchable.map((column) => ilike(column, pattern))) : undefined,
    filter.show === 'hidden' ? isNotNull(table.hiddenAt) : undefined,
    filter.show === 'visible' ? table.shown() : undefined,
  );
}

/**
 * The reviews of both kinds that match, as one list of keys (id, kind, date) the database orders and pages: a page
 * is then the same rows whichever table they come from, and the total counts both.
 */
function matchingKeys(db: DbOrTx, filter: ReviewFilter) {
  const ofWorkers = db
    .select({ id: reviews.id, of: sql<Subject>`'worker'`.as('of'), createdAt: reviews.createdAt })
    .from(reviews)
    .innerJoin(workers, eq(workers.id, reviews.workerId))
    .where(
      matching(filter, {
        searchable: [workers.fullName, reviews.review],
        hiddenAt: reviews.hiddenAt,
        shown: () => reviewShownSql(),
      }),
    );
  const ofEmployers = db
    .select({
      id: employerReviews.id,
      of: sql<Subject>`'employer'`.as('of'),
      createdAt: employerReviews.createdAt,
    })
    .from(employerReviews)
    .innerJoin(reviewedEmployer, eq(reviewedEmployer.id, employerReviews.employerUserId))
    .leftJoin(workers, eq(workers.id, employerReviews.workerId))
    .where(
      matching(filter, {
        searchable: [
          workers.fullName,
          reviewedEmployer.firstName,
          reviewedEmployer.companyName,
          employerReviews.review,
        ],
        hiddenAt: employerReviews.hiddenAt,
        shown: () => employerReviewShownSql(),
      }),
    );
  return unionAll(ofWorkers, ofEmployers).as('review_keys');
}

async function reviewsOfWorkers(db: DbOrTx, ids: string[]): Promise<Omit<AdminReview, 'openReports'>[]> {
  if (ids.length === 0) return [];
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
    .where(inArray(reviews.id, ids));
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
  ids: string[],
  language: LanguageCode,
): Promise<Omit<AdminReview, 'openReports'>[]> {
  if (ids.length === 0) return [];
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
    .where(inArray(employerReviews.id, ids));
  return rows.map((r) => ({
    id: r.review.id,
    of: 'employer' as const,
    workerId: r.review.workerId,
    workerName: r.workerName,
    employer: {
      id: r.review.employerUserId,
      name: employerDisplayName(
        { firstName: r.employerFirstName, companyName: r.employerCompanyName },
        language,
      ),
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

/** The reviews these keys name, in the keys' order, with their open reports. */
async function reviewsByKeys(
  db: DbOrTx,
  keys: { id: string; of: Subject }[],
  language: LanguageCode,
): Promise<AdminReview[]> {
  const idsOf = (subject: Subject) => keys.filter((k) => k.of === subject).map((k) => k.id);
  const found = new Map(
    [
      ...(await reviewsOfWorkers(db, idsOf('worker'))),
      ...(await reviewsOfEmployers(db, idsOf('employer'), language)),
    ].map((r) => [r.id, r]),
  );
  const ids = keys.map((k) => k.id);
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
  return keys.flatMap((k) => {
    const review = found.get(k.id);
    return review ? [{ ...review, openReports: openBy.get(k.id) ?? 0 }] : [];
  });
}

/** A page of the matching reviews, newest first (the id breaks a tie, so pages never overlap), and their total. */
async function listReviews(
  db: DbOrTx,
  filter: ReviewFilter,
  page: number,
  language: LanguageCode,
): Promise<AdminReviewsPage> {
  const keys = matchingKeys(db, filter);
  const pageKeys = await db
    .select({ id: keys.id, of: keys.of })
    .from(keys)
    .orderBy(desc(keys.createdAt), desc(keys.id))
    .limit(ADMIN_REVIEWS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_REVIEWS_PAGE_SIZE);
  const [counted] = await db.select({ total: count() }).from(keys);
  const total = counted?.total ?? 0;
  return {
    reviews: await reviewsByKeys(db, pageKeys, language),
    total,
    page,
    pageSize: ADMIN_REVIEWS_PAGE_SIZE,
    nextPage: page * ADMIN_REVIEWS_PAGE_SIZE < total ? page + 1 : null,
  };
}

/** The list shows reviewers' phone numbers: each search is audited, with the page seen. */
export async function searchReviews(
  db: Db,
  admin: SessionUser,
  query: AdminReviewsQuery,
  language: LanguageCode,
): Promise<AdminReviewsPage> {
  return db.transaction(async (tx) => {
    const found = await listReviews(tx, query, query.page, language);
    await recordAudit(tx, admin, {
      action: 'admin.reviews.searched',
      subjectType: 'reviews',
      subjectId: query.q || '*',
      details: { show: query.show, page: query.page, results: found.reviews.length, total: found.total },
    });
    return found;
  });
}

/** Hides (a reason) or shows (null) a review in the caller's transaction, with its audit entry; whom it is of. */
export async function setReviewHiddenIn(
  tx: Tx,
  admin: SessionUser,
  reviewId: string,
  reason: string | null,
  via?: { reportId: string },
): Promise<Subject> {
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
  return ofWorker ? 'worker' : 'employer';
}

export async function setReviewHidden(
  db: Db,
  admin: SessionUser,
  reviewId: string,
  reason: string | null,
  language: LanguageCode,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const of = await setReviewHiddenIn(tx, admin, reviewId, reason);
    const [row] = await reviewsByKeys(tx, [{ id: reviewId, of }], language);
    return row!;
  });
}
