// The household employer pack over HTTP on a real database: who may set out an employment and read its contract
// and payslips, the minimum wage on both sides of 2026-03-01, the payslip arithmetic as answered and stored, the
// PDFs read back with pdftotext in English and isiZulu, records kept after an account is deleted, and the monthly
// reminder with a fixed clock.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, sessionCookie, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { employments, hires, jobs, payslips, users } from '../../db/schema.js';
import { SEND_MESSAGE_JOB } from '../../platform/messaging/index.js';
import {
  HOUSEHOLD_REMINDER_JOB,
  nextReminderAt,
  purgeExpiredRecords,
  sendMonthlyReminders,
  setReminderSetting,
} from './reminders.js';

const JSON_HEADERS = { 'content-type': 'application/json' };
const MAX_PDF_BYTES = 100 * 1024;

let t: TestApp;
const workDir = mkdtempSync(join(tmpdir(), 'wl-household-'));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** The PDF's text as a reader would copy it, whitespace collapsed (Debian's poppler-utils). */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(workDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

const EMPLOYMENT = {
  startDate: '2026-03-01',
  duties: 'Cleaning, laundry and ironing',
  workplace: '14 Jacaranda Street, Parkhurst, Johannesburg',
  employerName: 'Karen van der Merwe',
  daysPerWeek: 5,
  hoursPerDay: 8,
  hourlyRate: 35,
  paymentFrequency: 'monthly',
  annualLeaveDays: 15,
  noticePeriod: 4,
  uifRegistered: true,
  coidaRegistered: false,
  workerLanguage: 'zu',
};

const MARCH = { periodStart: '2026-03-01', periodEnd: '2026-03-31', ordinaryHours: 160 };

interface Parties {
  hireId: string;
  employer: { id: string; cookie: string };
  worker: { id: string; cookie: string };
  stranger: { cookie: string };
}

async function parties(status = 'accepted'): Promise<Parties> {
  const employer = await signedInUser(t.db, t.config, {
    firstName: 'Karen',
    employerPhoneVerifiedAt: new Date(),
  });
  const worker = await createWorker(t.db, { fullName: 'Thandiwe Ngcobo', hourlyRate: '32.00' });
  const stranger = await signedInUser(t.db, t.config, { firstName: 'Sipho' });
  const [hire] = await t.db
    .insert(hires)
    .values({
      employerUserId: employer.user.id,
      workerId: worker.id,
      status,
      isFreeHire: true,
      month: '2026-02',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return {
    hireId: hire!.id,
    employer: { id: employer.user.id, cookie: employer.cookie },
    worker: { id: worker.userId, cookie: await sessionCookie(t.db, t.config, worker.userId) },
    stranger: { cookie: stranger.cookie },
  };
}

function putEmployment(cookie: string, hireId: string, body: Record<string, unknown> = EMPLOYMENT) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/hires/${hireId}/employment`,
    headers: { ...JSON_HEADERS, cookie },
    payload: body,
  });
}

function postPayslip(cookie: string, hireId: string, body: Record<string, unknown> = MARCH) {
  return t.app.inject({
    method: 'POST',
    url: `/api/hires/${hireId}/payslips`,
    headers: { ...JSON_HEADERS, cookie },
    payload: body,
  });
}

function get(cookie: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

async function employed(): Promise<Parties> {
  const p = await parties();
  const res = await putEmployment(p.employer.cookie, p.hireId);
  expect(res.statusCode).toBe(200);
  return p;
}

describe('PUT /api/hires/:id/employment', () => {
  it('saves the particulars for the employer of an accepted hire, in rand, and answers them back', async () => {
    const p = await parties();
    const res = await putEmployment(p.employer.cookie, p.hireId);
    expect(res.statusCode).toBe(200);
    const { employment } = res.json();
    expect(employment).toMatchObject({
      hireId: p.hireId,
      role: 'employer',
      employerName: 'Karen van der Merwe',
      employerAddress: EMPLOYMENT.workplace,
      workerName: 'Thandiwe Ngcobo',
      workerLanguage: 'zu',
      documentLanguages: ['en', 'zu'],
      hourlyRate: 35,
      overtimeRate: null,
      noticePeriod: 4,
    });
    const [row] = await t.db.select().from(employments).where(eq(employments.hireId, p.hireId));
    expect(row?.hourlyRateCents).toBe(3500);
    // A second PUT corrects the same employment.
    const again = await putEmployment(p.employer.cookie, p.hireId, { ...EMPLOYMENT, hourlyRate: 36.5 });
    expect(again.json().employment.id).toBe(employment.id);
    expect(again.json().employment.hourlyRate).toBe(36.5);
  });

  it('refuses a rate below the minimum in force on the start date, naming the minimum in rand', async () => {
    const p = await parties();
    const march = await putEmployment(p.employer.cookie, p.hireId, { ...EMPLOYMENT, hourlyRate: 29 });
    expect(march.statusCode).toBe(400);
    expect(march.json()).toMatchObject({
      message: 'The national minimum wage on 2026-03-01 is R30.23 per hour',
      field: 'hourlyRate',
    });
    expect(await t.db.select().from(employments).where(eq(employments.hireId, p.hireId))).toHaveLength(0);
    // The same R29.00 was legal the day before, and a start date in the past is allowed.
    const february = await putEmployment(p.employer.cookie, p.hireId, {
      ...EMPLOYMENT,
      hourlyRate: 29,
      startDate: '2026-02-28',
    });
    expect(february.statusCode).toBe(200);
    const past = await putEmployment(p.employer.cookie, p.hireId, {
      ...EMPLOYMENT,
      hourlyRate: 28,
      startDate: '2024-06-01',
    });
    expect(past.statusCode).toBe(200);
  });

  it('answers validation errors with the field', async () => {
    const p = await parties();
    const badDate = await putEmployment(p.employer.cookie, p.hireId, {
      ...EMPLOYMENT,
      startDate: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({
      message: 'Please enter a date as YYYY-MM-DD',
      field: 'startDate',
    });
    const leave = await putEmployment(p.employer.cookie, p.hireId, { ...EMPLOYMENT, annualLeaveDays: 10 });
    expect(leave.statusCode).toBe(400);
    expect(leave.json().field).toBe('annualLeaveDays');
    const { duties: _duties, ...noDuties } = EMPLOYMENT;
    const missing = await putEmployment(p.employer.cookie, p.hireId, noDuties);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('duties');
    const cents = await putEmployment(p.employer.cookie, p.hireId, { ...EMPLOYMENT, hourlyRate: 35.555 });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().field).toBe('hourlyRate');
  });

  it('is the employer’s alone, and only once the hire is accepted', async () => {
    const p = await parties();
    expect((await putEmployment(p.stranger.cookie, p.hireId)).statusCode).toBe(404);
    expect((await putEmployment(p.worker.cookie, p.hireId)).statusCode).toBe(403);
    expect((await putEmployment(p.employer.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await putEmployment(p.employer.cookie, 'not-a-uuid')).statusCode).toBe(404);
    const requested = await parties('requested');
    const res = await putEmployment(requested.employer.cookie, requested.hireId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can employ a worker once she has accepted your hire request');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/hires/${p.hireId}/employment`,
      headers: JSON_HEADERS,
      payload: EMPLOYMENT,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('offers the form the worker’s name and her own rates', async () => {
    const p = await parties();
    const res = await get(p.employer.cookie, `/api/hires/${p.hireId}/employment`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      employment: null,
      defaults: { workerName: 'Thandiwe Ngcobo', employerName: 'Karen', hourlyRate: 32, dailyRate: null },
    });
    expect((await get(p.stranger.cookie, `/api/hires/${p.hireId}/employment`)).statusCode).toBe(404);
  });
});

