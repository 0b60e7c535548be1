// The time a worker gives with a reply of IN ("IN 17:30", "in 1730", "IN 17h30", "IN 17"): the next such time of
// day on South African time, as the check-in page reads the time field on her phone.
import { SAFETY_MAX_HOURS, SAFETY_REPLY_DEFAULT_HOURS } from '../../../shared/schemas/trust.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** South Africa keeps UTC+2 all year (no daylight saving), so a wall-clock time is a fixed offset from UTC. */
const SOUTH_AFRICA_OFFSET_MS = 2 * HOUR_MS;

/**
 * The expected end for a reply of IN: `argument` as a time of day (the next one after `now`), none given: the
 * default length of a working day; null when the argument is not a time, or one further off than a check-in may last.
 */
export function expectedEndFromReply(argument: string, now: Date): Date | null {
  const text = argument.trim().toLowerCase();
  if (!text) return new Date(now.getTime() + SAFETY_REPLY_DEFAULT_HOURS * HOUR_MS);
  const match = /^(\d{1,2})(?:[:h.]?(\d{2}))?h?$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  const local = now.getTime() + SOUTH_AFRICA_OFFSET_MS;
  const midnight = local - (local % DAY_MS);
  let at = midnight + (hours * 60 + minutes) * 60_000 - SOUTH_AFRICA_OFFSET_MS;
  if (at <= now.getTime()) at += DAY_MS;
  return at - now.getTime() > SAFETY_MAX_HOURS * HOUR_MS ? null : new Date(at);
}
