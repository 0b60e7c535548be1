// A worker's public profile as a signed-in viewer may see it. Unlisted profiles stay visible to their worker and to
// employers who hired them; the exact address only to the worker and an employer whose hire was accepted.
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { HIRE_MESSAGES } from '../../../shared/schemas/hire-texts.js';
import type { WorkerProfile } from '../../../shared/schemas/search.js';
import type { Db } from '../../db/client.js';
import {
  hires,
  reviews,
  savedWorkers,
  users,
  workerReferences,
  workers,
  workHistory,
} from '../../db/schema.js';
import { isBlockedBetween } from '../../domain/blocks.js';
import {
  addressVisibleSql,
  effectiveTier,
  listingLiveSql,
  reviewShownSql,
  shownWorkerPhone,
} from '../../domain/visibility.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { profileVoiceNotes } from '../voice-notes/index.js';
import { publicCoordinate } from './result-rows.js';

type WorkerRow = typeof workers.$inferSelect;

/**
 * The worker as `viewerUserId` may see them, or null: the one home of the profile's visibility (the page's data
 * and the photo its first answer preloads). Blocked either way is as good as not there (decision 0233); an unlisted
 * profile stays visible to its worker and to employers who hired them.
 */
export async function visibleWorker(
  db: Db,
  workerId: string,
  viewerUserId: string,
): Promise<{
  worker: WorkerRow;
  signInPhone: string;
  isOwnProfile: boolean;
  viewerHires: { addressVisible: boolean }[];
} | null> {
  if (!isUuid(workerId)) return null;
  const [w] = await db
    .select({
      worker: workers,
      signInPhone: users.phoneNumber,
      isLive: listingLiveSql(),
    })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(eq(workers.id, workerId));
  if (!w) return null;
  const worker = w.worker;
  const isOwnProfile = worker.userId === viewerUserId;
  if (!isOwnProfile && (await isBlockedBetween(db, worker.userId, viewerUserId))) return null;
  const viewerHires = isOwnProfile
    ? []
    : await db
        .select({ addressVisible: addressVisibleSql() })
        .from(hires)
        .where(and(eq(hires.workerId, workerId), eq(hires.employerUserId, viewerUserId)));
  if (!w.isLive && !isOwnProfile && viewerHires.length === 0) return null;
  return { worker, signInPhone: w.signInPhone, isOwnProfile, viewerHires };
}

/** The photo at the top of the profile as `viewerUserId` would see it; null when the profile is not theirs to see. */
export async function profilePhotoForViewer(
  db: Db,
  workerId: string,
  viewerUserId: string,
): Promise<string | null> {
  const visible = await visibleWorker(db, workerId, viewerUserId);
  if (!visible) return null;
  return profilePhotoOf(visible.worker);
}

function profilePhotoOf(worker: WorkerRow): string | null {
  return worker.profilePhotoUrl ?? worker.thumbnailUrl;
}

/**
 * The profile a signed-in viewer may see. Unlisted profiles stay visible to their worker and to employers who
 * hired them; the exact address only to the worker and an employer whose hire was accepted.
 */
export async function getWorkerProfile(
  db: Db,
  workerId: string,
  viewerUserId: string,
): Promise<WorkerProfile> {
  const visible = await visibleWorker(db, workerId, viewerUserId);
  if (!visible) throw notFound(HIRE_MESSAGES.workerNotFound);
  const { worker, isOwnProfile, viewerHires } = visible;
  const locationIsExact = isOwnProfile || viewerHires.some((h) => h.addressVisible);

  const [refs, revs, history, saved, voices] = await Promise.all([
    db
      .select({
        id: workerReferences.id,
        reviewId: workerReferences.reviewId,
        referenceName: workerReferences.referenceName,
        referenceType: workerReferences.referenceType,
        isVerified: workerReferences.isVerified,
        testimonial: workerReferences.testimonial,
      })
      .from(workerReferences)
      // A reference made from a review goes with it when an admin hides the review.
      .leftJoin(reviews, eq(reviews.id, workerReferences.reviewId))
      .where(and(eq(workerReferences.workerId, workerId), or(isNull(reviews.id), reviewShownSql())))
      .orderBy(desc(workerReferences.createdAt)),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        review: reviews.review,
        jobType: reviews.jobType,
        createdAt: reviews.createdAt,
        reviewerUserId: reviews.reviewerUserId,
        hiddenReason: reviews.hiddenReason,
      })
      .from(reviews)
      // Hidden reviews only to their author, who sees why.
      .where(
        and(eq(reviews.workerId, workerId), or(reviewShownSql(), eq(reviews.reviewerUserId, viewerUserId))),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(100),
    db
      .select({
        workType: workHistory.workType,
        employerName: workHistory.employerName,
        duties: workHistory.duties,
      })
      .from(workHistory)
      .where(eq(workHistory.workerId, workerId))
      .orderBy(workHistory.position),
    db
      .select({ workerId: savedWorkers.workerId })
      .from(savedWorkers)
      .where(and(eq(savedWorkers.userId, viewerUserId), eq(savedWorkers.workerId, workerId))),
    profileVoiceNotes(db, workerId, isOwnProfile),
  ]);

  const lat = locationIsExact ? worker.latitude : worker.approxLatitude;
  const lng = locationIsExact ? worker.longitude : worker.approxLongitude;
  return {
    id: worker.id,
    fullName: worker.fullName,
    profilePhotoUrl: profilePhotoOf(worker),
    skills: worker.skills,
    tierLevel: effectiveTier(worker),
    isVerified: worker.isVerified,
    hasPoliceClearance: worker.hasPoliceClearance,
    averageRating: worker.averageRating,
    totalReviews: worker.totalReviews,
    totalJobs: worker.totalJobs,
    dailyRate: worker.dailyRate,
    hourlyRate: worker.hourlyRate,
    suburb: worker.suburb,
    city: worker.city,
    availability: worker.availability,
    spokenLanguages: worker.spokenLanguages,
    description: worker.description,
    // Others get the number through the Contact dialog's counted reveal (phone-reveal.ts, issue 31).
    phoneNumber: locationIsExact ? shownWorkerPhone(worker, visible.signInPhone) : null,
    createdAt: worker.createdAt.toISOString(),
    latitude: lat === null ? null : locationIsExact ? String(lat) : publicCoordinate(lat),
    longitude: lng === null ? null : locationIsExact ? String(lng) : publicCoordinate(lng),
    locationIsExact,
    address: locationIsExact ? worker.address : null,
    postalCode: locationIsExact ? worker.postalCode : null,
    workHistory: history,
    references: refs.map(({ reviewId, ...ref }) => ({
      ...ref,
      voice: reviewId ? (voices.byReviewId.get(reviewId) ?? null) : null,
    })),
    reviews: revs.map(({ reviewerUserId, hiddenReason, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      isOwnReview: reviewerUserId === viewerUserId,
      hiddenReason: reviewerUserId === viewerUserId ? hiddenReason : null,
    })),
    voiceIntro: voices.intro,
    isSaved: saved.length > 0,
    isOwnProfile,
  };
}
