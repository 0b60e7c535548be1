// Employment and payslip payloads of the household employer pack (issue 21): PUT /api/hires/:id/employment and
// POST /api/hires/:id/payslips, shared by the employment form and the routes. Money is rand, dates YYYY-MM-DD.
import * as z from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { checkOfferedRate, isIsoDate } from '../pay/minimum-wage.js';
import { hasWholeCents, MAX_AMOUNT_RAND, randToCents } from '../pay/money.js';
import { PAYMENT_FREQUENCIES } from '../pay/uif.js';
import { EMPLOYMENT_MESSAGES } from './employment-messages.js';

const LANGUAGE_CODES_TUPLE = LANGUAGES.map((l) => l.code) as unknown as readonly [
  (typeof LANGUAGES)[number]['code'],
  ...(typeof LANGUAGES)[number]['code'][],
];

export { PAYMENT_FREQUENCIES, type PaymentFrequency } from '../pay/uif.js';
export { EMPLOYMENT_MESSAGES } from './employment-messages.js';

/** SD7 clause 10: ordinary hours at most 45 a week, 9 a day on 5 days or fewer, 8 a day on more days. */
const MAX_ORDINARY_HOURS_PER_WEEK = 45;
function maxOrdinaryHoursPerDay(daysPerWeek: number): number {
  return Math.min(daysPerWeek <= 5 ? 9 : 8, MAX_ORDINARY_HOURS_PER_WEEK / daysPerWeek);
}

/** SD7 clause 19: 21 consecutive days' annual leave a year, i.e. three working weeks. */
export function minAnnualLeaveDays(daysPerWeek: number): number {
  return 3 * daysPerWeek;
}

/** A payslip period is at most a calendar month (31 days). */
const MAX_PERIOD_DAYS = 31;

const isoDate = z.string({ error: EMPLOYMENT_MESSAGES.date }).refine(isIsoDate, EMPLOYMENT_MESSAGES.date);
const rand = z
  .number({ error: EMPLOYMENT_MESSAGES.amount })
  .refine(hasWholeCents, EMPLOYMENT_MESSAGES.amount)
  .refine((value) => value <= MAX_AMOUNT_RAND, EMPLOYMENT_MESSAGES.amountTooLarge);
const positiveRand = rand.refine((value) => value > 0, EMPLOYMENT_MESSAGES.amount);
const description = z.string().trim().min(1).max(80);
const hours = z.number().min(0).max(744);

const payItemSchema = z.object({ description, amount: positiveRand });
const paymentInKindSchema = z.object({ description, value: positiveRand });

export const employmentSchema = z
  .object({
    startDate: isoDate,
    duties: z.string().trim().min(1).max(1000),
    workplace: z.string().trim().min(1).max(300),
    daysPerWeek: z.number().int().min(1).max(7),
    hoursPerDay: z.number().positive().max(12),
    hourlyRate: positiveRand,
    overtimeRate: positiveRand.optional(),
    paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
    paymentInKind: z.array(paymentInKindSchema).max(10).optional(),
    deductions: z.array(payItemSchema).max(10).optional(),
    annualLeaveDays: z.number().int().min(0).max(366),
    noticePeriod: z.number().int().min(1).max(52),
    uifRegistered: z.boolean(),
    coidaRegistered: z.boolean(),
    // Beyond the issue's fields: SD7 clause 17 pays Sundays at 1.5x, not 2x, to a worker who usually works them.
    worksSundays: z.boolean().default(false),
    // Beyond the issue's fields, for the written particulars: the employer's full name and address (the account
    // holds only a first name; the address defaults to the workplace) and the language the particulars are
    // explained in besides English (SD7 clause 9: a language the worker understands).
    employerName: z.string().trim().min(1).max(120).optional(),
    employerAddress: z.string().trim().min(1).max(300).optional(),
    workerLanguage: z.enum(LANGUAGE_CODES_TUPLE).default('en'),
  })
  .superRefine((value, ctx) => {
    if (isIsoDate(value.startDate)) {
      const check = checkOfferedRate({ rate: value.hourlyRate, per: 'hour', date: value.startDate });
      if (check.message) ctx.addIssue({ code: 'custom', path: ['hourlyRate'], message: check.message });
    }
    if (
      value.overtimeRate !== undefined &&
      randToCents(value.overtimeRate) * 2 < randToCents(value.hourlyRate) * 3
    ) {
      ctx.addIssue({ code: 'custom', path: ['overtimeRate'], message: EMPLOYMENT_MESSAGES.overtimeRate });
    }
    if (value.hoursPerDay > maxOrdinaryHoursPerDay(value.daysPerWeek)) {
      ctx.addIssue({ code: 'custom', path: ['hoursPerDay'], message: EMPLOYMENT_MESSAGES.hoursPerDay });
    }
    const minLeave = minAnnualLeaveDays(value.daysPerWeek);
    if (value.annualLeaveDays < minLeave) {
      ctx.addIssue({
        code: 'custom',
        path: ['annualLeaveDays'],
        message: EMPLOYMENT_MESSAGES.annualLeave(minLeave, value.daysPerWeek),
      });
    }
  });
