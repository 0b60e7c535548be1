// Review requests: a worker asks a past employer for a review by SMS. The link carries a random single-use token
// (only its keyed hash is stored) valid for 30 days; the review it brings counts as a verified reference, since
// only the phone the SMS went to could have opened it, as long as that phone is not one of the worker's own: not
// her sign-in phone, not her profile phone, in any format, at sending, at submitting and after (issue 15).
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import * as z from 'zod';
import {
  DAY_MS,
  REVIEW_REQUEST_TTL_DAYS,
  REVIEW_REQUESTS_PER_RECIPIENT_PER_DAY,
  REVIEW_REQUESTS_PER_WORKER_PER_DAY,
} from '../../../shared/constants.js';
import { isSaMobile, toE164 } from '../../../shared/phone.js';
import {
  EMPLOYER_SIGN_UP_URL,
  REVIEW_MESSAGES,
  type ReviewRequestLookup,
  type SubmitReviewRequestResponse,
  type submitReviewRequestSchema,
} from '../../../shared/schemas/reviews.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { reviewRequests, reviews, users, workerReferences, workers, workHistory } from '../../db/schema.js';
import { enqueueJob, jobKind } from '../../jobs/define.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { notifyPhone, SMS_TEXTS } from '../../platform/messaging/index.js';
import { hitRateLimit } from '../../platform/rate-limit/index.js';
import { lockWorkerForReview, notifyReviewReceived, recomputeWorkerRating } from '../reviews/index.js';

const DAY_SECONDS = 24 * 60 * 60;
const WORK_HISTORY_REVIEW_REQUESTS_JOB = 'review_requests.work_history';
/** Once a registration is complete: the review requests its work history asked for. */
export const workHistoryReviewRequestsKind = jobKind(
  WORK_HISTORY_REVIEW_REQUESTS_JOB,
  z.object({ workerId: z.guid() }),
);
/** What a request link's reference is on the profile: the employer the worker worked for. */
const REQUEST_REFERENCE_TYPE = 'employer';

function hashReviewToken(config: Config, token: string): string {
  return keyedHash(config.secretKey, `review_request:${token}`);
}

function reviewLink(config: Config, token: string): string {
  return `${config.publicUrl}/review/${token}`;
}

interface RequestingWorker {
  id: string;
  fullName: string;
  /** The profile phone (typed freely) and the account's sign-in phone. */
  phoneNumber: string;
  signInPhone: string;
}

/** The worker asking for a review, with every phone on their account (the row locked when asked). */
async function requestingWorker(
  tx: Tx,
  workerId: string,
  lock = false,
): Promise<RequestingWorker | undefined> {
  const query = tx
    .select({
      id: workers.id,
      fullName: workers.fullName,
      phoneNumber: workers.phoneNumber,
      signInPhone: users.phoneNumber,
    })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(eq(workers.id, workerId));
  const [row] = lock ? await query.for('update', { of: workers }) : await query;
  return row;
}

/** Every phone on the worker's account, in E.164 (a profile phone saved before normalising is normalised here). */
function ownPhones(worker: Pick<RequestingWorker, 'phoneNumber' | 'signInPhone'>): string[] {
  return [worker.phoneNumber, worker.signInPhone].map((p) => toE164(p) ?? p);
}

/**
 * Normalises the employer's phone and refuses what an SMS cannot reach or what would be a self-review: any phone on
 * the worker's account, the sign-in number included (comparing only the typed profile phone let a worker review
 * themselves as "verified", issue 15).
 */
function normaliseRecipientPhone(worker: RequestingWorker, recipientPhone: string): string {
  const e164 = toE164(recipientPhone);
  if (!e164) throw badRequest(REVIEW_MESSAGES.invalidPhone, { field: 'recipientPhone' });
  if (!isSaMobile(e164)) throw badRequest(REVIEW_MESSAGES.notMobile, { field: 'recipientPhone' });
  if (ownPhones(worker).includes(e164))
    throw badRequest(REVIEW_MESSAGES.ownPhone, { field: 'recipientPhone' });
  return e164;
}

/**
 * Creates the request and queues its SMS inside the caller's transaction, after counting it against the daily
 * limits per worker and per recipient phone (429 when over). Returns the link for development answers.
 */
