// A payslip's arithmetic (SD7 clauses 6, 12, 17 and 18; UIF): pure, integer cents, rand at the edges.
import { MIN_PAID_HOURS_PER_DAY, minimumHourlyWageOn, paidHoursForDay } from './minimum-wage.js';
import { type Fraction, type Money, money, payForHours, randToCents } from './money.js';
import { type PaymentFrequency, type UifContributions, uifContributions } from './uif.js';

/** SD7 clause 12: overtime at least one and a half times the wage, unless a (higher) overtime rate is agreed. */
export const OVERTIME_MULTIPLIER: Fraction = { numerator: 3, denominator: 2 };
/**
 * SD7 clause 17 (as BCEA s16): work on a Sunday is paid at double the wage for each hour worked, or one and a half
 * times the wage when the worker ordinarily works on Sundays.
 */
const SUNDAY_MULTIPLIER: Fraction = { numerator: 2, denominator: 1 };
const ORDINARY_SUNDAY_MULTIPLIER: Fraction = { numerator: 3, denominator: 2 };
/**
 * SD7 clause 18(2)(b): a worker who works on a public holiday that falls on her usual working day is paid at
 * least double the daily wage, i.e. double the wage for each hour of her usual day. Clause 18(3) (a holiday she
 * would not have worked: the daily wage plus the hourly wage per hour worked) comes to the same for a usual-length
 * day, so each public-holiday hour is paid at double.
 */
const PUBLIC_HOLIDAY_MULTIPLIER: Fraction = { numerator: 2, denominator: 1 };

export const NEGATIVE_NET_MESSAGE = 'Deductions cannot be more than the pay left after UIF';

/** An expected rule failure of the arithmetic; a route turns it into a 400. */
export class PayRuleError extends Error {}

export interface PayItemInput {
  description: string;
  /** Rand. */
  amount: number;
}

export interface PayslipInput {
  /** From the employment: the agreed hourly rate and optional overtime rate, in rand. */
  hourlyRate: number;
  overtimeRate?: number;
  /** The worker ordinarily works on Sundays (SD7 clause 17: Sunday then at 1.5x, not 2x). */
  worksSundays?: boolean;
  /** The employment's ordinary hours a day; used to count the days worked when `daysWorked` is not given. */
  hoursPerDay: number;
  paymentFrequency: PaymentFrequency;
  periodStart: string;
  periodEnd: string;
  ordinaryHours: number;
  /** Ordinary hours of each day worked, for the four-hour rule day by day; their sum is `ordinaryHours`. */
  dailyHours?: number[];
  /** Without `dailyHours`: the number of days on which the ordinary hours were worked. */
  daysWorked?: number;
  overtimeHours?: number;
  sundayHours?: number;
  publicHolidayHours?: number;
  otherPayments?: PayItemInput[];
  deductions?: PayItemInput[];
}

export type PayLineKind = 'ordinary' | 'overtime' | 'sunday' | 'publicHoliday';

export interface PayLine {
  kind: PayLineKind;
  hoursWorked: number;
  hoursPaid: number;
  rate: Money;
  amount: Money;
}

export interface PayItem {
  description: string;
  amount: Money;
}

export interface Payslip {
  periodStart: string;
  periodEnd: string;
  paymentFrequency: PaymentFrequency;
  /** The hourly rate paid: the agreed rate, or the minimum in force at the period's end when that is higher. */
  hourlyRate: Money;
  minimumHourlyRate: Money;
  isRaisedToMinimum: boolean;
  hoursWorked: number;
  lines: PayLine[];
  otherPayments: PayItem[];
  gross: Money;
  uif: UifContributions;
  /** Deductions other than UIF, each listed as SD7 clause 6 asks. */
  deductions: PayItem[];
  totalDeductions: Money;
  net: Money;
}

