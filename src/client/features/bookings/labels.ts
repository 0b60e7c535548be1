// The bookings pages' words for a visit's status, a booking's repeat and the days of the week, and the one way a
// booking's visits are listed (upcoming first).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  Booking,
  BookingRepeat,
  BookingVisit,
  Visit,
  VisitStatus,
} from '../../../shared/schemas/bookings.js';

export const VISIT_STATUS_LABELS: Record<VisitStatus, MessageDescriptor> = {
  requested: msg`Waiting for the worker's answer`,
  booked: msg`Booked`,
  done: msg`Done`,
  cancelled: msg`Cancelled`,
  skipped: msg`Skipped`,
  released: msg`Not going ahead`,
};

/** What a visit not yet answered says to the worker herself (her request is on her dashboard). */
export const REQUESTED_FOR_WORKER = msg`Waiting for your answer`;

export const REPEAT_LABELS: Record<BookingRepeat, MessageDescriptor> = {
  none: msg`Once`,
  weekly: msg`Every week`,
  fortnightly: msg`Every two weeks`,
};

/** ISO weekdays, Monday 1 to Sunday 7 (the availability body's `day`). */
export const WEEKDAYS: readonly { day: number; label: MessageDescriptor }[] = [
  { day: 1, label: msg`Monday` },
  { day: 2, label: msg`Tuesday` },
  { day: 3, label: msg`Wednesday` },
  { day: 4, label: msg`Thursday` },
  { day: 5, label: msg`Friday` },
  { day: 6, label: msg`Saturday` },
  { day: 7, label: msg`Sunday` },
];

/** ISO weekday of a 'YYYY-MM-DD' date (Monday 1). */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function weekdayLabel(date: string): MessageDescriptor {
  return WEEKDAYS[weekdayOf(date) - 1]?.label ?? msg`Monday`;
}

/** A 'YYYY-MM-DD' date `days` later (or earlier), across month ends. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export interface BookedVisit {
  booking: Booking;
  visit: BookingVisit;
}

const HOLDS_TIME: readonly VisitStatus[] = ['requested', 'booked'];

/** A visit still to come: it holds her time and its day is not past. */
export function isUpcoming(visit: Visit, today: string): boolean {
  return HOLDS_TIME.includes(visit.status) && visit.date >= today;
}

/** Every visit of the bookings, split into those to come (soonest first) and the rest (latest first). */
export function visitsOf(
  bookings: readonly Booking[],
  today: string,
): { upcoming: BookedVisit[]; earlier: BookedVisit[] } {
  const all = bookings.flatMap((booking) => booking.visits.map((visit) => ({ booking, visit })));
  const key = (v: BookedVisit) => `${v.visit.date} ${v.visit.start}`;
  const upcoming = all.filter((v) => isUpcoming(v.visit, today)).sort((a, b) => key(a).localeCompare(key(b)));
  const earlier = all.filter((v) => !isUpcoming(v.visit, today)).sort((a, b) => key(b).localeCompare(key(a)));
  return { upcoming, earlier };
}

/** A visit whose start has passed (South African time): it may be marked done, or a problem with it reported. */
export function hasStarted(visit: Visit, now: Date): boolean {
  return new Date(`${visit.date}T${visit.start}:00+02:00`).getTime() <= now.getTime();
}

/** The server's rule for reporting a problem (decision 0340): booked, started, not yet reported. */
export function canReportProblem(visit: Visit, now: Date): boolean {
  return visit.status === 'booked' && !visit.problemReported && hasStarted(visit, now);
}
