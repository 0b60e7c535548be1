// Making a booking's visits (issue 33): at the request, and each day after for a repeating booking kept 8 weeks
// ahead (or up to its `until`). A visit on one of her blocked dates is left out; one under the minimum wage then in
// force stops the series there (the household must agree a new rate: a new booking).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { checkOfferedRate } from '../../../shared/pay/minimum-wage.js';
import { centsToRand } from '../../../shared/pay/money.js';
import type { Db, Tx } from '../../db/client.js';
import { hires, visits } from '../../db/schema.js';
import {
  horizonEnd,
  saDate,
  saInstant,
  scheduleDates,
  visitEnd,
  visitPayCents,
  type WorkerAvailability,
} from '../../domain/booking-schedule.js';
import { completeVisits, lockWorkerVisits } from '../../domain/visits.js';
import type { HireRow } from '../hires/index.js';
import { loadAvailability } from './availability.js';

/** The dates from `dates` at which the hourly rate is at least the minimum, up to the first that is not. */
export function datesAtLegalRate(dates: readonly string[], hourlyRateCents: number): string[] {
  const legal: string[] = [];
  for (const date of dates) {
    if (!checkOfferedRate({ rate: centsToRand(hourlyRateCents), per: 'hour', date }).isAtLeastMinimum) break;
    legal.push(date);
  }
  return legal;
}

/** The visit rows of a booking for these dates, leaving out her blocked dates. */
export function visitRows(
  hire: HireRow,
  dates: readonly string[],
  availability: WorkerAvailability,
  status: 'requested' | 'booked',
): (typeof visits.$inferInsert)[] {
  const start = hire.startTime ?? '00:00';
  const minutes = hire.visitMinutes ?? 0;
  const end = visitEnd(start, minutes) ?? '24:00';
  return dates
    .filter((date) => !availability.blocked.includes(date))
    .map((date) => ({
      hireId: hire.id,
      workerId: hire.workerId,
      date,
      startTime: start,
      endTime: end,
      startsAt: saInstant(date, start),
      endsAt: saInstant(date, end),
      status,
      payCents: visitPayCents(hire.hourlyRateCents ?? 0, minutes),
    }));
}

async function extendOne(tx: Tx, hireId: string, now: Date): Promise<number> {
  const [hire] = await tx.select().from(hires).where(eq(hires.id, hireId)).for('no key update');
  if (!hire?.firstDate || !hire.repeat || hire.endedFrom) return 0;
  if (hire.status !== 'requested' && hire.status !== 'accepted') return 0;
  const through = horizonEnd(saDate(now), hire.repeatUntil);
  await lockWorkerVisits(tx, hire.workerId);
  if (hire.visitsGeneratedUntil && through <= hire.visitsGeneratedUntil) return 0;
  const dates = scheduleDates({
    firstDate: hire.firstDate,
    repeat: hire.repeat as 'weekly' | 'fortnightly',
    through,
    after: hire.visitsGeneratedUntil,
  });
  const legal = datesAtLegalRate(dates, hire.hourlyRateCents ?? 0);
  const rows = visitRows(
    hire,
    legal,
    await loadAvailability(tx, hire.workerId),
    hire.status === 'accepted' ? 'booked' : 'requested',
  );
  // A new visit that would overlap another household's booking is not made (the constraint skips it).
  const made = rows.length ? await tx.insert(visits).values(rows).onConflictDoNothing().returning() : [];
  const stoppedAt = legal.length < dates.length ? dates[legal.length] : undefined;
  await tx
    .update(hires)
    .set(
      stoppedAt ? { visitsGeneratedUntil: through, endedFrom: stoppedAt } : { visitsGeneratedUntil: through },
    )
    .where(eq(hires.id, hire.id));
  return made.length;
}

/** The daily job's other half: booked visits nobody marked are done a day after their end. */
export async function settleVisits(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => (await completeVisits(tx, { by: 'settled' }, now)).length);
}

/** The daily job: every live repeating booking gets its visits up to its horizon; answers how many were made. */
export async function extendRecurringBookings(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: hires.id })
    .from(hires)
    .where(
      and(
        inArray(hires.repeat, ['weekly', 'fortnightly']),
        inArray(hires.status, ['requested', 'accepted']),
        isNull(hires.endedFrom),
        or(isNull(hires.repeatUntil), sql`${hires.visitsGeneratedUntil} < ${hires.repeatUntil}`),
      ),
    );
  let made = 0;
  for (const { id } of due) made += await db.transaction((tx) => extendOne(tx, id, now));
  return made;
}
