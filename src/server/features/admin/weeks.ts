// The dashboard's weeks: Monday to Monday in South African time. South Africa keeps UTC+2 all year (no summer
// time), so a wall-clock midnight there is one fixed instant.
import { DAY_MS, HIRE_TIMEZONE } from '../../../shared/constants.js';

const SA_OFFSET = '+02:00';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: HIRE_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of `at` on a clock in South Africa. */
export function saDate(at: Date): string {
  return dayFormat.format(at);
}

/** The starts of the last `count` weeks (Monday 00:00 in South Africa), oldest first; the last holds `now`. */
export function weekStarts(now: Date, count: number): Date[] {
  const today = new Date(`${saDate(now)}T00:00:00${SA_OFFSET}`);
  const sinceMonday = (new Date(`${saDate(now)}T12:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = today.getTime() - sinceMonday * DAY_MS;
  return Array.from({ length: count }, (_, i) => new Date(thisMonday - (count - 1 - i) * 7 * DAY_MS));
}
