// The app's one date and time formatter (decision 0187; issue 32: every date and time of src/client goes through
// here or its clock, format-time.ts, none through toLocaleDateString or Intl of its own). English keeps the spec's
// en-ZA forms ('30 April 2026'). The browsers carry no date data for isiZulu, isiXhosa, Sepedi, Sesotho and
// Setswana (Chromium answers in American English, 'December 8, 2026', '05:54 PM'), and the prerender (Node, full
// ICU) would disagree with them: the month names and the order of day, month and year come from the catalogue
// instead, for Afrikaans too, so every runtime writes the same date. Times are 24-hour ('17:54') in every language,
// and everything is South African time.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages.js';
import { formatTime, ZONE } from './format-time.js';
import { translate } from './i18n.js';

// In a module of its own so the outbox notice (in the landing's entry chunk) takes the clock without the rest.
export { formatTime };

const MONTHS = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg`May`,
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
];

const isEnglish = () => (i18n.locale || DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE;

/**
 * Made once, on first use: building a DateTimeFormat with a time zone costs far more than formatting with it, and
 * a profile formats one date per review (its render was one long task in Lighthouse, decision 0256).
 */
let zoneFormat: Intl.DateTimeFormat | undefined;
/** The English forms (toLocaleDateString would build a new formatter on every call). */
let longEnglish: Intl.DateTimeFormat | undefined;
let mediumEnglish: Intl.DateTimeFormat | undefined;
let dayMonthEnglish: Intl.DateTimeFormat | undefined;
let shortMonthEnglish: Intl.DateTimeFormat | undefined;
let narrowMonthEnglish: Intl.DateTimeFormat | undefined;

/** The day, month (0-11) and year a moment falls on in South Africa. */
function partsInZone(date: Date): { day: number; month: number; year: number } {
  zoneFormat ??= new Intl.DateTimeFormat('en-ZA', {
    timeZone: ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });
  const parts = zoneFormat.formatToParts(date);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: value('day'), month: value('month') - 1, year: value('year') };
}

function monthName(month: number): string {
  const name = MONTHS[month];
  return name ? i18n._(name) : '';
}

/** '30 April 2026', the way South Africans read a date; 'N/A' when there is none. */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return i18n._(msg`N/A`);
  if (isEnglish()) {
    longEnglish ??= new Intl.DateTimeFormat('en-ZA', {
      timeZone: ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    return longEnglish.format(date);
  }
  const { day, month, year } = partsInZone(date);
  return translate(msg`{day} {month} {year}`, { day, month: monthName(month), year });
}

/** '24 Nov 2026' (a review's date) in English; other languages write the month in full, from the catalogue. */
export function formatMediumDate(iso: string): string {
  const date = new Date(iso);
  if (isEnglish() && !Number.isNaN(date.getTime())) {
    mediumEnglish ??= new Intl.DateTimeFormat('en-ZA', { timeZone: ZONE, dateStyle: 'medium' });
    return mediumEnglish.format(date);
  }
  return formatDate(iso);
}

/** A calendar day ('2026-12-01', a job's start) as '1 December 2026': the day itself, whatever the zone. */
export function formatCalendarDate(isoDate: string): string {
  const day = isoDate.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return isoDate;
  // Noon UTC is the same day in South Africa.
  return formatDate(`${day}T12:00:00Z`);
}

/** '24 Nov 2026, 17:54' (an admin list, a saved copy's age); other languages write the month in full. */
export function formatDateTime(at: string | number | Date): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return i18n._(msg`N/A`);
  return translate(msg`{date}, {time}`, {
    date: formatMediumDate(date.toISOString()),
    time: formatTime(date),
  });
}

/** A chart's labels for a month ('2026-03'): a short one for a 320 px phone, and the name with its year. */
export function monthLabels(isoMonth: string): { narrow: string; short: string; long: string } {
  const [year, month] = isoMonth.split('-').map(Number);
  if (!year || !month) return { narrow: isoMonth, short: isoMonth, long: isoMonth };
  if (isEnglish()) {
    const middle = new Date(Date.UTC(year, month - 1, 15, 12));
    narrowMonthEnglish ??= new Intl.DateTimeFormat('en-ZA', { timeZone: 'UTC', month: 'narrow' });
    shortMonthEnglish ??= new Intl.DateTimeFormat('en-ZA', { timeZone: 'UTC', month: 'short' });
    return {
      narrow: narrowMonthEnglish.format(middle),
      short: shortMonthEnglish.format(middle),
      long: formatMonthYear(isoMonth),
    };
  }
  // The catalogues have no short month names (several languages' names share their first letters): the month's
  // number on the narrowest screens, the full name otherwise.
  return { narrow: String(month), short: monthName(month - 1), long: formatMonthYear(isoMonth) };
}

/** A chart's labels for a week (its Monday, '2026-03-09'): the day for a 320 px phone, '9 Mar', the full date. */
export function weekLabels(isoDate: string): { narrow: string; short: string; long: string } {
  const at = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return { narrow: isoDate, short: isoDate, long: isoDate };
  const { day, month } = partsInZone(at);
  dayMonthEnglish ??= new Intl.DateTimeFormat('en-ZA', { timeZone: ZONE, day: 'numeric', month: 'short' });
  const short = isEnglish()
    ? dayMonthEnglish.format(at)
    : translate(msg`{day} {month}`, { day, month: monthName(month) });
  return { narrow: String(day), short, long: formatCalendarDate(isoDate) };
}

/** 'October 2025' from '2025-10' (the legal pages' "last updated"). */
export function formatMonthYear(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  if (!year || !month) return isoMonth;
  return translate(msg`{month} {year}`, { month: monthName(month - 1), year });
}

/** '14:05 on 24 November', in South African time: when a throttled action may be tried again. */
export function formatRetryTime(retryAfterSeconds: number, now: number = Date.now()): string {
  const at = new Date(now + retryAfterSeconds * 1000);
  const { day, month } = partsInZone(at);
  return translate(msg`{time} on {day}`, {
    time: formatTime(at),
    day: translate(msg`{day} {month}`, { day, month: monthName(month) }),
  });
}
