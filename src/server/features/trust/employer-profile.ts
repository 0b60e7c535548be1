// GET /api/employers/:userId (issue 20): what a worker may know of an employer before and while working for them.
// Only a worker with a hire request from, or an application to, that employer sees it, and the employer their own;
// anyone else, and anyone blocked either way, gets the same 404 as for an unknown person (decision 0232).

import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { type EmployerProfile, TRUST_MESSAGES } from '../../../shared/schemas/trust.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { hires, jobApplications, jobPosts, users, workers } from '../../db/schema.js';
import { isBlockedBetween } from '../../domain/blocks.js';
import { employerPersonName } from '../../domain/visibility.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { employerRating, revealedEmployerReviews } from '../reviews/index.js';

/** Hires that count as made: the worker accepted them (and some were then completed). */
const MADE_STATUSES = ['accepted', 'completed'];

/** Whether the worker (by user id) has a hire request from, or an application to, the employer. */
async function workerKnowsEmployer(
  db: DbOrTx,
  workerUserId: string,
  employerUserId: string,
): Promise<boolean> {
  const ownWorker = db.select({ id: workers.id }).from(workers).where(eq(workers.userId, workerUserId));
  const [hire] = await db
    .select({ id: hires.id })
    .from(hires)
    .where(and(eq(hires.employerUserId, employerUserId), inArray(hires.workerId, ownWorker)))
    .limit(1);
  if (hire) return true;
  const [application] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
    .where(and(eq(jobPosts.employerUserId, employerUserId), inArray(jobApplications.workerId, ownWorker)))
    .limit(1);
  return Boolean(application);
}

/** The employer's general area: suburb and city of their latest job post; never an address. */
async function employerArea(db: DbOrTx, employerUserId: string): Promise<string | null> {
  const [post] = await db
    .select({ suburb: jobPosts.suburb, city: jobPosts.city })
    .from(jobPosts)
    .where(eq(jobPosts.employerUserId, employerUserId))
    .orderBy(desc(jobPosts.createdAt))
    .limit(1);
  if (!post) return null;
  return [post.suburb, post.city].filter(Boolean).join(', ') || null;
}

/** What a worker deciding on a hire sees of its employer: the hire request page and message read it too. */
export async function employerSummary(db: DbOrTx, employerUserId: string, now?: Date) {
  const [[user], [made], area, rating] = await Promise.all([
    db.select().from(users).where(eq(users.id, employerUserId)),
    db
      .select({ n: count() })
      .from(hires)
      .where(and(eq(hires.employerUserId, employerUserId), inArray(hires.status, MADE_STATUSES))),
    employerArea(db, employerUserId),
    employerRating(db, employerUserId, now),
  ]);
  if (!user) return null;
  return {
    user,
    area,
    hiresMade: made?.n ?? 0,
    phoneVerified: user.employerPhoneVerifiedAt !== null,
    rating,
  };
}

export async function getEmployerProfile(
  db: Db,
  viewerUserId: string,
  employerUserId: string,
  language: LanguageCode,
  now?: Date,
): Promise<EmployerProfile> {
  // The employer sees their own profile too: what workers see of them, before a worker does (issue 32).
  const own = viewerUserId === employerUserId;
  const allowed =
    isUuid(employerUserId) &&
    (own ||
      ((await workerKnowsEmployer(db, viewerUserId, employerUserId)) &&
        !(await isBlockedBetween(db, viewerUserId, employerUserId))));
  if (!allowed) throw notFound(TRUST_MESSAGES.employerNotFound);
  const summary = await employerSummary(db, employerUserId, now);
  if (!summary) throw notFound(TRUST_MESSAGES.employerNotFound);
  const reviews = await revealedEmployerReviews(db, employerUserId, now, viewerUserId);
  return {
    userId: summary.user.id,
    displayName: employerPersonName(summary.user, language),
    companyName: summary.user.companyName,
    area: summary.area,
    phoneVerified: summary.phoneVerified,
    memberSince: summary.user.createdAt.toISOString(),
    hiresMade: summary.hiresMade,
    rating: summary.rating,
    reviews,
  };
}