describe('GET /api/hires/:id/contract.pdf', () => {
  it('gives both parties the contract in English and isiZulu with names, rate, hours and notice', async () => {
    const p = await employed();
    for (const [who, cookie] of [
      ['employer', p.employer.cookie],
      ['worker', p.worker.cookie],
    ] as const) {
      const en = await get(cookie, `/api/hires/${p.hireId}/contract.pdf?lang=en`);
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toBe('application/pdf');
      expect(en.headers['cache-control']).toBe('no-store, private');
      expect(en.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
      const text = pdfText(en.rawPayload, `contract-en-${who}`);
      for (const phrase of [
        'Karen van der Merwe',
        'Thandiwe Ngcobo',
        'R35.00 an hour',
        '8 hours a day, 5 days a week',
        'Notice period',
        '4 weeks, in writing',
      ]) {
        expect(text).toContain(phrase);
      }
    }
    const zu = await get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=zu`);
    expect(zu.statusCode).toBe(200);
    expect(zu.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
    const text = pdfText(zu.rawPayload, 'contract-zu');
    for (const phrase of [
      'Imininingwane ebhaliwe yokuqashwa',
      'Karen van der Merwe',
      'Thandiwe Ngcobo',
      'R35.00 ngehora',
      'Amahora angu-8 ngosuku, izinsuku ezingu-5 ngesonto',
      'Isikhathi sesaziso',
      'Amasonto angu-4',
      // Machine-assisted labels: the copy says the English one binds (docs/i18n, legal texts).
      'English copy binding',
    ]) {
      expect(text).toContain(phrase);
    }
    console.info(
      `contract PDF: en ${(await get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf`)).rawPayload.byteLength} bytes, zu ${zu.rawPayload.byteLength} bytes`,
    );
  });

  it('serves the contract and payslip in each worker language, English always beside it', async () => {
    // One label per language, the notice period, so a route that fell back to English would fail here.
    const notice = {
      xh: ['Ixesha lesaziso', 'Iiveki ezi-4'],
      af: ['Kennisgewingtydperk', '4 weke, op skrif'],
      nso: ['Nako ya tsebišo', 'Dibeke tše 4'],
      st: ['Nako ya tsebiso', 'Dibeke tse 4'],
      tn: ['Paka ya kitsiso', 'Dibeke di le 4'],
    };
    const p = await employed();
    const issued = (await postPayslip(p.employer.cookie, p.hireId)).json();
    const sizes: string[] = [];
    for (const [language, phrases] of Object.entries(notice)) {
      const saved = await putEmployment(p.employer.cookie, p.hireId, {
        ...EMPLOYMENT,
        workerLanguage: language,
      });
      expect(saved.json().employment.documentLanguages).toEqual(['en', language]);
      const contract = await get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=${language}`);
      expect(contract.statusCode).toBe(200);
      expect(contract.headers['content-disposition']).toContain(`-${language}.pdf`);
      expect(contract.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
      const text = pdfText(contract.rawPayload, `contract-${language}`);
      for (const phrase of ['Karen van der Merwe', 'Thandiwe Ngcobo', 'R35.00', ...phrases])
        expect(text).toContain(phrase);
      const slip = await get(p.employer.cookie, `/api/payslips/${issued.id}.pdf?lang=${language}`);
      expect(slip.statusCode).toBe(200);
      expect(slip.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
      for (const phrase of ['Karen van der Merwe', 'Thandiwe Ngcobo', 'R5,544.00'])
        expect(pdfText(slip.rawPayload, `slip-${language}`)).toContain(phrase);
      sizes.push(`${language} ${contract.rawPayload.byteLength}/${slip.rawPayload.byteLength}`);
      // Only English and her own language: another one is refused.
      const other = language === 'af' ? 'zu' : 'af';
      expect(
        (await get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=${other}`)).statusCode,
      ).toBe(400);
    }
    console.info(`contract/payslip PDF bytes: ${sizes.join(', ')}`);
  });

  it('is a 404 to anyone else and a 400 for a language the contract is not in', async () => {
    const p = await employed();
    expect((await get(p.stranger.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=en`)).statusCode).toBe(
      404,
    );
    const noEmployment = await parties();
    expect(
      (await get(noEmployment.employer.cookie, `/api/hires/${noEmployment.hireId}/contract.pdf`)).statusCode,
    ).toBe(404);
    const xh = await get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=xh`);
    expect(xh.statusCode).toBe(400);
    expect(xh.json()).toMatchObject({ message: 'This document is available in: en, zu', field: 'lang' });
  });
});

describe('payslips', () => {
  it('issues 160 h at R35.00: gross R5,600.00, UIF R56.00 + R56.00, net R5,544.00, in cents and rand', async () => {
    const p = await employed();
    const res = await postPayslip(p.employer.cookie, p.hireId);
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
    const p = await employed();
    const res = await postPayslip(p.employer.cookie, p.hireId, {
      ...MARCH,
      ordinaryHours: 24,
      dailyHours: [8, 8, 8],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().uif).toMatchObject({ applies: false, employee: { cents: 0 }, employer: { cents: 0 } });
    expect(res.json().net.rand).toBe(840);
    const short = await postPayslip(p.employer.cookie, p.hireId, {
      ...MARCH,
      ordinaryHours: 3,
      dailyHours: [3],
    });
    expect(short.json().lines[0]).toMatchObject({ hoursWorked: 3, hoursPaid: 4 });
    expect(short.json().gross.rand).toBe(140);
  });

  it('pays at least the minimum in force: R29.00 agreed in February is raised to R30.23 in March', async () => {
    const p = await parties();
    await putEmployment(p.employer.cookie, p.hireId, {
      ...EMPLOYMENT,
      hourlyRate: 29,
      startDate: '2026-02-01',
    });
    const feb = await postPayslip(p.employer.cookie, p.hireId, {
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      ordinaryHours: 160,
    });
    expect(feb.json()).toMatchObject({ isRaisedToMinimum: false, hourlyRate: { rand: 29 } });
    const march = await postPayslip(p.employer.cookie, p.hireId, MARCH);
    expect(march.json()).toMatchObject({ isRaisedToMinimum: true, hourlyRate: { cents: 3023 } });
    expect(march.json().gross.cents).toBe(160 * 3023);
  });

  it('refuses bad periods and deductions larger than the pay, writing nothing', async () => {
    const p = await employed();
    const early = await postPayslip(p.employer.cookie, p.hireId, {
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      ordinaryHours: 100,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: 'The payslip period ends before the employment started',
      field: 'periodEnd',
    });
    const order = await postPayslip(p.employer.cookie, p.hireId, { ...MARCH, periodEnd: '2026-02-27' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({
      message: 'The period must end on or after the day it starts',
      field: 'periodEnd',
    });
    const tooMuch = await postPayslip(p.employer.cookie, p.hireId, {
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
    const p = await parties();
    const res = await postPayslip(p.employer.cookie, p.hireId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Set out the employment before issuing a payslip');
    const e = await employed();
    expect((await postPayslip(e.worker.cookie, e.hireId)).statusCode).toBe(403);
    expect((await postPayslip(e.stranger.cookie, e.hireId)).statusCode).toBe(404);
  });

  it('lists and prints payslips for the two parties only, in English and isiZulu', async () => {
    const p = await employed();
    const issued = (await postPayslip(p.employer.cookie, p.hireId)).json();
    for (const cookie of [p.employer.cookie, p.worker.cookie]) {
      const list = await get(cookie, `/api/hires/${p.hireId}/payslips`);
      expect(list.statusCode).toBe(200);
      expect(list.json().payslips).toEqual([
        expect.objectContaining({
          id: issued.id,
          periodEnd: '2026-03-31',
          net: { cents: 554_400, rand: 5544 },
        }),
      ]);
      const pdf = await get(cookie, `/api/payslips/${issued.id}.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
    }
    const enRes = await get(p.worker.cookie, `/api/payslips/${issued.id}.pdf?lang=en`);
    const en = pdfText(enRes.rawPayload, 'slip-en');
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
    const zuRes = await get(p.worker.cookie, `/api/payslips/${issued.id}.pdf?lang=zu`);
    expect(zuRes.statusCode).toBe(200);
    const zu = pdfText(zuRes.rawPayload, 'slip-zu');
    for (const phrase of ['Karen van der Merwe', 'Thandiwe Ngcobo', 'R5,544.00'])
      expect(zu).toContain(phrase);
    console.info(
      `payslip PDF: en ${enRes.rawPayload.byteLength} bytes, zu ${zuRes.rawPayload.byteLength} bytes`,
    );

    expect((await get(p.stranger.cookie, `/api/hires/${p.hireId}/payslips`)).statusCode).toBe(404);
    expect((await get(p.stranger.cookie, `/api/payslips/${issued.id}.pdf`)).statusCode).toBe(404);
    expect((await get(p.stranger.cookie, '/api/payslips/not-an-id.pdf')).statusCode).toBe(404);
    const mine = await get(p.worker.cookie, '/api/employments');
    expect(mine.json().employments).toEqual([
      expect.objectContaining({
        role: 'worker',
        hireId: p.hireId,
        payslips: [expect.objectContaining({ id: issued.id })],
      }),
    ]);
    expect((await get(p.stranger.cookie, '/api/employments')).json().employments).toEqual([]);
  });
});

describe('after an account is deleted', () => {
  it('keeps the employment and payslips for the employer, and the worker’s export lists them', async () => {
    const p = await employed();
    const issued = (await postPayslip(p.employer.cookie, p.hireId)).json();
    const exported = await get(p.worker.cookie, '/api/me/export');
    const data = JSON.parse(exported.body);
    expect(data.employments).toHaveLength(1);
    expect(data.employments[0]).toMatchObject({ role: 'worker', workerName: 'Thandiwe Ngcobo' });
    expect(data.employments[0].payslips[0]).toMatchObject({ id: issued.id, netCents: 554_400 });
    expect(data.about).toContain('at least three years');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete/send-code',
      headers: { ...JSON_HEADERS, cookie: p.worker.cookie },
      payload: { deliveryMethod: 'sms' },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...JSON_HEADERS, cookie: p.worker.cookie },
      payload: { code: sent.json().developmentOtp },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, p.worker.id))).toHaveLength(0);

    // The hire went with the worker's profile; the records stay, detached from her account.
    const [row] = await t.db.select().from(employments).where(eq(employments.employerUserId, p.employer.id));
    expect(row).toMatchObject({ hireId: null, workerUserId: null, workerName: 'Thandiwe Ngcobo' });
    const list = (await get(p.employer.cookie, '/api/employments')).json().employments;
    expect(list[0]).toMatchObject({
      role: 'employer',
      hireId: null,
      payslips: [expect.objectContaining({ id: issued.id })],
    });
    const pdf = await get(p.employer.cookie, `/api/payslips/${issued.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload, 'slip-after-delete')).toContain('Thandiwe Ngcobo');
  });
});

describe('the monthly reminder', () => {
  const APRIL_FIRST = new Date('2026-04-01T06:00:00Z');

  async function remindersTo(phone: string) {
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, SEND_MESSAGE_JOB));
    return rows.filter((r) => r.payload.to === phone && r.payload.purpose === 'household_reminder');
  }

  it('is due on the 1st at 08:00 South African time', () => {
    expect(nextReminderAt(new Date('2026-03-15T12:00:00Z')).toISOString()).toBe('2026-04-01T06:00:00.000Z');
    expect(nextReminderAt(new Date('2026-04-01T05:59:00Z')).toISOString()).toBe('2026-04-01T06:00:00.000Z');
    expect(nextReminderAt(new Date('2026-12-01T06:00:00Z')).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });

  it('reminds opted-in employers to issue last month’s payslip and pay UIF by the 7th, once', async () => {
    const p = await employed();
    const [employer] = await t.db.select().from(users).where(eq(users.id, p.employer.id));
    const quiet = await employed();
    const [quietEmployer] = await t.db.select().from(users).where(eq(users.id, quiet.employer.id));

    expect(
      await setReminderSetting(
        t.db,
        p.employer.id,
        { channel: 'whatsapp' },
        new Date('2026-03-20T10:00:00Z'),
      ),
    ).toEqual({
      channel: 'whatsapp',
    });
    const [sweep] = await t.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, HOUSEHOLD_REMINDER_JOB), eq(jobs.dedupeKey, `${HOUSEHOLD_REMINDER_JOB}:2026-04`)),
      );
    expect(sweep?.runAt.toISOString()).toBe('2026-04-01T06:00:00.000Z');

    await sendMonthlyReminders(t.db, APRIL_FIRST, 'https://worklocal.test');
    const sent = await remindersTo(employer!.phoneNumber);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({
      channel: 'whatsapp',
      body: 'Work Local: Give Thandiwe Ngcobo a payslip for March 2026 and pay UIF on uFiling by 7 April. Payslips and reminder settings: https://worklocal.test/payslips',
    });
    expect(await remindersTo(quietEmployer!.phoneNumber)).toHaveLength(0);
    // A retried sweep sends nothing twice; the next month's sweep is queued.
    await sendMonthlyReminders(t.db, APRIL_FIRST, 'https://worklocal.test');
    expect(await remindersTo(employer!.phoneNumber)).toHaveLength(1);
    const [may] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${HOUSEHOLD_REMINDER_JOB}:2026-05`));
    expect(may?.runAt.toISOString()).toBe('2026-05-01T06:00:00.000Z');
  });

  it('skips an employment whose payslip for last month is issued, and stops after opting out', async () => {
    const p = await employed();
    const [employer] = await t.db.select().from(users).where(eq(users.id, p.employer.id));
    const optIn = await t.app.inject({
      method: 'PUT',
      url: '/api/household/reminders',
      headers: { ...JSON_HEADERS, cookie: p.employer.cookie },
      payload: { channel: 'sms' },
    });
    expect(optIn.json()).toEqual({ channel: 'sms' });
    expect((await get(p.employer.cookie, '/api/household/reminders')).json()).toEqual({ channel: 'sms' });
    await postPayslip(p.employer.cookie, p.hireId);
    await sendMonthlyReminders(t.db, APRIL_FIRST, 'https://worklocal.test');
    expect(await remindersTo(employer!.phoneNumber)).toHaveLength(0);

    // May: April's payslip is missing, so the reminder goes; after opting out, June sends nothing.
    await sendMonthlyReminders(t.db, new Date('2026-05-01T06:00:00Z'), 'https://worklocal.test');
    expect(await remindersTo(employer!.phoneNumber)).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: '/api/household/reminders',
      headers: { ...JSON_HEADERS, cookie: p.employer.cookie },
      payload: { channel: null },
    });
    await sendMonthlyReminders(t.db, new Date('2026-06-01T06:00:00Z'), 'https://worklocal.test');
    expect(await remindersTo(employer!.phoneNumber)).toHaveLength(1);
  });
});

describe('records past their retention', () => {
  it('are deleted only when both accounts are gone and every payslip is older than three years', async () => {
    const now = new Date('2030-06-01T06:00:00Z');
    const old = new Date('2026-05-01T00:00:00Z');
    const base = {
      employerName: 'Former Employer',
      employerAddress: '1 Old Road',
      workerName: 'Former Worker',
      startDate: '2026-01-01',
      duties: 'Cleaning',
      workplace: '1 Old Road',
      daysPerWeek: 5,
      hoursPerDayHundredths: 800,
      hourlyRateCents: 3500,
      paymentFrequency: 'monthly',
      annualLeaveDays: 15,
      noticeWeeks: 4,
      uifRegistered: true,
      coidaRegistered: true,
      updatedAt: old,
    };
    const [expired, stillKept, orphanedRecently] = await t.db
      .insert(employments)
      .values([base, base, { ...base, updatedAt: new Date('2029-01-01T00:00:00Z') }])
      .returning();
    const slip = (employmentId: string, retainUntil: string) => ({
      employmentId,
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
      grossCents: 1,
      uifEmployeeCents: 0,
      uifEmployerCents: 0,
      otherDeductionsCents: 0,
      netCents: 1,
      input: {},
      calculation: {} as never,
      retainUntil,
      createdAt: old,
    });
    await t.db.insert(payslips).values([slip(expired!.id, '2029-05-01'), slip(stillKept!.id, '2030-06-01')]);
    const p = await employed();

    expect(await purgeExpiredRecords(t.db, now)).toBe(1);
    const left = await t.db.select({ id: employments.id }).from(employments);
    const ids = left.map((r) => r.id);
    expect(ids).not.toContain(expired!.id);
    expect(ids).toEqual(expect.arrayContaining([stillKept!.id, orphanedRecently!.id]));
    expect(await t.db.select().from(employments).where(eq(employments.hireId, p.hireId))).toHaveLength(1);
    expect(await t.db.select().from(payslips).where(eq(payslips.employmentId, expired!.id))).toHaveLength(0);
  });
});