async function createReviewRequest(
  tx: Tx,
  config: Config,
  worker: RequestingWorker,
  recipient: { phone: string; name: string | null },
): Promise<{ url: string; expiresAt: Date }> {
  await hitRateLimit(tx, {
    key: `review_request:worker:${worker.id}`,
    limit: REVIEW_REQUESTS_PER_WORKER_PER_DAY,
    windowSeconds: DAY_SECONDS,
    message: () => REVIEW_MESSAGES.tooManyPerWorker,
  });
  await hitRateLimit(tx, {
    key: `review_request:recipient:${recipient.phone}`,
    limit: REVIEW_REQUESTS_PER_RECIPIENT_PER_DAY,
    windowSeconds: DAY_SECONDS,
    message: () => REVIEW_MESSAGES.tooManyPerRecipient,
  });
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + REVIEW_REQUEST_TTL_DAYS * DAY_MS);
  const [row] = await tx
    .insert(reviewRequests)
    .values({
      workerId: worker.id,
      tokenHash: hashReviewToken(config, token),
      recipientPhone: recipient.phone,
      recipientName: recipient.name,
      expiresAt,
    })
    .returning({ id: reviewRequests.id });
  const url = reviewLink(config, token);
  // In the recipient's language when they have an account here; a stranger to the product gets the spec's English.
  await notifyPhone(tx, {
    to: recipient.phone,
    kind: 'review_request',
    channel: 'sms',
    text: (language) =>
      SMS_TEXTS.reviewRequest(
        { workerName: worker.fullName, link: url, days: REVIEW_REQUEST_TTL_DAYS },
        language,
      ),
    dedupeKey: `review_request:${row!.id}`,
  });
  return { url, expiresAt };
}

export async function requestReview(
  db: Db,
  config: Config,
  workerId: string,
  input: { recipientPhone: string; recipientName: string | null },
): Promise<{ url: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const worker = await requestingWorker(tx, workerId);
    if (!worker) throw notFound(REVIEW_MESSAGES.noWorkerProfile);
    const phone = normaliseRecipientPhone(worker, input.recipientPhone);
    return createReviewRequest(tx, config, worker, { phone, name: input.recipientName });
  });
}

const liveRequest = (config: Config, token: string) =>
  and(
    eq(reviewRequests.tokenHash, hashReviewToken(config, token)),
    isNull(reviewRequests.usedAt),
    gt(reviewRequests.expiresAt, sql`now()`),
  );

const linkNotFound = () => notFound(REVIEW_MESSAGES.notFound.description);

/**
 * The worker a link asks a review for: a live link's form, or a used link's thanks (its author opening the SMS
 * again, issue 32); unknown and expired unused links are the same 404.
 */
export async function lookupReviewRequest(
  db: Db,
  config: Config,
  token: string,
): Promise<ReviewRequestLookup> {
  const [row] = await db
    .select({
      fullName: workers.fullName,
      profilePhotoUrl: workers.profilePhotoUrl,
      skills: workers.skills,
      usedAt: reviewRequests.usedAt,
      unexpired: sql<boolean>`${reviewRequests.expiresAt} > now()`,
    })
    .from(reviewRequests)
    .innerJoin(workers, eq(workers.id, reviewRequests.workerId))
    .where(eq(reviewRequests.tokenHash, hashReviewToken(config, token)));
  if (!row) throw linkNotFound();
  const { usedAt, unexpired, ...worker } = row;
  if (usedAt) return { worker, received: true };
  if (!unexpired) throw linkNotFound();
  return { worker, received: false };
}

/** Uses the link once: the review, its verified reference and the worker's new rating commit together. */
export async function submitReviewRequest(
  db: Db,
  config: Config,
  token: string,
  input: z.output<typeof submitReviewRequestSchema>,
): Promise<SubmitReviewRequestResponse> {
  return db.transaction(async (tx) => {
    // One atomic claim: of two concurrent submits only the first finds used_at still null.
    const [request] = await tx
      .update(reviewRequests)
      .set({ usedAt: new Date() })
      .where(liveRequest(config, token))
      .returning({
        id: reviewRequests.id,
        workerId: reviewRequests.workerId,
        recipientPhone: reviewRequests.recipientPhone,
      });
    if (!request) throw linkNotFound();
    const locked = await lockWorkerForReview(tx, request.workerId);
    // The worker may have made the recipient's number her own since the request went out (confirmed it as her
    // profile phone): the review still counts, the verified mark does not.
    const worker = await requestingWorker(tx, request.workerId);
    const distinct = worker !== undefined && !ownPhones(worker).includes(request.recipientPhone);
    const [review] = await tx
      .insert(reviews)
      .values({
        workerId: request.workerId,
        reviewerUserId: null,
        hireId: null,
        rating: input.rating,
        review: input.review,
        jobType: input.jobType,
        source: 'review_request',
      })
      .returning({ id: reviews.id });
    await tx.update(reviewRequests).set({ reviewId: review!.id }).where(eq(reviewRequests.id, request.id));
    await tx.insert(workerReferences).values({
      workerId: request.workerId,
      reviewId: review!.id,
      referenceName: input.employerName,
      referenceType: REQUEST_REFERENCE_TYPE,
      isVerified: distinct,
      testimonial: input.review,
    });
    await recomputeWorkerRating(tx, request.workerId);
    await notifyReviewReceived(tx, { ...locked, reviewId: review!.id }, config.publicUrl);
    return { success: true, signUpUrl: EMPLOYER_SIGN_UP_URL, shouldSignUp: input.shouldSignUp };
  });
}

