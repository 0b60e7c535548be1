// The national minimum wage by date and the checks of an offered rate against it (issue 21, SA-FACTS.md).
import { formatRand } from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';
import { type Money, money, randToCents } from './money.js';

/**
 * National minimum wage per ordinary hour, by the date it took effect (Department of Employment and Labour
 * notices). Domestic workers have been paid the same minimum as everyone since 2022-03-01. Kept whole, oldest
 * first, so a contract or payslip dated in the past is checked against the minimum then in force.
 */
export const MINIMUM_WAGE_TABLE: readonly { from: string; hourlyCents: number }[] = [
  { from: '2022-03-01', hourlyCents: 2319 },
  { from: '2023-03-01', hourlyCents: 2542 },
  { from: '2024-03-01', hourlyCents: 2758 },
  { from: '2025-03-01', hourlyCents: 2879 },
  { from: '2026-03-01', hourlyCents: 3023 },
];

/**
 * Sectoral Determination 7 / BCEA s9(3): a worker who works four hours or less on a day is paid for at least
 * four hours that day.
 */
export const MIN_PAID_HOURS_PER_DAY = 4;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` string naming a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The minimum per hour in force on a `YYYY-MM-DD` date. ISO dates order as strings. A date before the table's
 * first row gets that row: lower older minimums are not kept, and the rate typed today is what is checked.
 */
export function minimumHourlyWageOn(date: string): Money {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  let cents = MINIMUM_WAGE_TABLE[0]?.hourlyCents ?? 0;
  for (const row of MINIMUM_WAGE_TABLE) if (row.from <= date) cents = row.hourlyCents;
  return money(cents);
}

/** Hours paid for a day's work: at least four on any day worked (SD7 / BCEA s9(3)). */
export function paidHoursForDay(hoursWorked: number): number {
  return hoursWorked > 0 ? Math.max(hoursWorked, MIN_PAID_HOURS_PER_DAY) : 0;
}

/**
 * A booked visit's pay in cents: the hours paid (a short day is paid as four) times the hourly rate. The server
 * records it on each visit; the booking form shows it before the request is sent.
 */
export function visitPayCents(hourlyRateCents: number, minutes: number): number {
  return Math.round(hourlyRateCents * paidHoursForDay(minutes / 60));
}

export type RatePer = 'hour' | 'day';

export interface OfferedRate {
  /** The offered amount in rand, per hour or per day. */
  rate: number;
  per: RatePer;
  /** The date the rate applies from, `YYYY-MM-DD`. */
  date: string;
  /** Ordinary hours on a working day; needed to judge a daily rate. */
  hoursPerDay?: number;
}

export interface RateCheck {
  isAtLeastMinimum: boolean;
  minimumHourly: Money;
  /** The least legal amount in the offer's own unit (per hour, or per day of `hoursPerDay` paid as at least 4). */
  minimumForOffer: Money;
  /** For the 400 answer and the form hint; null when the rate is legal. */
  message: string | null;
}

/**
 * Checks an offered rate against the minimum in force on its date. An hourly rate is compared per hour (the
 * four-hour rule then only changes the hours paid); a daily rate must cover the minimum for the day's hours,
 * and a day of four hours or less is paid as four.
 */
export function checkOfferedRate(offer: OfferedRate): RateCheck {
  const minimumHourly = minimumHourlyWageOn(offer.date);
  let minimumForOffer = minimumHourly;
  if (offer.per === 'day') {
    if (!offer.hoursPerDay || offer.hoursPerDay <= 0) throw new RangeError('A daily rate needs hoursPerDay');
    const paidHours = paidHoursForDay(offer.hoursPerDay);
    minimumForOffer = money(Math.ceil(minimumHourly.cents * paidHours));
  }
  const isAtLeastMinimum = randToCents(offer.rate) >= minimumForOffer.cents;
  return {
    isAtLeastMinimum,
    minimumHourly,
    minimumForOffer,
    message: isAtLeastMinimum
      ? null
      : minimumWageMessage(offer.date, minimumHourly, offer.per, minimumForOffer),
  };
}

/**
 * "The national minimum wage on 2026-03-01 is R30.23 per hour" (and the day's least pay for a daily rate): a shared
 * message, so the 400 of a route and the hint of a form reach the reader in their language (issue 17).
 */
function minimumWageMessage(date: string, hourly: Money, per: RatePer = 'hour', perDay?: Money): string {
  const minimum = formatRand(hourly.cents, { decimals: true });
  if (per === 'hour' || !perDay) {
    return sharedMessage(
      /*i18n*/ {
        id: 'validation.pay.minimum-wage-hourly',
        message: 'The national minimum wage on {date} is {minimum} per hour',
        values: { date, minimum },
      },
    );
  }
  return sharedMessage(
    /*i18n*/ {
      id: 'validation.pay.minimum-wage-daily',
      message:
        'The national minimum wage on {date} is {minimum} per hour, so at least {perDay} for a day (a day of four hours or less is paid as four hours)',
      values: { date, minimum, perDay: formatRand(perDay.cents, { decimals: true }) },
    },
  );
}

/** Today's date in South Africa (UTC+2 all year), `YYYY-MM-DD`: the date a rate typed now is judged on. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return new Date(now.getTime() + 2 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The hint under a typed hourly rate ('35', 'R35.50', 35): the minimum's message when the rate is below the
 * minimum in force on `date`, otherwise null (nothing typed, not a number, or legal).
 */
export function minimumWageHint(typed: string | number | null | undefined, date: string): string | null {
  const value =
    typeof typed === 'number'
      ? typed
      : Number(
          String(typed ?? '')
            .trim()
            .replace(/^R\s*/i, '')
            .replace(',', '.'),
        );
  if (!Number.isFinite(value) || value <= 0 || !isIsoDate(date)) return null;
  return checkOfferedRate({ rate: value, per: 'hour', date }).message;
}
