// Money arithmetic for pay: integer cents inside, rand (a number such as 35 or 35.5) only at the edges.

/** An amount both ways, as the pay answers carry it: cents for sums, rand for people. */
export interface Money {
  cents: number;
  rand: number;
}

/**
 * The most any one amount a person types may be, in rand: an hourly rate, a job's pay, a payslip line (issue 31).
 * Far above any casual or household wage, and far below what the bigint cents columns and JavaScript's exact
 * integers hold even summed over a month's 744 hours at double time.
 */
export const MAX_AMOUNT_RAND = 100_000;

export function randToCents(rand: number): number {
  // 28.79 * 100 is 2878.9999999999995 in binary floating point; rounding restores the typed cents.
  return Math.round(rand * 100);
}

export function centsToRand(cents: number): number {
  return cents / 100;
}

export function money(cents: number): Money {
  return { cents, rand: centsToRand(cents) };
}

/** True when a rand amount has at most two decimals (35, 35.5, 35.55; not 35.555). */
export function hasWholeCents(rand: number): boolean {
  return Math.abs(rand * 100 - Math.round(rand * 100)) < 1e-6;
}

/** Integer division rounded half up, for non-negative numerators (a payslip never has negative lines). */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Pay for a number of hours at an hourly rate times a multiplier given as a fraction (3/2 for time and a half).
 * Hours are taken to the hundredth (7.5 h, 3.25 h) so the product stays in exact integers before one rounding.
 */
export function payForHours(hours: number, rateCents: number, multiplier: Fraction = ONE): number {
  const hundredths = Math.round(hours * 100);
  return divideRoundingHalfUp(hundredths * rateCents * multiplier.numerator, 100 * multiplier.denominator);
}

export interface Fraction {
  numerator: number;
  denominator: number;
}

const ONE: Fraction = { numerator: 1, denominator: 1 };
