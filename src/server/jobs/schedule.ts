// Calendar rules for declared schedules, in South African time (Africa/Johannesburg: UTC+2 all year, no daylight
// saving since 1944, so a fixed offset is exact).
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

export type ScheduleRule =
  /** Every day at HH:MM South African time. */
  | { every: 'day'; at: `${number}:${number}` }
  /** Every week on this weekday (0 Sunday ... 6 Saturday) at HH:MM South African time. */
  | { every: 'week'; weekday: number; at: `${number}:${number}` }
  /** Every month on this day (1-28) at HH:MM South African time. */
  | { every: 'month'; day: number; at: `${number}:${number}` };

/** The rule's slot in the South African day, week or month `offset` steps from the one `now` falls in. */
function slot(rule: ScheduleRule, now: Date, offset: number): Date {
  const [hour, minute] = rule.at.split(':').map(Number) as [number, number];
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  let utc: number;
  if (rule.every === 'day') utc = Date.UTC(y, m, d + offset, hour, minute);
  else if (rule.every === 'week') {
    // This week's slot is the latest day with the rule's weekday on or before today.
    const back = (local.getUTCDay() - rule.weekday + 7) % 7;
    utc = Date.UTC(y, m, d - back + 7 * offset, hour, minute);
  } else utc = Date.UTC(y, m + offset, rule.day, hour, minute);
  return new Date(utc - SAST_OFFSET_MS);
}

/** The latest slot at or before `now` and the first one after it. */
export function slotsAround(rule: ScheduleRule, now: Date): { previous: Date; next: Date } {
  const current = slot(rule, now, 0);
  return current <= now
    ? { previous: current, next: slot(rule, now, 1) }
    : { previous: slot(rule, now, -1), next: current };
}
