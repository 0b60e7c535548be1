// Creating a worker profile (one per user) and reading it back for its owner, with its listing status: a profile
// is live in search once the R10 is paid, or while a promo trial lasts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { sharedMessage } from '../../../shared/i18n/messages.js';
import { isValidSaPhone, toE164 } from '../../../shared/phone.js';
import { PAYMENT_MESSAGES, PROMO_MESSAGES } from '../../../shared/schemas/payments.js';
import {
  isFilledWorkHistory,
  type ListingStatus,
  type OwnWorkerProfile,
  REGISTRATION_MESSAGES,
  stripRate,
  WORKER_PROFILE_EXISTS_CODE,
  type workerRegistrationPayloadSchema,
} from '../../../shared/schemas/worker-registration.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { uploads, workers, workHistory } from '../../db/schema.js';
import { phoneRevealsThisWeek } from '../../domain/phone-reveals.js';
import { effectiveTier, listingLiveSql } from '../../domain/visibility.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { approxPosition } from '../../lib/geo.js';
import { HttpError } from '../../lib/http-error.js';
import { geocodePlace } from '../places/index.js';
import { redeemPromoCode } from '../promo/index.js';
import { queueWorkHistoryReviewRequests } from '../review-requests/index.js';

export type RegistrationPayload = z.output<typeof workerRegistrationPayloadSchema>;

const WORKER_EXISTS_MESSAGE = sharedMessage(
  /*i18n*/ { id: 'worker.exists', message: 'A worker profile already exists for this account' },
);
const NO_WORKER_PROFILE_MESSAGE = sharedMessage(
  /*i18n*/ { id: 'worker.no-profile', message: 'No worker profile found' },
);
export const UPLOAD_NOT_FOUND_MESSAGE = sharedMessage(
  /*i18n*/ {
    id: 'upload.not-found',
    message: 'Please upload the file again: it was not found on your account',
  },
);

function listingStatus(
  worker: { registrationPaidAt: Date | null; trialEndsAt: Date | null },
  now = new Date(),
): ListingStatus {
  if (worker.registrationPaidAt) return 'paid';
  if (worker.trialEndsAt) return worker.trialEndsAt > now ? 'trial' : 'trial_ended';
  return 'unpaid';
}

/** Where the profile sits: the detected point, else the suburb or city from the embedded gazetteer, else none. */
function resolveLocation(payload: RegistrationPayload): { lat: number; lng: number } | null {
  const lat = payload.latitude?.trim() ? Number(payload.latitude) : null;
  const lng = payload.longitude?.trim() ? Number(payload.longitude) : null;
  if (lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng)) return { lat, lng };
  const place = geocodePlace(`${payload.suburb}, ${payload.city}`);
  return place ? { lat: place.lat, lng: place.lng } : null;
}

