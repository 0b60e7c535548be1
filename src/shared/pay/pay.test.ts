import { describe, expect, it } from 'vitest';
import { MARCH_2026_PAYSLIP } from '../../../tests/support/household-examples.js';
import {
  checkOfferedRate,
  minimumHourlyWageOn,
  minimumWageHint,
  paidHoursForDay,
  todayInSouthAfrica,
} from './minimum-wage.js';
import { randToCents } from './money.js';
import { calculatePayslip, NEGATIVE_NET_MESSAGE, paidOrdinaryHours } from './payslip.js';
import { uifCeilingCents } from './uif.js';

const march2026 = MARCH_2026_PAYSLIP;

describe('the national minimum wage', () => {
  it('is R28.79 on 2026-02-28 and R30.23 from 2026-03-01', () => {
    expect(minimumHourlyWageOn('2026-02-28')).toEqual({ cents: 2879, rand: 28.79 });
    expect(minimumHourlyWageOn('2026-03-01')).toEqual({ cents: 3023, rand: 30.23 });
    expect(minimumHourlyWageOn('2025-03-01').rand).toBe(28.79);
    expect(minimumHourlyWageOn('2025-02-28').rand).toBe(27.58);
  });

  it('accepts R29.00 an hour on 2026-02-28 and refuses it on 2026-03-01, naming the minimum in rand', () => {
    expect(checkOfferedRate({ rate: 29, per: 'hour', date: '2026-02-28' })).toMatchObject({
      isAtLeastMinimum: true,
      message: null,
    });
    const refused = checkOfferedRate({ rate: 29, per: 'hour', date: '2026-03-01' });
    expect(refused.isAtLeastMinimum).toBe(false);
    expect(refused.message).toBe('The national minimum wage on 2026-03-01 is R30.23 per hour');
    expect(checkOfferedRate({ rate: 30.23, per: 'hour', date: '2026-03-01' }).isAtLeastMinimum).toBe(true);
  });

  it('judges a daily rate by the day’s hours, a short day counting as four', () => {
    // 3 hours are paid as 4: at least 4 x R30.23 = R120.92.
    const short = checkOfferedRate({ rate: 100, per: 'day', hoursPerDay: 3, date: '2026-03-01' });
    expect(short.isAtLeastMinimum).toBe(false);
    expect(short.minimumForOffer).toEqual({ cents: 12092, rand: 120.92 });
    expect(short.message).toContain('R120.92 for a day');
    expect(
      checkOfferedRate({ rate: 120.92, per: 'day', hoursPerDay: 3, date: '2026-03-01' }).isAtLeastMinimum,
    ).toBe(true);
    // 8 hours: at least R241.84.
    expect(
      checkOfferedRate({ rate: 250, per: 'day', hoursPerDay: 8, date: '2026-03-01' }).isAtLeastMinimum,
    ).toBe(true);
    expect(
      checkOfferedRate({ rate: 241, per: 'day', hoursPerDay: 8, date: '2026-03-01' }).isAtLeastMinimum,
    ).toBe(false);
  });

  it('refuses a date that is not a calendar day', () => {
    expect(() => minimumHourlyWageOn('2026-02-30')).toThrow(RangeError);
  });
});

