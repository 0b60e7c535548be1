// UIF contributions for a household employer (Unemployment Insurance Contributions Act; SA-FACTS.md).
import { divideRoundingHalfUp, type Money, money } from './money.js';

export const PAYMENT_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

const PERIODS_PER_YEAR: Record<PaymentFrequency, number> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
};

/** The UIF earnings ceiling, R17,712 a month since 1 June 2021 (R212,544 a year). */
export const UIF_MONTHLY_CEILING_CENTS = 1_771_200;
/** Employee and employer each pay 1% of remuneration up to the ceiling. */
export const UIF_RATE_PERCENT = 1;
/** UIF applies only to a worker who works more than 24 hours a month for this employer. */
export const UIF_MIN_MONTHLY_HOURS_EXCLUSIVE = 24;

/**
 * The ceiling for one pay period: the yearly ceiling (12 x monthly) spread over the periods in a year, rounded
 * down to the cent, as payroll tools and SARS's tables do: R4,087.38 a week, R8,174.76 a fortnight,
 * R17,712.00 a month. A week is thus 12/52 of a month, not a quarter of one.
 */
export function uifCeilingCents(frequency: PaymentFrequency): number {
  return Math.floor((UIF_MONTHLY_CEILING_CENTS * 12) / PERIODS_PER_YEAR[frequency]);
}

/**
 * Hours worked in a period scaled to a month the same way (a week's hours x 52/12), for the 24-hours-a-month
 * test. A worker on 6 hours every week works 26 hours a month and is covered; one on 5 hours is not.
 */
function monthlyEquivalentHours(hoursInPeriod: number, frequency: PaymentFrequency): number {
  return (hoursInPeriod * PERIODS_PER_YEAR[frequency]) / 12;
}

export interface UifContributions {
  applies: boolean;
  /** Remuneration the 1% is taken of: the period's gross pay, capped at the period's ceiling. */
  contributable: Money;
  ceiling: Money;
  employee: Money;
  employer: Money;
}

export function uifContributions(input: {
  remunerationCents: number;
  hoursWorked: number;
  frequency: PaymentFrequency;
}): UifContributions {
  const ceilingCents = uifCeilingCents(input.frequency);
  const applies =
    monthlyEquivalentHours(input.hoursWorked, input.frequency) > UIF_MIN_MONTHLY_HOURS_EXCLUSIVE;
  const contributableCents = applies ? Math.min(input.remunerationCents, ceilingCents) : 0;
  const shareCents = divideRoundingHalfUp(contributableCents * UIF_RATE_PERCENT, 100);
  return {
    applies,
    contributable: money(contributableCents),
    ceiling: money(ceilingCents),
    employee: money(shareCents),
    employer: money(shareCents),
  };
}