export type EmploymentInput = z.infer<typeof employmentSchema>;
/** The form's values before defaults are applied. */
export type EmploymentFormValues = z.input<typeof employmentSchema>;

function daysBetween(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
}

export const payslipRequestSchema = z
  .object({
    periodStart: isoDate,
    periodEnd: isoDate,
    ordinaryHours: hours,
    overtimeHours: hours.optional(),
    sundayHours: hours.optional(),
    publicHolidayHours: hours.optional(),
    otherPayments: z.array(payItemSchema).max(10).optional(),
    deductions: z.array(payItemSchema).max(10).optional(),
    // Beyond the issue's fields, for the four-hour rule: each day's ordinary hours, or the number of days.
    dailyHours: z.array(z.number().positive().max(24)).max(31).optional(),
    daysWorked: z.number().int().min(0).max(31).optional(),
  })
  .superRefine((value, ctx) => {
    if (!isIsoDate(value.periodStart) || !isIsoDate(value.periodEnd)) return;
    const days = daysBetween(value.periodStart, value.periodEnd);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: EMPLOYMENT_MESSAGES.periodOrder });
    else if (days + 1 > MAX_PERIOD_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: EMPLOYMENT_MESSAGES.periodLength });
    }
    if (value.dailyHours) {
      const total = value.dailyHours.reduce((sum, h) => sum + Math.round(h * 100), 0);
      if (total !== Math.round(value.ordinaryHours * 100)) {
        ctx.addIssue({ code: 'custom', path: ['dailyHours'], message: EMPLOYMENT_MESSAGES.dailyHours });
      }
    }
  });
export type PayslipRequest = z.infer<typeof payslipRequestSchema>;

const moneySchema = z.object({ cents: z.number().int(), rand: z.number() });
const payItemAnswer = z.object({ description: z.string(), amount: moneySchema });

/** The answer of POST /api/hires/:id/payslips: the calculated payslip, all money in cents and rand. */
export const payslipAnswerSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  hourlyRate: moneySchema,
  minimumHourlyRate: moneySchema,
  isRaisedToMinimum: z.boolean(),
  hoursWorked: z.number(),
  lines: z.array(
    z.object({
      kind: z.enum(['ordinary', 'overtime', 'sunday', 'publicHoliday']),
      hoursWorked: z.number(),
      hoursPaid: z.number(),
      rate: moneySchema,
      amount: moneySchema,
    }),
  ),
  otherPayments: z.array(payItemAnswer),
  gross: moneySchema,
  uif: z.object({
    applies: z.boolean(),
    contributable: moneySchema,
    ceiling: moneySchema,
    employee: moneySchema,
    employer: moneySchema,
  }),
  deductions: z.array(payItemAnswer),
  totalDeductions: moneySchema,
  net: moneySchema,
});
