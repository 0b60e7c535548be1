// A booking as either party reads it: the hire's schedule, its visits and which side the reader is. Only the two
// parties ever get one: anyone else is told the booking does not exist (404).
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { languageOf } from '../../../shared/i18n/languages.js';
import { centsToRand } from '../../../shared/pay/money.js';
import type {
  Booking,
  BookingRepeat,
  BookingVisit,
  LateFeeState,
  Visit,
  VisitStatus,
} from '../../../shared/schemas/bookings.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import type { HireStatus } from '../../../shared/schemas/hires.js';
import type { DbOrTx } from '../../db/client.js';
import { hires, users, visits, workers } from '../../db/schema.js';
import { type VisitMoney, visitPayments } from '../../domain/ledger/index.js';
import { employerPersonName, type HireParty, isWorkplaceAddressVisible } from '../../domain/visibility.js';
import { workplaceOf } from '../../domain/workplace.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { effectiveStatus } from '../hires/index.js';

export type VisitRow = typeof visits.$inferSelect;
const employer = alias(users, 'employer');

export function toVisit(v: VisitRow): Visit {
  return {
    id: v.id,
    date: v.date,
    start: v.startTime,
    end: v.endTime,
    status: v.status as VisitStatus,
    payCents: v.payCents,
    lateCancellation: v.lateCancellation,
    feeCents: v.feeCents,
    cancelledBy: (v.cancelledBy as Visit['cancelledBy']) ?? null,
    problemReported: v.problemReportedAt !== null,
    problemReportedBy: (v.problemReportedBy as Visit['problemReportedBy']) ?? null,
    problemReason: v.problemReason,
  };
}

/** A fee the household owes her: only its own late cancellation or skip carries one (decision 0346). */
function lateFeeOf(v: VisitRow, money: VisitMoney | undefined): LateFeeState {
  if (v.feeCents <= 0 || v.cancelledBy !== 'employer') return 'none';
  return money?.lateFeePaid ? 'paid' : 'owed';
}

function toBookingVisit(v: VisitRow, money: VisitMoney | undefined): BookingVisit {
  return { ...toVisit(v), payment: money?.payment ?? 'unpaid', lateFee: lateFeeOf(v, money) };
}

const bookingColumns = {
  hire: hires,
  workerUserId: workers.userId,
  workerName: workers.fullName,
  employerFirstName: employer.firstName,
  employerCompany: employer.companyName,
};

/** The reader is the booking's employer or its worker. */
function partyOf(userId: string): SQL | undefined {
  return or(eq(hires.employerUserId, userId), eq(workers.userId, userId));
}

async function loadBookings(db: DbOrTx, userId: string, only?: string) {
  return db
    .select({
      ...bookingColumns,
      // The reader's language, for the one word a nameless employer is given ("An employer").
      readerLanguage: sql<
        string | null
      >`(select ${users.language} from ${users} where ${users.id} = ${userId})`,
    })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .leftJoin(employer, eq(employer.id, hires.employerUserId))
    .where(and(isNotNull(hires.repeat), partyOf(userId), only ? eq(hires.id, only) : undefined));
}

type BookingRow = Awaited<ReturnType<typeof loadBookings>>[number];

const roleOf = (row: BookingRow, userId: string): HireParty =>
  row.hire.employerUserId === userId ? 'employer' : 'worker';

/** The workplace's address for this reader, or null where the visibility rule withholds it. */
async function addressFor(db: DbOrTx, row: BookingRow, userId: string, now: Date): Promise<string | null> {
  if (!isWorkplaceAddressVisible(roleOf(row, userId), effectiveStatus(row.hire, now))) return null;
  return (await workplaceOf(db, row.hire.id)).address;
}

