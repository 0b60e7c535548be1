// Dates in the reader's language (decision 0187). English keeps the spec's en-ZA forms ('30 April 2026'). The
// browsers carry no date data for isiZulu, isiXhosa, Sepedi, Sesotho and Setswana (Chromium answers in American
// English), and the prerender (Node) would disagree with them: the month names and the order of day, month and
// year come from the catalogue instead, for Afrikaans too, so every runtime writes the same date.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages.js';
import { translate } from './i18n.js';

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

const ZONE = 'Africa/Johannesburg';

const isEnglish = () => (i18n.locale || DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE;

/**
 * Made once, on first use: building a DateTimeFormat with a time zone costs far more than formatting with it, and
 * a profile formats one date per review (its render was one long task in Lighthouse, decision 0256).
 */
let zoneFormat: Intl.DateTimeFormat | undefined;
/** The English forms (toLocaleDateString would build a new formatter on every call). */
let longEnglish: Intl.DateTimeFormat | undefined;
let mediumEnglish: Intl.DateTimeFormat | undefined;

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
    longEnglish ??= new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric' });
    return longEnglish.format(date);
  }
  const { day, month, year } = partsInZone(date);
  return translate(msg`{day} {month} {year}`, { day, month: monthName(month), year });
}

/** '24 Nov 2026' (a review's date) in English; other languages write the month in full, from the catalogue. */
export function formatMediumDate(iso: string): string {
  const date = new Date(iso);
  if (isEnglish() && !Number.isNaN(date.getTime())) {
    mediumEnglish ??= new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium' });
    return mediumEnglish.format(date);
  }
  return formatDate(iso);
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
  const zone = { timeZone: ZONE } as const;
  const time = at.toLocaleTimeString('en-ZA', { ...zone, hour: '2-digit', minute: '2-digit', hour12: false });
  const day = isEnglish()
    ? at.toLocaleDateString('en-ZA', { ...zone, day: 'numeric', month: 'long' })
    : translate(msg`{day} {month}`, { day: partsInZone(at).day, month: monthName(partsInZone(at).month) });
  return translate(msg`{time} on {day}`, { time, day });
}
