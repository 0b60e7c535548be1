// The clock of format-date.ts on its own: the outbox notice is part of every page's shell (the landing's entry
// chunk), and importing format-date there put all of its formatters and month names on the landing's budget.

/** Everything is shown in South African time. */
export const ZONE = 'Africa/Johannesburg';

/** Hours and minutes, 24-hour: digits only, the same in every language. Made once, on first use. */
let clock: Intl.DateTimeFormat | undefined;

/** '17:54', South African time, 24-hour in every language. */
export function formatTime(at: string | number | Date): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  clock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clock.format(date);
}
