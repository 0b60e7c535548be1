import { describe, expect, it } from 'vitest';
import { calculatePayslip } from '../pay/payslip.js';
import {
  EMPLOYMENT_MESSAGES,
  employmentSchema,
  payslipAnswerSchema,
  payslipRequestSchema,
} from './employment.js';

const employment = {
  startDate: '2026-03-01',
  duties: 'Cleaning, laundry and ironing',
  workplace: '12 Jacaranda Street, Soweto',
  daysPerWeek: 5,
  hoursPerDay: 8,
  hourlyRate: 35,
  paymentFrequency: 'monthly',
  annualLeaveDays: 15,
  noticePeriod: 4,
  uifRegistered: true,
  coidaRegistered: false,
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the employment body', () => {
  it('accepts the issue’s fields, rand with cents and optional extras', () => {
    const parsed = employmentSchema.parse({
      ...employment,
      hourlyRate: 35.5,
      overtimeRate: 53.25,
      paymentInKind: [{ description: 'Lunch every working day', value: 400 }],
      deductions: [{ description: 'Accommodation', amount: 300 }],
    });
    expect(parsed.worksSundays).toBe(false);
    expect(parsed.paymentInKind?.[0]?.value).toBe(400);
  });

  it('refuses a rate below the minimum in force on the start date, naming the minimum in rand', () => {
    const result = employmentSchema.safeParse({ ...employment, hourlyRate: 29 });
    expect(messages(result)).toEqual([
      'hourlyRate: The national minimum wage on 2026-03-01 is R30.23 per hour',
    ]);
    // The same rate was legal on a past start date (an existing employment put on paper).
    expect(
      employmentSchema.safeParse({ ...employment, hourlyRate: 29, startDate: '2026-02-28' }).success,
    ).toBe(true);
  });

  it('refuses an overtime rate below one and a half times, too many ordinary hours and too little leave', () => {
    expect(messages(employmentSchema.safeParse({ ...employment, overtimeRate: 50 }))).toEqual([
      `overtimeRate: ${EMPLOYMENT_MESSAGES.overtimeRate}`,
    ]);
    expect(messages(employmentSchema.safeParse({ ...employment, hoursPerDay: 9.5 }))).toEqual([
      `hoursPerDay: ${EMPLOYMENT_MESSAGES.hoursPerDay}`,
    ]);
    // Six days of 8 hours is 48 hours: over the 45-hour week.
    expect(
      employmentSchema.safeParse({ ...employment, daysPerWeek: 6, hoursPerDay: 8, annualLeaveDays: 18 })
        .success,
    ).toBe(false);
    expect(
      employmentSchema.safeParse({ ...employment, daysPerWeek: 6, hoursPerDay: 7.5, annualLeaveDays: 18 })
        .success,
    ).toBe(true);
    expect(messages(employmentSchema.safeParse({ ...employment, annualLeaveDays: 14 }))).toEqual([
      'annualLeaveDays: Annual leave is at least three weeks a year: 15 working days for 5 days a week',
    ]);
  });

  it('refuses malformed dates, amounts and frequencies', () => {
    expect(employmentSchema.safeParse({ ...employment, startDate: '01/03/2026' }).success).toBe(false);
    expect(employmentSchema.safeParse({ ...employment, hourlyRate: 35.555 }).success).toBe(false);
    expect(employmentSchema.safeParse({ ...employment, paymentFrequency: 'daily' }).success).toBe(false);
    expect(employmentSchema.safeParse({ ...employment, noticePeriod: 0 }).success).toBe(false);
  });
});

describe('the payslip body', () => {
  const payslip = { periodStart: '2026-03-01', periodEnd: '2026-03-31', ordinaryHours: 160 };

  it('accepts the issue’s fields', () => {
    expect(
      payslipRequestSchema.parse({
        ...payslip,
        overtimeHours: 4,
        sundayHours: 8,
        publicHolidayHours: 8,
        otherPayments: [{ description: 'Transport', amount: 400 }],
        deductions: [{ description: 'Advance', amount: 200 }],
      }).sundayHours,
    ).toBe(8);
  });

  it('refuses a period that ends before it starts or is longer than a month', () => {
    expect(messages(payslipRequestSchema.safeParse({ ...payslip, periodEnd: '2026-02-28' }))).toEqual([
      `periodEnd: ${EMPLOYMENT_MESSAGES.periodOrder}`,
    ]);
    expect(messages(payslipRequestSchema.safeParse({ ...payslip, periodEnd: '2026-04-01' }))).toEqual([
      `periodEnd: ${EMPLOYMENT_MESSAGES.periodLength}`,
    ]);
  });

  it('checks that the hours of each day add up to the ordinary hours', () => {
    expect(
      payslipRequestSchema.safeParse({ ...payslip, ordinaryHours: 10, dailyHours: [7, 3] }).success,
    ).toBe(true);
    expect(
      messages(payslipRequestSchema.safeParse({ ...payslip, ordinaryHours: 10, dailyHours: [7] })),
    ).toEqual([`dailyHours: ${EMPLOYMENT_MESSAGES.dailyHours}`]);
  });
});

describe('the payslip answer', () => {
  it('describes what the pay arithmetic returns', () => {
    const slip = calculatePayslip({
      hourlyRate: 35,
      hoursPerDay: 8,
      paymentFrequency: 'monthly',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      ordinaryHours: 152,
      sundayHours: 8,
      otherPayments: [{ description: 'Transport', amount: 400 }],
      deductions: [{ description: 'Advance', amount: 200 }],
    });
    expect(payslipAnswerSchema.strict().parse(slip)).toEqual(slip);
  });
});
