// POPIA access (section 23): everything we hold about one person as JSON, as they may download it. Deletion is
// service.ts; both follow docs/decisions/0040-account-deletion-and-export.md.
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  employerMonthlyUsage,
  hires,
  lastSearches,
  payments,
  promoRedemptions,
  reviewRequests,
  reviews,
  savedWorkers,
  sessions,
  subscriptions,
  uploads,
  users,
  verificationDocuments,
  workerReferences,
  workers,
  workHistory,
} from '../../db/schema.js';
import { reviewRevealedSql } from '../../domain/visibility.js';
import { exportMessagingData } from '../../platform/messaging/index.js';
import { exportHouseholdRecords } from '../household/index.js';
import { exportJobPostData } from '../job-posts/index.js';
import { exportPayoutAccount } from '../payouts/index.js';
import { employerReviewsWrittenBy } from '../reviews/index.js';

/** All personal information about the user, as they may download it (POPIA section 23). */
export async function exportUserData(
  db: DbOrTx,
  config: Config,
  userId: string,
): Promise<Record<string, unknown> | null> {
  const [user] = await db
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      firstName: users.firstName,
      companyName: users.companyName,
      isAdmin: users.isAdmin,
      employerPhoneVerifiedAt: users.employerPhoneVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;

  const [worker] = await db.select().from(workers).where(eq(workers.userId, userId));
  const workerId = worker?.id ?? null;
  const byWorker = <T>(run: (id: string) => Promise<T[]>): Promise<T[]> =>
    workerId ? run(workerId) : Promise.resolve([]);

  const [
    sessionRows,
    uploadRows,
    documentRows,
    paymentRows,
    subscriptionRows,
    usageRows,
    hiresMade,
    reviewsWritten,
    savedRows,
    promoRows,
    auditRows,
    historyRows,
    hiresReceived,
    reviewsReceived,
    referenceRows,
    requestRows,
  ] = await Promise.all([
    db
      .select({
        persistent: sessions.persistent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({
        kind: uploads.kind,
        url: uploads.url,
        thumbnailUrl: uploads.thumbnailUrl,
        mimeType: uploads.mimeType,
        sizeBytes: uploads.sizeBytes,
        originalName: uploads.originalName,
        createdAt: uploads.createdAt,
      })
      .from(uploads)
      .where(eq(uploads.ownerUserId, userId)),
    // Identity documents and police clearances: their metadata here; the files only through the owner's route.
    db
      .select({
        id: verificationDocuments.id,
        documentType: verificationDocuments.documentType,
        mimeType: verificationDocuments.mimeType,
        status: verificationDocuments.status,
        reviewNotes: verificationDocuments.reviewNotes,
        reviewedAt: verificationDocuments.reviewedAt,
        createdAt: verificationDocuments.createdAt,
      })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, userId)),
    db
      .select({
        reference: payments.reference,
        paymentType: payments.paymentType,
        tierLevel: payments.tierLevel,
        subscriptionType: payments.subscriptionType,
        paymentMethod: payments.paymentMethod,
        amountCents: payments.amountCents,
        currency: payments.currency,
        provider: payments.provider,
        status: payments.status,
        paidAt: payments.paidAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId)),
    db
      .select({
        subscriptionType: subscriptions.subscriptionType,
        startsAt: subscriptions.startsAt,
        expiresAt: subscriptions.expiresAt,
        paymentReference: subscriptions.paymentReference,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    db
      .select({
        month: employerMonthlyUsage.month,
        freeHiresUsed: employerMonthlyUsage.freeHiresUsed,
        totalHires: employerMonthlyUsage.totalHires,
      })
      .from(employerMonthlyUsage)
      .where(eq(employerMonthlyUsage.userId, userId)),
    db
      .select({
        id: hires.id,
        workerId: hires.workerId,
        status: hires.status,
        isFreeHire: hires.isFreeHire,
        month: hires.month,
        createdAt: hires.createdAt,
        respondedAt: hires.respondedAt,
        completedAt: hires.completedAt,
        // The address the household gave with a booking is theirs (decision 0335); the worker's export leaves it out.
        workplaceAddress: hires.workplaceAddress,
      })
      .from(hires)
      .where(eq(hires.employerUserId, userId)),
    db
      .select({
        id: reviews.id,
        workerId: reviews.workerId,
        rating: reviews.rating,
        review: reviews.review,
        jobType: reviews.jobType,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.reviewerUserId, userId)),
    db
      .select({ workerId: savedWorkers.workerId, createdAt: savedWorkers.createdAt })
      .from(savedWorkers)
      .where(eq(savedWorkers.userId, userId)),
    db
      .select({ code: promoRedemptions.code, createdAt: promoRedemptions.createdAt })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.userId, userId)),
    db
      .select({
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, userId)),
    byWorker((id) =>
      db
        .select({
          workType: workHistory.workType,
          employerName: workHistory.employerName,
          duties: workHistory.duties,
          employerPhone: workHistory.employerPhone,
          reviewRequested: workHistory.reviewRequested,
          createdAt: workHistory.createdAt,
        })
        .from(workHistory)
        .where(eq(workHistory.workerId, id))
        .orderBy(workHistory.position),
    ),
    // Hires of this worker: what happened, not who the employer is (that is the employer's information).
    byWorker((id) =>
      db
        .select({
          id: hires.id,
          status: hires.status,
          createdAt: hires.createdAt,
          respondedAt: hires.respondedAt,
          completedAt: hires.completedAt,
        })
        .from(hires)
        .where(eq(hires.workerId, id)),
    ),
    byWorker((id) =>
      db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          review: reviews.review,
          jobType: reviews.jobType,
          source: reviews.source,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        // Reviews of her still blind (decision 0230) are not hers to read yet, not even in her data export.
        .where(and(eq(reviews.workerId, id), reviewRevealedSql())),
    ),
    byWorker((id) =>
      db
        .select({
          referenceName: workerReferences.referenceName,
          referenceType: workerReferences.referenceType,
          isVerified: workerReferences.isVerified,
          testimonial: workerReferences.testimonial,
          createdAt: workerReferences.createdAt,
        })
        .from(workerReferences)
        .where(eq(workerReferences.workerId, id)),
    ),
    // Review requests the worker sent: when, not the employer's number (someone else's information).
    byWorker((id) =>
      db
        .select({
          recipientName: reviewRequests.recipientName,
          createdAt: reviewRequests.createdAt,
          expiresAt: reviewRequests.expiresAt,
          usedAt: reviewRequests.usedAt,
        })
        .from(reviewRequests)
        .where(eq(reviewRequests.workerId, id)),
    ),
  ]);

  const employmentRows = await exportHouseholdRecords(db, userId);
  // Where the person last searched for workers (the home page's recommendations start there, issue 18).
  const [lastSearch] = await db
    .select({
      latitude: lastSearches.latitude,
      longitude: lastSearches.longitude,
      radiusKm: lastSearches.radiusKm,
      skill: lastSearches.skill,
      searchedAt: lastSearches.searchedAt,
    })
    .from(lastSearches)
    .where(eq(lastSearches.userId, userId));
  const messaging = await exportMessagingData(db, userId, user.phoneNumber);
  const jobPostData = await exportJobPostData(db, userId);
  const employerReviewsWritten = await employerReviewsWrittenBy(db, userId);
  // Her bank account number in clear: this download is the one place it leaves sealed storage (decision 0352).
  const payoutAccount = await exportPayoutAccount(db, config, userId);

  let workerProfile: Record<string, unknown> | null = null;
  if (worker) {
    const { approxLatitude: _lat, approxLongitude: _lng, userId: _userId, ...profile } = worker;
    workerProfile = {
      ...profile,
      workHistory: historyRows,
      hiresReceived,
      reviewsReceived,
      references: referenceRows,
      reviewRequestsSent: requestRows,
    };
  }

  return {
    exportedAt: new Date().toISOString(),
    about:
      'All personal information Work Local holds about you (POPIA section 23). Reviews others wrote about you ' +
      'are included without their names. Documents you uploaded are listed; the files stay private. ' +
      'Employment particulars and payslips are kept for at least three years even if you delete your account ' +
      '(the law requires these records), with only the names, address and pay details on them.',
    user,
    sessions: sessionRows,
    workerProfile,
    uploads: uploadRows,
    verificationDocuments: documentRows,
    payments: paymentRows,
    subscriptions: subscriptionRows,
    employerMonthlyUsage: usageRows,
    hiresMade,
    reviewsWritten,
    employerReviewsWritten,
    savedWorkers: savedRows,
    promoRedemptions: promoRows,
    actions: auditRows,
    employments: employmentRows,
    lastSearch: lastSearch ?? null,
    payoutAccount,
    messaging,
    ...jobPostData,
  };
}
