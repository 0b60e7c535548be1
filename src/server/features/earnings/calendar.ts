// The statement's calendar (decision 0367): a month of South African dates and its weeks for the chart, Monday to
// Sunday as the weekly payout run counts them, cut at the month's first and last day. Pure.
import { addDays, isoWeekday, saDate } from '../../domain/booking-schedule.js';

/** 'YYYY-MM' of a moment in South African time (23:30 on the 31st is still that month). */
export function saMonthOf(at: Date): string {
  return saDate(at).slice(0, 7);
}

/** The month's first and last South African dates. */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month's weeks: the first runs from the 1st to its Sunday, the last from a Monday to the month's end. */
export function monthWeeks(month: string): { from: string; to: string }[] {
  const { first, last } = monthDays(month);
  const weeks: { from: string; to: string }[] = [];
  let from = first;
  while (from <= last) {
    const sunday = addDays(from, 7 - isoWeekday(from));
    const to = sunday < last ? sunday : last;
    weeks.push({ from, to });
    from = addDays(to, 1);
  }
  return weeks;
}
