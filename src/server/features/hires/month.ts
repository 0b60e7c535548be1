// The calendar month a moment falls in, in South African time: free hires are counted per SA month (decision 0061).
import { HIRE_TIMEZONE } from '../../../shared/constants.js';

const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: HIRE_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
});

/** 'YYYY-MM' of `at` on a clock in Africa/Johannesburg (23:30 SAST on the 31st is still that month). */
export function saMonth(at: Date): string {
  const parts = monthFormat.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}
