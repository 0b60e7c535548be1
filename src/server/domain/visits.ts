// A booking's visits follow its hire (issue 33): accepted, the requested visits are booked; declined, expired,
// cancelled or withdrawn by a block, the visits still ahead give the worker's time back ('released'), so the
// exclusion constraint no longer holds it. The hires feature calls these in the same transaction as each move, so
// every channel (the app, a WhatsApp or SMS reply, the expiry job, a block) keeps the two in step.
import { and, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { SLOT_HOLDING_VISIT_STATUSES } from '../../shared/schemas/bookings.js';
import type { Tx } from '../db/client.js';
import { visits } from '../db/schema.js';
import { releaseVisitPay } from './ledger/index.js';

export type VisitRecord = typeof visits.$inferSelect;

/** The hire was accepted: its requested visits are now booked. */
export async function bookRequestedVisits(tx: Tx, hireId: string): Promise<void> {
  await tx
    .update(visits)
    .set({ status: 'booked' })
    .where(and(eq(visits.hireId, hireId), eq(visits.status, 'requested')));
}

/**
 * The hire ended: its visits give the worker's time back, all of them for a request never accepted, and those not
 * yet over at `now` for an accepted one (the visits that took place stay as they were).
 */
export async function releaseVisits(tx: Tx, hireIds: readonly string[], now?: Date): Promise<void> {
  if (hireIds.length === 0) return;
  await tx
    .update(visits)
    .set({ status: 'released' })
    .where(
      and(
        inArray(visits.hireId, [...hireIds]),
        inArray(visits.status, ['requested', 'booked']),
        now ? gt(visits.endsAt, now) : undefined,
      ),
    );
}

/**
 * Queues the transactions that add visits to one worker's time. The exclusion constraint alone refuses every
 * overlap, but two inserts that overlap each other, both uncommitted, each wait for the other: PostgreSQL breaks
 * that deadlock after a second by failing one (40P01, not the 409 the loser should get). Taken first, this lock
 * makes them one after another, and the constraint answers the second at once (decision 0312).
 */
export async function lockWorkerVisits(tx: Tx, workerId: string): Promise<void> {
  // A bare function call on no table: the query builder has no form for it.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`worker-visits:${workerId}`}))`);
}

/** How long after its end a visit nobody marked counts as done (issue 33). */
export const VISIT_SETTLES_AFTER_MS = 24 * 3_600_000;

/**
 * Which booked visits become done, and by whose act: the household marking one visit, her check-out on a booking's
 * hire (the booked visit she is at: started in the last day), or the daily job settling those nobody marked a day
 * after their end.
 */
export type VisitCompletion =
  | { by: 'employer'; visitId: string }
  | { by: 'check_out'; hireId: string }
  | { by: 'settled' };

/**
 * The one place a visit becomes done (issue 33): every path goes through here, so what follows a visit's end (the
 * worker's pay, issue 34) has one place to hook. Only a booked visit moves, in one guarded UPDATE, so a second mark
 * or a job run twice finds nothing; answers the rows that became done, in this transaction.
 */
export async function completeVisits(tx: Tx, which: VisitCompletion, now: Date): Promise<VisitRecord[]> {
  const done = await tx
    .update(visits)
    .set({ status: 'done', doneAt: now })
    .where(and(eq(visits.status, 'booked'), completionScope(which, now)))
    .returning();
  // Her pay held for each visit becomes her balance in this same transaction, once (a hold keeps it back).
  for (const visit of done) {
    await releaseVisitPay(tx, { visitId: visit.id, workerId: visit.workerId, at: now });
  }
  return done;
}

function completionScope(which: VisitCompletion, now: Date) {
  switch (which.by) {
    case 'employer':
      return eq(visits.id, which.visitId);
    case 'check_out':
      return and(
        eq(visits.hireId, which.hireId),
        lte(visits.startsAt, now),
        gte(visits.startsAt, new Date(now.getTime() - VISIT_SETTLES_AFTER_MS)),
      );
    case 'settled':
      return lte(visits.endsAt, new Date(now.getTime() - VISIT_SETTLES_AFTER_MS));
  }
}

/**
 * Whether a visit of hers already holds time overlapping [startsAt, endsAt): the exclusion constraint's own test
 * (decision 0312), asked beforehand where nothing is inserted (the replacements offered to a household, issue 33).
 */
export async function holdsTimeBetween(
  tx: Tx,
  workerId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.workerId, workerId),
        inArray(visits.status, [...SLOT_HOLDING_VISIT_STATUSES]),
        lt(visits.startsAt, endsAt),
        gt(visits.endsAt, startsAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}