describe('payslips', () => {
  it('pays 160 hours at R35.00: gross R5,600.00, UIF R56.00 + R56.00, net R5,544.00', () => {
    const slip = calculatePayslip(march2026);
    expect(slip.gross).toEqual({ cents: 560_000, rand: 5600 });
    expect(slip.uif.applies).toBe(true);
    expect(slip.uif.employee).toEqual({ cents: 5600, rand: 56 });
    expect(slip.uif.employer).toEqual({ cents: 5600, rand: 56 });
    expect(slip.net).toEqual({ cents: 554_400, rand: 5544 });
    expect(slip.isRaisedToMinimum).toBe(false);
  });

  it('caps UIF at the R17,712 ceiling in a month above it', () => {
    const slip = calculatePayslip({ ...march2026, hourlyRate: 100, ordinaryHours: 200, hoursPerDay: 9 });
    expect(slip.gross.rand).toBe(20_000);
    expect(slip.uif.contributable.rand).toBe(17_712);
    expect(slip.uif.employee.rand).toBe(177.12);
    expect(slip.uif.employer.rand).toBe(177.12);
    expect(slip.net.rand).toBe(19_822.88);
  });

  it('pro-rates the ceiling over the periods in a year for weekly and fortnightly pay', () => {
    expect(uifCeilingCents('monthly')).toBe(1_771_200);
    expect(uifCeilingCents('fortnightly')).toBe(817_476);
    expect(uifCeilingCents('weekly')).toBe(408_738);
    const week = calculatePayslip({
      ...march2026,
      paymentFrequency: 'weekly',
      hourlyRate: 100,
      ordinaryHours: 45,
    });
    expect(week.gross.rand).toBe(4500);
    expect(week.uif.contributable.rand).toBe(4087.38);
    expect(week.uif.employee.rand).toBe(40.87);
  });

  it('takes no UIF in a 20-hour month', () => {
    const slip = calculatePayslip({ ...march2026, ordinaryHours: 20, daysWorked: 4, hoursPerDay: 5 });
    expect(slip.gross.rand).toBe(700);
    expect(slip.uif.applies).toBe(false);
    expect(slip.uif.employee.cents).toBe(0);
    expect(slip.uif.employer.cents).toBe(0);
    expect(slip.net.rand).toBe(700);
  });

  it('judges the 24 hours a month on a weekly payslip by the week’s share of a month', () => {
    const weekly = { ...march2026, paymentFrequency: 'weekly' as const, hoursPerDay: 5, daysWorked: 1 };
    // 6 h a week is 26 h a month: covered. 5 h a week is 21.7 h a month: not.
    expect(calculatePayslip({ ...weekly, ordinaryHours: 6, hoursPerDay: 6 }).uif.applies).toBe(true);
    expect(calculatePayslip({ ...weekly, ordinaryHours: 5 }).uif.applies).toBe(false);
  });

  it('pays Sunday hours at double, or one and a half times for a worker who ordinarily works Sundays', () => {
    const base = { ...march2026, ordinaryHours: 152, sundayHours: 8 };
    const sunday = calculatePayslip(base).lines.find((l) => l.kind === 'sunday');
    expect(sunday?.rate.rand).toBe(70);
    expect(sunday?.amount.rand).toBe(560);
    const usual = calculatePayslip({ ...base, worksSundays: true }).lines.find((l) => l.kind === 'sunday');
    expect(usual?.rate.rand).toBe(52.5);
    expect(usual?.amount.rand).toBe(420);
    expect(calculatePayslip(base).gross.rand).toBe(152 * 35 + 560);
  });

  it('pays public-holiday hours at double', () => {
    const slip = calculatePayslip({ ...march2026, ordinaryHours: 152, publicHolidayHours: 8 });
    const holiday = slip.lines.find((l) => l.kind === 'publicHoliday');
    expect(holiday?.rate.rand).toBe(70);
    expect(holiday?.amount.rand).toBe(560);
    expect(slip.gross.rand).toBe(5880);
  });

  it('pays overtime at one and a half times unless a higher overtime rate is agreed', () => {
    const base = { ...march2026, overtimeHours: 10 };
    expect(calculatePayslip(base).lines.find((l) => l.kind === 'overtime')?.amount.rand).toBe(525);
    expect(
      calculatePayslip({ ...base, overtimeRate: 60 }).lines.find((l) => l.kind === 'overtime')?.amount.rand,
    ).toBe(600);
    // An agreed rate below the legal one-and-a-half is lifted to it.
    expect(
      calculatePayslip({ ...base, overtimeRate: 40 }).lines.find((l) => l.kind === 'overtime')?.rate.rand,
    ).toBe(52.5);
  });

  it('pays a three-hour day as four hours', () => {
    const oneDay = calculatePayslip({ ...march2026, ordinaryHours: 3, dailyHours: [3], hoursPerDay: 3 });
    expect(oneDay.lines[0]).toMatchObject({ kind: 'ordinary', hoursWorked: 3, hoursPaid: 4 });
    expect(oneDay.gross.rand).toBe(140);
    expect(paidHoursForDay(3)).toBe(4);
    expect(paidHoursForDay(4.5)).toBe(4.5);
    expect(paidHoursForDay(0)).toBe(0);
    // Day by day, a long day does not make up for a short one: 7 + 3 hours are paid as 7 + 4.
    expect(paidOrdinaryHours(10, 5, { dailyHours: [7, 3] })).toBe(11);
    // Without a count of days, four 3-hour days are inferred from the agreed 3 hours a day.
    expect(paidOrdinaryHours(12, 3)).toBe(16);
  });

  it('raises a rate below the minimum in force at the period’s end to that minimum', () => {
    const feb = { ...march2026, hourlyRate: 29, periodStart: '2026-02-01', periodEnd: '2026-02-28' };
    expect(calculatePayslip(feb).isRaisedToMinimum).toBe(false);
    const march = calculatePayslip({ ...feb, periodStart: '2026-03-01', periodEnd: '2026-03-31' });
    expect(march.isRaisedToMinimum).toBe(true);
    expect(march.hourlyRate.rand).toBe(30.23);
    expect(march.gross.cents).toBe(160 * 3023);
  });

  it('lists other payments and deductions and takes them into gross and net', () => {
    const slip = calculatePayslip({
      ...march2026,
      otherPayments: [{ description: 'Transport', amount: 400 }],
      deductions: [{ description: 'Accommodation', amount: 500.5 }],
    });
    expect(slip.gross.rand).toBe(6000);
    expect(slip.uif.employee.rand).toBe(60);
    expect(slip.deductions).toEqual([
      { description: 'Accommodation', amount: { cents: 50_050, rand: 500.5 } },
    ]);
    expect(slip.totalDeductions.rand).toBe(560.5);
    expect(slip.net.rand).toBe(5439.5);
  });

  it('refuses deductions larger than the pay', () => {
    expect(() =>
      calculatePayslip({ ...march2026, deductions: [{ description: 'Loan', amount: 6000 }] }),
    ).toThrow(NEGATIVE_NET_MESSAGE);
  });

  it('keeps typed cents exact', () => {
    expect(randToCents(28.79)).toBe(2879);
    expect(randToCents(35.5)).toBe(3550);
  });
});

describe('the minimum-wage hint', () => {
  it('names the minimum under a rate typed below it, and stays quiet otherwise', () => {
    expect(minimumWageHint('R25', '2026-03-01')).toBe(
      'The national minimum wage on 2026-03-01 is R30.23 per hour',
    );
    expect(minimumWageHint('29,50', '2026-03-01')).toBe(
      'The national minimum wage on 2026-03-01 is R30.23 per hour',
    );
    expect(minimumWageHint(29.5, '2026-02-28')).toBeNull();
    expect(minimumWageHint('35', '2026-03-01')).toBeNull();
    expect(minimumWageHint('', '2026-03-01')).toBeNull();
    expect(minimumWageHint('abc', '2026-03-01')).toBeNull();
  });

  it('judges a rate typed now by the South African date', () => {
    expect(todayInSouthAfrica(new Date('2026-02-28T21:59:00Z'))).toBe('2026-02-28');
    expect(todayInSouthAfrica(new Date('2026-02-28T22:00:00Z'))).toBe('2026-03-01');
  });
});