export async function createWorkerProfile(
  db: Db,
  user: { id: string; phoneNumber: string },
  payload: RegistrationPayload,
): Promise<{ trialDays: number | null }> {
  const history = payload.workHistory.filter(isFilledWorkHistory);
  for (const entry of history) {
    if (entry.reviewRequested && !isValidSaPhone(entry.employerPhone)) {
      throw new HttpError(400, REGISTRATION_MESSAGES.employerPhone, { field: 'workHistory' });
    }
  }
  const location = resolveLocation(payload);
  const approx = location ? approxPosition(location.lat, location.lng) : null;
  const phoneNumber = toE164(payload.phoneNumber) ?? payload.phoneNumber;

  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: workers.id })
        .from(workers)
        .where(eq(workers.userId, user.id))
        .limit(1);
      if (existing) throw new HttpError(409, WORKER_EXISTS_MESSAGE, { code: WORKER_PROFILE_EXISTS_CODE });

      // Only the user's own uploads may be attached; the photo's card thumbnail comes from its upload row.
      const wanted = [payload.profilePhotoUrl, payload.cvUrl].filter((u): u is string => Boolean(u));
      const owned = await tx
        .select({ url: uploads.url, kind: uploads.kind, thumbnailUrl: uploads.thumbnailUrl })
        .from(uploads)
        .where(and(eq(uploads.ownerUserId, user.id), inArray(uploads.url, wanted)));
      const photo = owned.find((u) => u.url === payload.profilePhotoUrl && u.kind === 'photo');
      if (!photo) throw new HttpError(400, UPLOAD_NOT_FOUND_MESSAGE, { field: 'profilePhotoUrl' });
      if (payload.cvUrl && !owned.some((u) => u.url === payload.cvUrl)) {
        throw new HttpError(400, UPLOAD_NOT_FOUND_MESSAGE, { field: 'cvUrl' });
      }

      const [worker] = await tx
        .insert(workers)
        .values({
          userId: user.id,
          fullName: payload.fullName,
          phoneNumber,
          // The sign-in code proved the sign-in phone; any other number waits for its own code (issue 15).
          phoneConfirmedAt: phoneNumber === toE164(user.phoneNumber) ? new Date() : null,
          profilePhotoUrl: photo.url,
          thumbnailUrl: photo.thumbnailUrl,
          cvUrl: payload.cvUrl ?? null,
          skills: [...new Set(payload.skills)],
          availability: payload.availability,
          spokenLanguages: payload.spokenLanguages,
          hourlyRate: stripRate(payload.hourlyRate) || null,
          dailyRate: stripRate(payload.dailyRate) || null,
          description: payload.description || null,
          address: payload.address,
          suburb: payload.suburb,
          city: payload.city,
          postalCode: payload.postalCode,
          latitude: location?.lat ?? null,
          longitude: location?.lng ?? null,
          approxLatitude: approx?.lat ?? null,
          approxLongitude: approx?.lng ?? null,
          tierLevel: 'basic',
        })
        .returning({ id: workers.id });
      const workerId = worker!.id;

      if (history.length > 0) {
        await tx.insert(workHistory).values(
          history.map((entry, position) => ({
            workerId,
            workType: entry.workType,
            employerName: entry.employerName,
            duties: entry.duties || null,
            employerPhone: entry.employerPhone ? (toE164(entry.employerPhone) ?? entry.employerPhone) : null,
            reviewRequested: entry.reviewRequested && isValidSaPhone(entry.employerPhone),
            position,
          })),
        );
      }

      let trialDays: number | null = null;
      if (payload.promoCode) {
        const redeemed = await redeemPromoCode(tx, payload.promoCode, { userId: user.id, workerId });
        trialDays = redeemed.trialDays;
        await startTrial(tx, workerId, trialDays);
        // A promo completes registration now: the wizard's review requests go out (paid ones on payment).
        await queueWorkHistoryReviewRequests(tx, workerId);
      }
      return { trialDays };
    });
  } catch (err) {
    // Two simultaneous submissions: the unique user_id index lets only one through.
    if (isUniqueViolation(err))
      throw new HttpError(409, WORKER_EXISTS_MESSAGE, { code: WORKER_PROFILE_EXISTS_CODE });
    throw err;
  }
}

/** A trial of `trialDays` from now: the listing is live until it ends. */
function startTrial(tx: DbOrTx, workerId: string, trialDays: number) {
  return tx
    .update(workers)
    .set({
      trialEndsAt: sql`now() + make_interval(days => ${trialDays})`,
      listedUntil: sql`now() + make_interval(days => ${trialDays})`,
      updatedAt: new Date(),
    })
    .where(eq(workers.id, workerId));
}

/**
 * A promo code for a profile that exists unpaid (the R10 declined or never paid, or a trial that ended): the same
 * redemption as at registration, and the listing goes live, so the wizard's review requests go out now.
 */
