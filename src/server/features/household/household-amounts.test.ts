// Issue 31, item 8: amounts past 32 bits of cents (R21,474,836.47) are stored and answered, not a 500; a typed
// amount above MAX_AMOUNT_RAND is refused with 400 first.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPLOYMENT, householdClient, MARCH } from '../../../../tests/support/household.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { MAX_AMOUNT_RAND } from '../../../shared/pay/money.js';
import { EMPLOYMENT_MESSAGES } from '../../../shared/schemas/employment.js';
import { employments, payslips } from '../../db/schema.js';

let t: TestApp;
const h = householdClient(() => t);
withTestApp({}, (app) => {
  t = app;
});
afterAll(() => h.cleanup());

const INT32_MAX_CENTS = 2 ** 31 - 1;

describe('money past 32 bits', () => {
  it('issues a payslip whose gross passes R21,474,836.47 and stores its cents exactly', async () => {
    const p = await h.parties();
    // Overtime is at least 1.5 times the hourly rate, and no amount above MAX_AMOUNT_RAND.
    const hourlyRate = MAX_AMOUNT_RAND / 2;
    const employment = { ...EMPLOYMENT, hourlyRate, overtimeRate: MAX_AMOUNT_RAND };
    const put = await h.putEmployment(p.employer.cookie, p.hireId, employment);
    expect(put.statusCode, put.body).toBe(200);
    const res = await h.postPayslip(p.employer.cookie, p.hireId, {
      ...MARCH,
      ordinaryHours: 176,
      overtimeHours: 150,
      otherPayments: [{ description: 'Bonus', amount: MAX_AMOUNT_RAND }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const slip = res.json();
    const gross = (176 * hourlyRate + 150 * MAX_AMOUNT_RAND + MAX_AMOUNT_RAND) * 100;
    expect(slip.gross.cents).toBe(gross);
    expect(gross).toBeGreaterThan(INT32_MAX_CENTS);
    const [row] = await t.db.select().from(payslips).where(eq(payslips.id, slip.id));
    expect(row!.grossCents).toBe(gross);
    expect(typeof row!.netCents).toBe('number');
    const [stored] = await t.db.select().from(employments).where(eq(employments.hireId, p.hireId));
    expect(stored!.overtimeRateCents).toBe(MAX_AMOUNT_RAND * 100);
  });

  it.each([
    ['an hourly rate', { ...EMPLOYMENT, hourlyRate: MAX_AMOUNT_RAND + 0.01 }, 'hourlyRate'],
    ['a deduction', { ...EMPLOYMENT, deductions: [{ description: 'Loan', amount: 1e12 }] }, 'deductions'],
  ])('refuses %s above the most an amount may be with 400', async (_what, body, field) => {
    const p = await h.parties();
    const res = await h.putEmployment(p.employer.cookie, p.hireId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EMPLOYMENT_MESSAGES.amountTooLarge);
    expect(String(res.json().field)).toContain(field);
  });

  it('refuses a payslip line above the most an amount may be with 400', async () => {
    const p = await h.employed();
    const res = await h.postPayslip(p.employer.cookie, p.hireId, {
      ...MARCH,
      otherPayments: [{ description: 'Bonus', amount: 30_000_000 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EMPLOYMENT_MESSAGES.amountTooLarge);
  });
});