function items(list: PayItemInput[] | undefined): PayItem[] {
  return (list ?? []).map((item) => ({
    description: item.description,
    amount: money(randToCents(item.amount)),
  }));
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Ordinary hours paid after the four-hour rule. With each day's hours the rule is applied day by day. With only a
 * count of days, each day is at least four hours (exact unless one day was long and another short). With
 * neither, the days are the ordinary hours over the agreed hours a day, rounded up: the reading that never pays
 * the worker less.
 */
export function paidOrdinaryHours(
  ordinaryHours: number,
  hoursPerDay: number,
  days: { dailyHours?: number[]; daysWorked?: number } = {},
): number {
  if (days.dailyHours && days.dailyHours.length > 0) return sum(days.dailyHours.map(paidHoursForDay));
  if (ordinaryHours <= 0) return 0;
  const dayCount = days.daysWorked ?? Math.ceil(ordinaryHours / hoursPerDay);
  return Math.max(ordinaryHours, dayCount * MIN_PAID_HOURS_PER_DAY);
}

export function calculatePayslip(input: PayslipInput): Payslip {
  const minimumHourlyRate = minimumHourlyWageOn(input.periodEnd);
  const agreedCents = randToCents(input.hourlyRate);
  // The law, not the contract, sets the floor: a minimum that rose during the employment applies at once. The
  // minimum in force at the period's end is used for the whole period, which never underpays.
  const rateCents = Math.max(agreedCents, minimumHourlyRate.cents);
  const overtimeAgreed = input.overtimeRate === undefined ? 0 : randToCents(input.overtimeRate);
  const overtimeFloor = payForHours(1, rateCents, OVERTIME_MULTIPLIER);
  const overtimeRateCents = Math.max(overtimeAgreed, overtimeFloor);
  const sundayMultiplier = input.worksSundays ? ORDINARY_SUNDAY_MULTIPLIER : SUNDAY_MULTIPLIER;

  const ordinaryPaid = paidOrdinaryHours(input.ordinaryHours, input.hoursPerDay, input);
  // Each line's rate is rounded to the cent first, so hours x the rate printed on the payslip gives its amount.
  const line = (kind: PayLineKind, worked: number, paid: number, rate: number): PayLine => ({
    kind,
    hoursWorked: worked,
    hoursPaid: paid,
    rate: money(rate),
    amount: money(payForHours(paid, rate)),
  });
  const overtimeHours = input.overtimeHours ?? 0;
  const sundayHours = input.sundayHours ?? 0;
  const holidayHours = input.publicHolidayHours ?? 0;
  const sundayRate = payForHours(1, rateCents, sundayMultiplier);
  const holidayRate = payForHours(1, rateCents, PUBLIC_HOLIDAY_MULTIPLIER);
  const lines: PayLine[] = [
    line('ordinary', input.ordinaryHours, ordinaryPaid, rateCents),
    line('overtime', overtimeHours, overtimeHours, overtimeRateCents),
    line('sunday', sundayHours, sundayHours, sundayRate),
    line('publicHoliday', holidayHours, holidayHours, holidayRate),
  ].filter((payLine) => payLine.kind === 'ordinary' || payLine.hoursWorked > 0);

  const otherPayments = items(input.otherPayments);
  const grossCents = sum(lines.map((l) => l.amount.cents)) + sum(otherPayments.map((p) => p.amount.cents));
  const hoursWorked = input.ordinaryHours + overtimeHours + sundayHours + holidayHours;
  const uif = uifContributions({
    remunerationCents: grossCents,
    hoursWorked,
    frequency: input.paymentFrequency,
  });
  const deductions = items(input.deductions);
  const otherDeductionsCents = sum(deductions.map((d) => d.amount.cents));
  const netCents = grossCents - uif.employee.cents - otherDeductionsCents;
  if (netCents < 0) throw new PayRuleError(NEGATIVE_NET_MESSAGE);

  return {
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    paymentFrequency: input.paymentFrequency,
    hourlyRate: money(rateCents),
    minimumHourlyRate,
    isRaisedToMinimum: rateCents > agreedCents,
    hoursWorked,
    lines,
    otherPayments,
    gross: money(grossCents),
    uif,
    deductions,
    totalDeductions: money(uif.employee.cents + otherDeductionsCents),
    net: money(netCents),
  };
}
