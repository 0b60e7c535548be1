// Household payslips over HTTP on a real database: the arithmetic as answered and stored, the minimum wage in
// force, who may issue and read them, and the PDFs read back with pdftotext in English and isiZulu.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPLOYMENT, householdClient, MARCH, MAX_PDF_BYTES } from '../../../../tests/support/household.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { employments, payslips } from '../../db/schema.js';

let t: TestApp;
const h = householdClient(() => t);
withTestApp({}, (app) => {
  t = app;
});
afterAll(() => h.cleanup());

describe('payslips', () => {
  it('issues 160 h at R35.00: gross R5,600.00, UIF R56.00 + R56.00, net R5,544.00, in cents and rand', async () => {
    const p = await h.employed();
    const res = await h.postPayslip(p.employer.cookie, p.hireId);
    expect(res.statusCode).toBe(201);
    const slip = res.json();
    expect(slip.gross).toEqual({ cents: 560_000, rand: 5600 });
    expect(slip.uif).toMatchObject({
      applies: true,
      employee: { cents: 5600, rand: 56 },
      employer: { cents: 5600, rand: 56 },
    });
    expect(slip.otherDeductions).toEqual({ cents: 0, rand: 0 });
    expect(slip.net).toEqual({ cents: 554_400, rand: 5544 });
    const [row] = await t.db.select().from(payslips).where(eq(payslips.id, slip.id));
    expect(row).toMatchObject({ grossCents: 560_000, uifEmployeeCents: 5600, netCents: 554_400 });
    // Kept three years from the day it was issued.
    expect(Number(row!.retainUntil.slice(0, 4))).toBe(new Date().getUTCFullYear() + 3);
  });

  it('takes no UIF at 24 hours a month or less, and pays a short day as four hours', async () => {
    const p = await h.employed();
    const res = await h.postPayslip(p.employer.cookie, p.hireId, {
      ...MARCH,
      ordinaryHours: 24,
      dailyHours: [8, 8, 8],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().uif).toMatchObject({ applies: false, employee: { cents: 0 }, employer: { cents: 0 } });
    expect(res.json().net.rand).toBe(840);
    const short = await h.postPayslip(p.employer.cookie, p.hireId, {
      ...MARCH,
      ordinaryHours: 3,
      dailyHours: [3],
    });
    expect(short.json().lines[0]).toMatchObject({ hoursWorked: 3, hoursPaid: 4 });
    expect(short.json().gross.rand).toBe(140);
  });

  it('pays at least the minimum in force: R29.00 agreed in February is raised to R30.23 in March', async () => {
    const p = await h.parties();
    await h.putEmployment(p.employer.cookie, p.hireId, {
      ...EMPLOYMENT,
      hourlyRate: 29,
      startDate: '2026-02-01',
    });
    const feb = await h.postPayslip(p.employer.cookie, p.hireId, {
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      ordinaryHours: 160,
    });
    expect(feb.json()).toMatchObject({ isRaisedToMinimum: false, hourlyRate: { rand: 29 } });
    const march = await h.postPayslip(p.employer.cookie, p.hireId, MARCH);
    expect(march.json()).toMatchObject({ isRaisedToMinimum: true, hourlyRate: { cents: 3023 } });
    expect(march.json().gross.cents).toBe(160 * 3023);
  });

  it('refuses bad periods and deductions larger than the pay, writing nothing', async () => {
    const p = await h.employed();
    const early = await h.postPayslip(p.employer.cookie, p.hireId, {
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      ordinaryHours: 100,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: 'The payslip period ends before the employment started',
      field: 'periodEnd',
    });
    const order = await h.postPayslip(p.employer.cookie, p.hireId, { ...MARCH, periodEnd: '2026-02-27' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({
      message: 'The period must end on or after the day it starts',
      field: 'periodEnd',
    });
    const tooMuch = await h.postPayslip(p.employer.cookie, p.hireId, {
      ...MARCH,
      deductions: [{ description: 'Loan', amount: 6000 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Deductions cannot be more than the pay left after UIF');
    const [employment] = await t.db.select().from(employments).where(eq(employments.hireId, p.hireId));
    expect(await t.db.select().from(payslips).where(eq(payslips.employmentId, employment!.id))).toHaveLength(
      0,
    );
  });

  it('needs the employment first, and only the employer issues', async () => {
    const p = await h.parties();
    const res = await h.postPayslip(p.employer.cookie, p.hireId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Set out the employment before issuing a payslip');
    const e = await h.employed();
    expect((await h.postPayslip(e.worker.cookie, e.hireId)).statusCode).toBe(403);
    expect((await h.postPayslip(e.stranger.cookie, e.hireId)).statusCode).toBe(404);
  });

  it('lists and prints payslips for the two parties only, in English and isiZulu', async () => {
    const p = await h.employed();
    const issued = (await h.postPayslip(p.employer.cookie, p.hireId)).json();
    for (const cookie of [p.employer.cookie, p.worker.cookie]) {
      const list = await h.get(cookie, `/api/hires/${p.hireId}/payslips`);
      expect(list.statusCode).toBe(200);
      expect(list.json().payslips).toEqual([
        expect.objectContaining({
          id: issued.id,
          periodEnd: '2026-03-31',
          net: { cents: 554_400, rand: 5544 },
        }),
      ]);
      const pdf = await h.get(cookie, `/api/payslips/${issued.id}.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
    }
    const enRes = await h.get(p.worker.cookie, `/api/payslips/${issued.id}.pdf?lang=en`);
    const en = h.pdfText(enRes.rawPayload, 'slip-en');
    for (const phrase of [
      'Payslip',
      'Karen van der Merwe',
      'Thandiwe Ngcobo',
      'R5,600.00',
      'R56.00',
      'R5,544.00',
    ]) {
      expect(en).toContain(phrase);
    }
    const zuRes = await h.get(p.worker.cookie, `/api/payslips/${issued.id}.pdf?lang=zu`);
    expect(zuRes.statusCode).toBe(200);
    const zu = h.pdfText(zuRes.rawPayload, 'slip-zu');
    for (const phrase of ['Karen van der Merwe', 'Thandiwe Ngcobo', 'R5,544.00'])
      expect(zu).toContain(phrase);
    console.info(
      `payslip PDF: en ${enRes.rawPayload.byteLength} bytes, zu ${zuRes.rawPayload.byteLength} bytes`,
    );

    expect((await h.get(p.stranger.cookie, `/api/hires/${p.hireId}/payslips`)).statusCode).toBe(404);
    expect((await h.get(p.stranger.cookie, `/api/payslips/${issued.id}.pdf`)).statusCode).toBe(404);
    expect((await h.get(p.stranger.cookie, '/api/payslips/not-an-id.pdf')).statusCode).toBe(404);
    const mine = await h.get(p.worker.cookie, '/api/employments');
    expect(mine.json().employments).toEqual([
      expect.objectContaining({
        role: 'worker',
        hireId: p.hireId,
        payslips: [expect.objectContaining({ id: issued.id })],
      }),
    ]);
    expect((await h.get(p.stranger.cookie, '/api/employments')).json().employments).toEqual([]);
  });
});