export async function applyPromoToProfile(
  db: Db,
  user: { id: string },
  code: string,
): Promise<{ trialDays: number }> {
  return db.transaction(async (tx) => {
    const [worker] = await tx
      .select({
        id: workers.id,
        registrationPaidAt: workers.registrationPaidAt,
        trialEndsAt: workers.trialEndsAt,
      })
      .from(workers)
      .where(eq(workers.userId, user.id))
      .limit(1)
      .for('update');
    if (!worker) throw new HttpError(404, NO_WORKER_PROFILE_MESSAGE);
    if (worker.registrationPaidAt) throw new HttpError(409, PAYMENT_MESSAGES.alreadyPaid);
    if (worker.trialEndsAt && worker.trialEndsAt > new Date()) {
      throw new HttpError(409, PROMO_MESSAGES.trialRunning, { field: 'code' });
    }
    const { trialDays } = await redeemPromoCode(tx, code, { userId: user.id, workerId: worker.id });
    await startTrial(tx, worker.id, trialDays);
    await queueWorkHistoryReviewRequests(tx, worker.id);
    return { trialDays };
  });
}

/** Makes the listing live for good once the R10 is verified (the registration payment's fulfiller). */
export async function markRegistrationPaid(db: DbOrTx, workerId: string): Promise<void> {
  await db
    .update(workers)
    .set({
      registrationPaidAt: sql`coalesce(${workers.registrationPaidAt}, now())`,
      listedUntil: sql`'infinity'::timestamptz`,
      updatedAt: new Date(),
    })
    .where(eq(workers.id, workerId));
}

export async function getOwnWorkerProfile(db: Db, userId: string): Promise<OwnWorkerProfile> {
  const [row] = await db
    .select({
      worker: workers,
      isListed: listingLiveSql(),
    })
    .from(workers)
    .where(eq(workers.userId, userId))
    .limit(1);
  if (!row) throw new HttpError(404, NO_WORKER_PROFILE_MESSAGE);
  const w = row.worker;
  const history = await db
    .select({
      id: workHistory.id,
      workType: workHistory.workType,
      employerName: workHistory.employerName,
      duties: workHistory.duties,
      employerPhone: workHistory.employerPhone,
      reviewRequested: workHistory.reviewRequested,
    })
    .from(workHistory)
    .where(eq(workHistory.workerId, w.id))
    .orderBy(asc(workHistory.position));
  const status = listingStatus(w);
  return {
    id: w.id,
    userId: w.userId,
    fullName: w.fullName,
    phoneNumber: w.phoneNumber,
    phoneConfirmed: w.phoneConfirmedAt !== null,
    phoneRevealsThisWeek: await phoneRevealsThisWeek(db, w.id),
    profilePhotoUrl: w.profilePhotoUrl,
    thumbnailUrl: w.thumbnailUrl,
    cvUrl: w.cvUrl,
    skills: w.skills,
    availability: w.availability,
    spokenLanguages: w.spokenLanguages,
    hourlyRate: w.hourlyRate,
    dailyRate: w.dailyRate,
    description: w.description,
    address: w.address,
    suburb: w.suburb,
    city: w.city,
    postalCode: w.postalCode,
    // The spec's Worker carries coordinates as strings; these exact ones are shown only to their owner.
    latitude: w.latitude === null ? null : String(w.latitude),
    longitude: w.longitude === null ? null : String(w.longitude),
    tierLevel: effectiveTier(w),
    tierExpiresAt: w.tierExpiresAt?.toISOString() ?? null,
    isVerified: w.isVerified,
    hasPoliceClearance: w.hasPoliceClearance,
    averageRating: w.averageRating,
    totalReviews: w.totalReviews,
    totalJobs: w.totalJobs,
    createdAt: w.createdAt.toISOString(),
    workHistory: history,
    listing: {
      status,
      isListed: row.isListed,
      isActive: w.listingActive,
      registrationPaidAt: w.registrationPaidAt?.toISOString() ?? null,
      trialEndsAt: w.trialEndsAt?.toISOString() ?? null,
      hasLocation: w.approxLatitude !== null && w.approxLongitude !== null,
    },
  };
}
