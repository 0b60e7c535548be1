// Requesting and answering a booking (issue 33). A booking is a hire with a schedule: it goes through the hire's
// createHire (phone check, open request, daily and monthly quota) and transitionHire (accept, decline, also by a
// WhatsApp or SMS reply), and adds its visits in the hire's transaction. Overlaps are refused by the database's
// exclusion constraint (decision 0312), never by a read before the write.
import { and, eq, isNotNull } from 'drizzle-orm';
import type * as z from 'zod';
import { checkOfferedRate } from '../../../shared/pay/minimum-wage.js';
import { randToCents } from '../../../shared/pay/money.js';
import {
  BOOKING_MESSAGES,
  type Booking,
  type createBookingSchema,
} from '../../../shared/schemas/bookings.js';
import type { Db } from '../../db/client.js';
import { hires, visits, workers } from '../../db/schema.js';
import {
  fitsAvailability,
  horizonEnd,
  saDate,
  saInstant,
  scheduleDates,
  visitEnd,
} from '../../domain/booking-schedule.js';
import { lockWorkerVisits } from '../../domain/visits.js';
import { isExclusionViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { createHire, transitionHire } from '../hires/index.js';
import { loadAvailability } from './availability.js';
import { getBooking } from './payload.js';
import { visitRows } from './series.js';

export type CreateBookingBody = z.output<typeof createBookingSchema>;

export interface BookingDeps {
  publicUrl: string;
  requestsPerDay: number;
}

/**
 * Requests a booking: 400 naming the minimum when the rate is under the national minimum wage on any visit's
 * date, or the visit is in the past or runs past midnight; 409 when the first visit falls outside her availability
 * or any visit overlaps time another booking holds; the hire's own refusals (403, 404, 409, 402, 429) as a hire.
 */
export async function createBooking(
  db: Db,
  deps: BookingDeps,
  employerUserId: string,
  body: CreateBookingBody,
  now: Date,
): Promise<Booking> {
  const minutes = Math.round(body.hours * 60);
  const end = visitEnd(body.start, minutes);
  if (!end) throw badRequest(BOOKING_MESSAGES.endsAfterMidnight, { field: 'hours' });
  if (saInstant(body.date, body.start).getTime() <= now.getTime()) {
    throw badRequest(BOOKING_MESSAGES.inThePast, { field: 'date' });
  }
  const until = body.repeat === 'none' ? body.date : (body.until ?? null);
  const through = body.repeat === 'none' ? body.date : horizonEnd(saDate(now), until);
  const dates = scheduleDates({
    firstDate: body.date,
    repeat: body.repeat,
    through: through < body.date ? body.date : through,
  });
  for (const date of dates) {
    const check = checkOfferedRate({ rate: body.hourlyRate, per: 'hour', date });
    if (check.message) throw badRequest(check.message, { field: 'hourlyRate' });
  }
  try {
    const { hire } = await createHire(
      db,
      {
        employerUserId,
        workerId: body.workerId,
        publicUrl: deps.publicUrl,
        requestsPerDay: deps.requestsPerDay,
        schedule: {
          columns: {
            firstDate: body.date,
            startTime: body.start,
            visitMinutes: minutes,
            hourlyRateCents: randToCents(body.hourlyRate),
            transportAllowanceCents:
              body.transportAllowance === undefined ? null : randToCents(body.transportAllowance),
            repeat: body.repeat,
            repeatUntil: until,
            visitsGeneratedUntil: dates.at(-1) ?? body.date,
            notes: body.notes || null,
            workplaceAddress: body.address || null,
          },
          async afterInsert(tx, row) {
            await lockWorkerVisits(tx, row.workerId);
            const availability = await loadAvailability(tx, row.workerId);
            if (!fitsAvailability(availability, body.date, body.start, end)) {
              throw conflict(BOOKING_MESSAGES.outsideAvailability(body.date), { field: 'date' });
            }
            await tx.insert(visits).values(visitRows(row, dates, availability, 'requested'));
          },
        },
      },
      now,
    );
    return getBooking(db, employerUserId, hire.id, now);
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(BOOKING_MESSAGES.overlaps);
    throw error;
  }
}

/** The worker answers a booking request, as she answers any hire (the same move a reply `1` or `2` makes). */
export async function answerBooking(
  db: Db,
  input: { userId: string; bookingId: string; action: 'accept' | 'decline'; publicUrl: string },
  now: Date,
): Promise<Booking> {
  if (!isUuid(input.bookingId)) throw notFound(BOOKING_MESSAGES.notFound);
  const [booking] = await db
    .select({ id: hires.id })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .where(and(eq(hires.id, input.bookingId), isNotNull(hires.repeat), eq(workers.userId, input.userId)));
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  await transitionHire(
    db,
    { hireId: booking.id, userId: input.userId, action: input.action, publicUrl: input.publicUrl },
    now,
  );
  return getBooking(db, input.userId, booking.id, now);
}
