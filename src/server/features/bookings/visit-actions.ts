// The moves on a visit (issue 33): cancel (either party) under the dated cancellation policy, skip (the household),
// end a series from a date, and mark done (the household). Each is one guarded UPDATE, so a double click cannot
// apply it twice; what a late household owes the worker is recorded on the visit (the money issue charges it).
import { and, count, eq, gt, gte, inArray } from 'drizzle-orm';
import {
  cancellationOutcome,
  LATE_CANCELLATION_WARNING_COUNT,
  LATE_CANCELLATION_WINDOW_DAYS,
} from '../../../shared/pay/cancellation-policy.js';
import {
  BOOKING_MESSAGES,
  type Booking,
  type CancelVisitAnswer,
  SLOT_HOLDING_VISIT_STATUSES,
  type Visit,
} from '../../../shared/schemas/bookings.js';
import type { Db, Tx } from '../../db/client.js';
import { hires, visits, workers } from '../../db/schema.js';
import { completeVisits } from '../../domain/visits.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { findPartyVisit, getBooking, toVisit, type VisitRow } from './payload.js';

type Role = 'employer' | 'worker';

/** Ends one visit that still holds her time and has not started, with what the policy says it costs. */
export async function endVisit(
  tx: Tx,
  visit: VisitRow,
  input: { status: 'cancelled' | 'skipped'; by: Role; reason: string | null; now: Date },
): Promise<VisitRow | undefined> {
  // A request not yet accepted costs nobody anything: only a booked visit can be cancelled late.
  const outcome =
    visit.status === 'booked'
      ? cancellationOutcome({
          visitDate: visit.date,
          visitPayCents: visit.payCents,
          by: input.by,
          now: input.now,
        })
      : { lateCancellation: false, feeCents: 0 };
  const [updated] = await tx
    .update(visits)
    .set({
      status: input.status,
      cancelledAt: input.now,
      cancelledBy: input.by,
      cancelReason: input.reason,
      lateCancellation: outcome.lateCancellation,
      feeCents: outcome.feeCents,
    })
    .where(
      and(
        eq(visits.id, visit.id),
        inArray(visits.status, [...SLOT_HOLDING_VISIT_STATUSES]),
        gt(visits.startsAt, input.now),
      ),
    )
    .returning();
  return updated;
}

/** POST .../visits/:visitId/cancel by either party, or .../skip by the household. */
export async function cancelOrSkipVisit(
  db: Db,
  input: { userId: string; bookingId: string; visitId: string; reason: string | null; skip: boolean },
  now: Date,
): Promise<CancelVisitAnswer> {
  return db.transaction(async (tx) => {
    const { visit, role } = await findPartyVisit(tx, input.userId, input.bookingId, input.visitId);
    if (input.skip && role !== 'employer') throw forbidden(BOOKING_MESSAGES.employerOnly);
    const updated = await endVisit(tx, visit, {
      status: input.skip ? 'skipped' : 'cancelled',
      by: role,
      reason: input.reason,
      now,
    });
    if (!updated) throw conflict(BOOKING_MESSAGES.visitNotOpen);
    return {
      lateCancellation: updated.lateCancellation,
      feeCents: updated.feeCents,
      visit: toVisit(updated),
    };
  });
}

/** Ends a repeating booking from a date: its visits from then on are cancelled, each under the policy. */
export async function cancelSeriesFrom(
  db: Db,
  input: { userId: string; bookingId: string; from: string },
  now: Date,
): Promise<Booking> {
  if (!isUuid(input.bookingId)) throw notFound(BOOKING_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hire: hires, workerUserId: workers.userId })
      .from(hires)
      .innerJoin(workers, eq(workers.id, hires.workerId))
      .where(eq(hires.id, input.bookingId))
      .for('no key update', { of: hires });
    const h = row?.hire;
    const role: Role | null =
      h?.employerUserId === input.userId ? 'employer' : row?.workerUserId === input.userId ? 'worker' : null;
    if (!h?.repeat || !role) throw notFound(BOOKING_MESSAGES.notFound);
    if (h.repeat === 'none') throw conflict(BOOKING_MESSAGES.notASeries);
    const endedFrom = h.endedFrom && h.endedFrom < input.from ? h.endedFrom : input.from;
    await tx.update(hires).set({ endedFrom }).where(eq(hires.id, h.id));
    const ahead = await tx
      .select()
      .from(visits)
      .where(
        and(
          eq(visits.hireId, h.id),
          gte(visits.date, input.from),
          inArray(visits.status, [...SLOT_HOLDING_VISIT_STATUSES]),
          gt(visits.startsAt, now),
        ),
      );
    for (const visit of ahead)
      await endVisit(tx, visit, { status: 'cancelled', by: role, reason: null, now });
  });
  return getBooking(db, input.userId, input.bookingId, now);
}

/** The household marks a visit done once it has started (the worker's check-out does too). */
export async function markVisitDone(
  db: Db,
  input: { userId: string; bookingId: string; visitId: string },
  now: Date,
): Promise<Visit> {
  return db.transaction(async (tx) => {
    const { visit, role } = await findPartyVisit(tx, input.userId, input.bookingId, input.visitId);
    if (role !== 'employer') throw forbidden(BOOKING_MESSAGES.employerOnly);
    if (visit.startsAt.getTime() > now.getTime()) throw conflict(BOOKING_MESSAGES.notStarted);
    const [updated] = await completeVisits(tx, { by: 'employer', visitId: visit.id }, now);
    if (!updated) throw conflict(BOOKING_MESSAGES.visitNotOpen);
    return toVisit(updated);
  });
}

/** Her own late cancellations as a worker in the last 60 days, and whether she is shown the warning. */
export async function lateCancellationsOf(db: Db, userId: string, now: Date) {
  const since = new Date(now.getTime() - LATE_CANCELLATION_WINDOW_DAYS * 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(visits)
    .innerJoin(workers, eq(workers.id, visits.workerId))
    .where(
      and(
        eq(workers.userId, userId),
        eq(visits.cancelledBy, 'worker'),
        eq(visits.lateCancellation, true),
        gt(visits.cancelledAt, since),
      ),
    );
  const n = row?.n ?? 0;
  return { count: n, warning: n >= LATE_CANCELLATION_WARNING_COUNT };
}
