// A booking's schedule (issue 33): South African dates and times (UTC+2 all year, no daylight saving), the visits
// a repeating booking makes, the pay of a visit and whether a visit fits the worker's availability. Pure: the
// clock is always passed in.

import { BOOKING_HORIZON_WEEKS, type BookingRepeat } from '../../shared/schemas/bookings.js';

// The visit's pay is the booking form's too: its one home is shared.
export { visitPayCents } from '../../shared/pay/minimum-wage.js';

const SAST_OFFSET_MS = 2 * 3_600_000;
const DAY_MS = 86_400_000;

/** The South African date of a moment, 'YYYY-MM-DD'. */
export function saDate(now: Date): string {
  return new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a South African date and 'HH:MM' (or '24:00') names. */
export function saInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - SAST_OFFSET_MS);
}

/** A date `days` later (or earlier), across month and year ends. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday: Monday 1 ... Sunday 7. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

function toMinutes(time: string): number {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
}

function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A visit's end 'HH:MM', or null when it would run past midnight. */
export function visitEnd(start: string, minutes: number): string | null {
  const end = toMinutes(start) + minutes;
  return end > 24 * 60 ? null : fromMinutes(end);
}

/** The last date visits are made up to on `today`: `until` if sooner, else BOOKING_HORIZON_WEEKS ahead. */
export function horizonEnd(today: string, until: string | null): string {
  const horizon = addDays(today, BOOKING_HORIZON_WEEKS * 7);
  return until && until < horizon ? until : horizon;
}

/**
 * The visit dates of a schedule from `firstDate`, every 7 or 14 days for a repeating one, that fall in
 * [after, through] (`after` exclusive, to extend a series past what it already has).
 */
export function scheduleDates(input: {
  firstDate: string;
  repeat: BookingRepeat;
  through: string;
  after?: string | null;
}): string[] {
  const step = input.repeat === 'weekly' ? 7 : input.repeat === 'fortnightly' ? 14 : 0;
  const dates: string[] = [];
  for (let date = input.firstDate; date <= input.through; date = addDays(date, step)) {
    if (!input.after || date > input.after) dates.push(date);
    if (step === 0) break;
  }
  return dates;
}

export interface WorkerAvailability {
  weekly: readonly { day: number; start: string; end: string }[];
  blocked: readonly string[];
}

/**
 * Whether the worker is available for a visit: not a blocked date and, once she has set weekly hours, inside one
 * of that weekday's slots. Without weekly hours she has said nothing yet and any time is open (decision 0312).
 */
export function fitsAvailability(
  availability: WorkerAvailability,
  date: string,
  start: string,
  end: string,
): boolean {
  if (availability.blocked.includes(date)) return false;
  if (availability.weekly.length === 0) return true;
  const day = isoWeekday(date);
  return availability.weekly.some((s) => s.day === day && s.start <= start && end <= s.end);
}

/** The free parts of a day: her slots (or the whole day when none is set) less the busy times. */
export function freeTimes(
  availability: WorkerAvailability,
  date: string,
  busy: readonly { start: string; end: string }[],
): { start: string; end: string }[] {
  if (availability.blocked.includes(date)) return [];
  const day = isoWeekday(date);
  const slots =
    availability.weekly.length === 0
      ? [{ start: '00:00', end: '24:00' }]
      : availability.weekly.filter((s) => s.day === day).map(({ start, end }) => ({ start, end }));
  const sortedBusy = [...busy].sort((a, b) => a.start.localeCompare(b.start));
  const free: { start: string; end: string }[] = [];
  for (const slot of slots.sort((a, b) => a.start.localeCompare(b.start))) {
    let cursor = slot.start;
    for (const b of sortedBusy) {
      if (b.end <= cursor || b.start >= slot.end) continue;
      if (b.start > cursor) free.push({ start: cursor, end: b.start });
      if (b.end > cursor) cursor = b.end;
    }
    if (cursor < slot.end) free.push({ start: cursor, end: slot.end });
  }
  return free;
}
