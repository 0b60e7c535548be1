// Quiet hours: no alert or other message that can wait goes out at night, South African time (decision 0200). One
// rule for every sender: job alerts now, the notification preferences (issue 19) with a person's own hours later.
// Codes and replies to something the person just did are never held: they are not for this module.
import { QUIET_HOURS_DEFAULT } from '../../../shared/constants.js';

/** A daily window in South African time, 'HH:MM' to 'HH:MM'; it may run past midnight (20:00 to 07:00). */
export interface QuietHours {
  start: string;
  end: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = QUIET_HOURS_DEFAULT;

/** South Africa keeps UTC+2 all year (no daylight saving), so a fixed offset is exact. */
const SA_OFFSET_MS = 2 * 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

function minutesOf(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not an HH:MM time: ${hhmm}`);
  return hours * 60 + minutes;
}

/** Minutes since midnight, South African time. */
function saMinuteOfDay(at: Date): number {
  const local = new Date(at.getTime() + SA_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;
}

/** The South African calendar day of a moment, 'YYYY-MM-DD'. */
export function southAfricanDay(at: Date): string {
  return new Date(at.getTime() + SA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `at` falls inside the quiet hours (start included, end not). */
export function isQuietTime(at: Date, quiet: QuietHours = DEFAULT_QUIET_HOURS): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const now = saMinuteOfDay(at);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * When a message that may wait can go out: `at` itself outside the quiet hours, else the end of the quiet hours
 * that `at` falls in (20:30 waits until 07:00 the next morning, 05:00 until 07:00 the same morning).
 */
export function nextSendTime(at: Date, quiet: QuietHours = DEFAULT_QUIET_HOURS): Date {
  if (!isQuietTime(at, quiet)) return at;
  // On a clock shifted to South African time: the next time the window ends, today or tomorrow.
  const local = new Date(at.getTime() + SA_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let end = midnight + minutesOf(quiet.end) * MINUTE_MS;
  if (end <= local.getTime()) end += DAY_MINUTES * MINUTE_MS;
  return new Date(end - SA_OFFSET_MS);
}