function toBooking(
  row: BookingRow,
  rows: readonly VisitRow[],
  userId: string,
  now: Date,
  address: string | null,
  paid: ReadonlyMap<string, VisitMoney>,
): Booking {
  const h = row.hire;
  return {
    id: h.id,
    status: effectiveStatus(h, now) as HireStatus,
    role: roleOf(row, userId),
    workerId: h.workerId,
    workerName: row.workerName,
    employerName: employerPersonName(
      { firstName: row.employerFirstName, companyName: row.employerCompany },
      languageOf(row.readerLanguage),
    ),
    area: null,
    date: h.firstDate ?? '',
    start: h.startTime ?? '',
    hours: (h.visitMinutes ?? 0) / 60,
    hourlyRate: centsToRand(h.hourlyRateCents ?? 0),
    transportAllowance: h.transportAllowanceCents === null ? null : centsToRand(h.transportAllowanceCents),
    repeat: (h.repeat ?? 'none') as BookingRepeat,
    until: h.repeatUntil,
    endedFrom: h.endedFrom,
    notes: h.notes,
    address,
    createdAt: h.createdAt.toISOString(),
    visits: rows.map((v) => toBookingVisit(v, paid.get(v.id))),
  };
}

async function visitsOf(db: DbOrTx, hireIds: string[]): Promise<VisitRow[]> {
  if (hireIds.length === 0) return [];
  return db.select().from(visits).where(inArray(visits.hireId, hireIds)).orderBy(asc(visits.startsAt));
}

/** One booking for one of its parties; 404 to anyone else (and for a plain hire or a malformed id). */
export async function getBooking(db: DbOrTx, userId: string, bookingId: string, now: Date): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_MESSAGES.notFound);
  const [row] = await loadBookings(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  const rows = await visitsOf(db, [row.hire.id]);
  const paid = await visitPayments(
    db,
    rows.map((v) => v.id),
  );
  return toBooking(row, rows, userId, now, await addressFor(db, row, userId, now), paid);
}

/** The reader's bookings as worker or employer: those with a visit still ahead first (soonest first), then the rest. */
export async function listBookings(db: DbOrTx, userId: string, now: Date): Promise<Booking[]> {
  const rows = await loadBookings(db, userId);
  const all = await visitsOf(
    db,
    rows.map((r) => r.hire.id),
  );
  const paid = await visitPayments(
    db,
    all.map((v) => v.id),
  );
  const bookings: Booking[] = [];
  for (const row of rows) {
    bookings.push(
      toBooking(
        row,
        all.filter((v) => v.hireId === row.hire.id),
        userId,
        now,
        await addressFor(db, row, userId, now),
        paid,
      ),
    );
  }
  const nowMs = now.getTime();
  const nextOf = (b: Booking) => {
    const ahead = all.find(
      (v) =>
        v.hireId === b.id &&
        v.endsAt.getTime() > nowMs &&
        (v.status === 'booked' || v.status === 'requested'),
    );
    return ahead ? ahead.startsAt.getTime() : Number.POSITIVE_INFINITY;
  };
  return bookings
    .map((b) => ({ b, next: nextOf(b) }))
    .sort((x, y) => x.next - y.next || y.b.createdAt.localeCompare(x.b.createdAt))
    .map(({ b }) => b);
}

/** The booking's hire and the visit, for a move on it by one of its parties (404 otherwise). */
export async function findPartyVisit(db: DbOrTx, userId: string, bookingId: string, visitId: string) {
  if (!isUuid(bookingId) || !isUuid(visitId)) throw notFound(BOOKING_MESSAGES.visitNotFound);
  const [row] = await db
    .select({ hire: hires, visit: visits, workerUserId: workers.userId })
    .from(visits)
    .innerJoin(hires, eq(hires.id, visits.hireId))
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .where(and(eq(visits.id, visitId), eq(hires.id, bookingId), isNotNull(hires.repeat), partyOf(userId)));
  if (!row) throw notFound(BOOKING_MESSAGES.visitNotFound);
  return { ...row, role: row.hire.employerUserId === userId ? ('employer' as const) : ('worker' as const) };
}
