// Reporting a problem with a visit (issue 33, decision 0340): either party, from the visit's start until it is
// done, once. The report holds the visit back from being done on its own (domain/visits.ts, completeVisits), and the
// other party is told at once in their language. Disputes with held money (the money issue) build on this record.
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { BOOKINGS_PAGE_PATHS } from '../../../shared/page-paths.js';
import { BOOKING_MESSAGES, type Visit } from '../../../shared/schemas/bookings.js';
import type { Db, Tx } from '../../db/client.js';
import { users, visits, workers } from '../../db/schema.js';
import { employerDisplayName } from '../../domain/visibility.js';
import { conflict } from '../../lib/http-error.js';
import { notifyUser } from '../../platform/messaging/index.js';
import { findPartyVisit, toVisit } from './payload.js';
import { VISIT_TEXTS } from './visit-texts.js';

/** POST /api/bookings/:id/visits/:visitId/problem: the reporter's visit, now held. */
export async function reportVisitProblem(
  db: Db,
  input: { userId: string; bookingId: string; visitId: string; reason: string; publicUrl: string },
  now: Date,
): Promise<Visit> {
  return db.transaction(async (tx) => {
    const { visit, hire, role, workerUserId } = await findPartyVisit(
      tx,
      input.userId,
      input.bookingId,
      input.visitId,
    );
    if (visit.problemReportedAt) throw conflict(BOOKING_MESSAGES.problemAlreadyReported);
    if (visit.status !== 'booked') throw conflict(BOOKING_MESSAGES.visitNotOpen);
    if (visit.startsAt.getTime() > now.getTime()) throw conflict(BOOKING_MESSAGES.problemNotStarted);
    const [updated] = await tx
      .update(visits)
      .set({ problemReportedAt: now, problemReportedBy: role, problemReason: input.reason })
      .where(
        and(
          eq(visits.id, visit.id),
          eq(visits.status, 'booked'),
          lte(visits.startsAt, now),
          isNull(visits.problemReportedAt),
        ),
      )
      .returning();
    if (!updated) {
      // The guard found it changed: already reported (here or just now by the other party), or no longer booked.
      const [current] = await tx.select().from(visits).where(eq(visits.id, visit.id));
      throw conflict(
        current?.problemReportedAt ? BOOKING_MESSAGES.problemAlreadyReported : BOOKING_MESSAGES.visitNotOpen,
      );
    }
    const otherRole = role === 'employer' ? 'worker' : 'employer';
    const otherUserId = otherRole === 'worker' ? workerUserId : hire.employerUserId;
    if (otherUserId) {
      const reporterName = await reporterNameFor(tx, role, {
        employerUserId: hire.employerUserId,
        workerId: hire.workerId,
      });
      await notifyUser(tx, {
        userId: otherUserId,
        kind: 'visit_problem',
        dedupeKey: `visit_problem:${visit.id}`,
        ref: visit.id,
        runAt: now,
        text: (language) =>
          VISIT_TEXTS.problemReported(
            {
              reporter: reporterName(language),
              reporterRole: role,
              date: visit.date,
              start: visit.startTime,
              link: `${input.publicUrl}${BOOKINGS_PAGE_PATHS[otherRole]}`,
            },
            language,
          ),
      });
    }
    return toVisit(updated);
  });
}

/** The reporter as the other party's messages name them: the household as every message does, her by her name. */
async function reporterNameFor(
  tx: Tx,
  role: 'employer' | 'worker',
  hire: { employerUserId: string | null; workerId: string },
) {
  if (role === 'worker') {
    const [worker] = await tx
      .select({ fullName: workers.fullName })
      .from(workers)
      .where(eq(workers.id, hire.workerId));
    return (_language: LanguageCode) => worker?.fullName ?? '';
  }
  const [employer] = hire.employerUserId
    ? await tx
        .select({ firstName: users.firstName, companyName: users.companyName })
        .from(users)
        .where(eq(users.id, hire.employerUserId))
    : [];
  return (language: LanguageCode) =>
    employerDisplayName(employer ?? { firstName: null, companyName: null }, language);
}
