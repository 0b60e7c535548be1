// Months, waits and money as the hire history shows them, in the active language.
import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { HIRE_TIMEZONE } from '../../../shared/constants.js';

/** 'YYYY-MM' as a date in the middle of that month (no time zone can move it to another month). */
function monthDate(month: string): Date {
  return new Date(`${month}-15T12:00:00Z`);
}

/** The active language as South Africa writes it ('en' alone would be American: 'August 6, 2027'). */
function intlLocale(i18n: I18n): string {
  return `${i18n.locale || 'en'}-ZA`;
}

export function formatDay(iso: string, i18n: I18n, style: 'medium' | 'long' = 'medium'): string {
  return new Intl.DateTimeFormat(intlLocale(i18n), { dateStyle: style, timeZone: HIRE_TIMEZONE }).format(
    new Date(iso),
  );
}

/** A month's labels: a letter for a 320 px phone, the short name, and the name with its year for tables. */
export function monthLabels(month: string, i18n: I18n): { narrow: string; short: string; long: string } {
  const at = monthDate(month);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(i18n), { ...options, timeZone: 'UTC' }).format(at);
  return {
    narrow: format({ month: 'narrow' }),
    short: format({ month: 'short' }),
    long: format({ month: 'long', year: 'numeric' }),
  };
}

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