/**
 * The review request a voice note from `phone` answers (issue 35): the newest still within its life (used or not)
 * that went to this number, for a worker who does not own the number (the verified-reference rule: never from her
 * own numbers, decision 0361). Null when none.
 */
export async function liveRequestToPhone(
  tx: Tx,
  phone: string,
  now: Date,
): Promise<{ id: string; workerId: string; workerName: string } | null> {
  const rows = await tx
    .select({ id: reviewRequests.id, workerId: reviewRequests.workerId })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.recipientPhone, phone), gt(reviewRequests.expiresAt, now)))
    .orderBy(desc(reviewRequests.createdAt))
    .limit(20);
  for (const row of rows) {
    const worker = await requestingWorker(tx, row.workerId);
    if (worker && !ownPhones(worker).includes(phone)) {
      return { id: row.id, workerId: row.workerId, workerName: worker.fullName };
    }
  }
  return null;
}

/**
 * A worker made `phone` (E.164) her own: the references that came through requests to it lose the verified mark
 * (they were her own number all along). Runs in the caller's transaction; returns how many were unmarked.
 */
export async function unverifyReferencesFromPhone(tx: Tx, workerId: string, phone: string): Promise<number> {
  const fromPhone = tx
    .select({ reviewId: reviewRequests.reviewId })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.workerId, workerId), eq(reviewRequests.recipientPhone, phone)));
  const unmarked = await tx
    .update(workerReferences)
    .set({ isVerified: false })
    .where(
      and(
        eq(workerReferences.workerId, workerId),
        eq(workerReferences.isVerified, true),
        inArray(workerReferences.reviewId, fromPhone),
      ),
    )
    .returning({ id: workerReferences.id });
  return unmarked.length;
}

/**
 * Registration calls this, inside its own transaction, once the worker's registration is complete: the
 * wizard's 'request review' entries are then sent by a job. The dedupe key queues it once per worker.
 */
export async function queueWorkHistoryReviewRequests(tx: Tx, workerId: string): Promise<void> {
  await enqueueJob(
    tx,
    workHistoryReviewRequestsKind,
    { workerId },
    { dedupeKey: `${WORK_HISTORY_REVIEW_REQUESTS_JOB}:${workerId}` },
  );
}

export interface WorkHistorySendResult {
  sent: number;
  skipped: { workHistoryId: string; reason: string }[];
}

/**
 * Sends a review request for each work-history entry marked 'request review'. Safe to run again: an employer
 * phone this worker already asked is skipped, so a retried job sends nothing twice. Entries that cannot be sent
 * (not a mobile number, over a limit) are skipped, not failed: the others still go out.
 */
export async function sendWorkHistoryReviewRequests(
  db: Db,
  config: Config,
  workerId: string,
): Promise<WorkHistorySendResult> {
  return db.transaction(async (tx) => {
    const result: WorkHistorySendResult = { sent: 0, skipped: [] };
    const worker = await requestingWorker(tx, workerId, true);
    if (!worker) return result;
    const entries = await tx
      .select({
        id: workHistory.id,
        employerPhone: workHistory.employerPhone,
        employerName: workHistory.employerName,
      })
      .from(workHistory)
      .where(and(eq(workHistory.workerId, workerId), eq(workHistory.reviewRequested, true)))
      .orderBy(workHistory.position);
    for (const entry of entries) {
      try {
        const phone = normaliseRecipientPhone(worker, entry.employerPhone ?? '');
        const [already] = await tx
          .select({ id: reviewRequests.id })
          .from(reviewRequests)
          .where(and(eq(reviewRequests.workerId, workerId), eq(reviewRequests.recipientPhone, phone)))
          .limit(1);
        if (already) {
          result.skipped.push({ workHistoryId: entry.id, reason: 'already requested' });
          continue;
        }
        // A savepoint, so a limit refusing this entry also takes back the hits it already counted.
        await tx.transaction((sp) =>
          createReviewRequest(sp, config, worker, { phone, name: entry.employerName || null }),
        );
        result.sent += 1;
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        result.skipped.push({ workHistoryId: entry.id, reason: err.message });
      }
    }
    return result;
  });
}
