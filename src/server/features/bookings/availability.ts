// The worker's availability (issue 33): weekly hours and blocked dates she sets, and what others see of it (free
// times, with her booked visits shown only as busy, never whose they are).
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  type Availability,
  type AvailabilityAnswer,
  BOOKING_MESSAGES,
  SLOT_HOLDING_VISIT_STATUSES,
} from '../../../shared/schemas/bookings.js';
import { HIRE_MESSAGES } from '../../../shared/schemas/hires.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { users, visits, workerBlockedDates, workers, workerWeeklySlots } from '../../db/schema.js';
import { isBlockedBetween } from '../../domain/blocks.js';
import { addDays, freeTimes, saInstant } from '../../domain/booking-schedule.js';
import { listingLiveSql } from '../../domain/visibility.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';

/** Her weekly hours and blocked dates as stored. */
export async function loadAvailability(db: DbOrTx, workerId: string): Promise<Availability> {
  const [weekly, blocked] = await Promise.all([
    db
      .select({
        day: workerWeeklySlots.day,
        start: workerWeeklySlots.startTime,
        end: workerWeeklySlots.endTime,
      })
      .from(workerWeeklySlots)
      .where(eq(workerWeeklySlots.workerId, workerId))
      .orderBy(asc(workerWeeklySlots.day), asc(workerWeeklySlots.startTime)),
    db
      .select({ date: workerBlockedDates.date })
      .from(workerBlockedDates)
      .where(eq(workerBlockedDates.workerId, workerId))
      .orderBy(asc(workerBlockedDates.date)),
  ]);
  return { weekly, blocked: blocked.map((b) => b.date) };
}

async function ownWorkerId(db: DbOrTx, userId: string): Promise<string> {
  const [worker] = await db.select({ id: workers.id }).from(workers).where(eq(workers.userId, userId));
  if (!worker) throw notFound(BOOKING_MESSAGES.notAWorker);
  return worker.id;
}

/** Replaces her weekly hours and blocked dates (duplicates kept once). */
export async function setAvailability(db: Db, userId: string, body: Availability): Promise<Availability> {
  return db.transaction(async (tx) => {
    const workerId = await ownWorkerId(tx, userId);
    const slots = new Map(body.weekly.map((s) => [`${s.day}|${s.start}`, s]));
    const blocked = [...new Set(body.blocked)];
    await tx.delete(workerWeeklySlots).where(eq(workerWeeklySlots.workerId, workerId));
    await tx.delete(workerBlockedDates).where(eq(workerBlockedDates.workerId, workerId));
    if (slots.size > 0) {
      await tx
        .insert(workerWeeklySlots)
        .values(
          [...slots.values()].map((s) => ({ workerId, day: s.day, startTime: s.start, endTime: s.end })),
        );
    }
    if (blocked.length > 0) {
      await tx.insert(workerBlockedDates).values(blocked.map((date) => ({ workerId, date })));
    }
    return loadAvailability(tx, workerId);
  });
}

/** Her own availability as she saved it. */
export async function getMyAvailability(db: Db, userId: string): Promise<Availability> {
  return loadAvailability(db, await ownWorkerId(db, userId));
}

/**
 * Her free and busy times for `days` days from `from`, to a signed-in reader who may see her: herself, or anyone
 * while her listing is live and neither has blocked the other (404 otherwise, like her profile).
 */
export async function availabilityFor(
  db: Db,
  input: { viewerUserId: string; workerId: string; from: string; days: number; now: Date },
): Promise<AvailabilityAnswer> {
  if (!isUuid(input.workerId)) throw notFound(HIRE_MESSAGES.workerNotFound);
  const [worker] = await db
    .select({ id: workers.id, userId: workers.userId, isLive: listingLiveSql(input.now) })
    .from(workers)
    .leftJoin(users, eq(users.id, workers.userId))
    .where(eq(workers.id, input.workerId));
  const own = worker?.userId === input.viewerUserId;
  if (
    !worker ||
    (!own && (!worker.isLive || (await isBlockedBetween(db, worker.userId, input.viewerUserId))))
  ) {
    throw notFound(HIRE_MESSAGES.workerNotFound);
  }
  const availability = await loadAvailability(db, worker.id);
  const last = addDays(input.from, input.days);
  const held = await db
    .select({ date: visits.date, start: visits.startTime, end: visits.endTime })
    .from(visits)
    .where(
      and(
        eq(visits.workerId, worker.id),
        inArray(visits.status, [...SLOT_HOLDING_VISIT_STATUSES]),
        gte(visits.startsAt, saInstant(input.from, '00:00')),
        lt(visits.startsAt, saInstant(last, '00:00')),
      ),
    );
  const days: AvailabilityAnswer['days'] = [];
  for (let i = 0; i < input.days; i++) {
    const date = addDays(input.from, i);
    const busy = held
      .filter((v) => v.date === date)
      .map(({ start, end }) => ({ start, end }))
      .sort((a, b) => a.start.localeCompare(b.start));
    days.push({
      date,
      blocked: availability.blocked.includes(date),
      free: freeTimes(availability, date, busy),
      busy,
    });
  }
  return { workerId: worker.id, weeklySet: availability.weekly.length > 0, days };
}
