// Months, waits and money as the hire history shows them, in the active language.
import { plural } from '@lingui/core/macro';
import { formatDate, formatMediumDate } from '../../lib/format-date.js';

/** A day of the history ('24 Nov 2026', or in full): the app's one date formatter. */
export function formatDay(iso: string, style: 'medium' | 'long' = 'medium'): string {
  return style === 'long' ? formatDate(iso) : formatMediumDate(iso);
}

export { monthLabels } from '../../lib/format-date.js';

/** A wait in minutes as minutes, hours or days, whichever reads best. */
export function formatWait(minutes: number): string {
  if (minutes < 60) {
    const n = Math.max(1, Math.round(minutes));
    return plural(n, { one: '# minute', other: '# minutes' });
  }
  if (minutes < 48 * 60) {
    const n = Math.round(minutes / 60);
    return plural(n, { one: '# hour', other: '# hours' });
  }
  const n = Math.round(minutes / (24 * 60));
  return plural(n, { one: '# day', other: '# days' });
}
