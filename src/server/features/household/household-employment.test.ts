// The household employer pack over HTTP on a real database: who may set out an employment and read its contract
// (English, isiZulu and the other five languages, read back with pdftotext), and the minimum wage on both sides of 2026-03-01.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EMPLOYMENT,
  householdClient,
  JSON_HEADERS,
  MAX_PDF_BYTES,
} from '../../../../tests/support/household.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { employments, users } from '../../db/schema.js';

let t: TestApp;
const h = householdClient(() => t);
withTestApp({}, (app) => {
  t = app;
});
afterAll(() => h.cleanup());

describe('PUT /api/hires/:id/employment', () => {
  it('saves the particulars for the employer of an accepted hire, in rand, and answers them back', async () => {
    const p = await h.parties();
    const res = await h.putEmployment(p.employer.cookie, p.hireId);
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
    const again = await h.putEmployment(p.employer.cookie, p.hireId, { ...EMPLOYMENT, hourlyRate: 36.5 });
    expect(again.json().employment.id).toBe(employment.id);
    expect(again.json().employment.hourlyRate).toBe(36.5);
  });

  it('refuses a rate below the minimum in force on the start date, naming the minimum in rand', async () => {
    const p = await h.parties();
    const march = await h.putEmployment(p.employer.cookie, p.hireId, { ...EMPLOYMENT, hourlyRate: 29 });
    expect(march.statusCode).toBe(400);
    expect(march.json()).toMatchObject({
      message: 'The national minimum wage on 2026-03-01 is R30.23 per hour',
      field: 'hourlyRate',
    });
    expect(await t.db.select().from(employments).where(eq(employments.hireId, p.hireId))).toHaveLength(0);
    // The same R29.00 was legal the day before, and a start date in the past is allowed.
    const february = await h.putEmployment(p.employer.cookie, p.hireId, {
      ...EMPLOYMENT,
      hourlyRate: 29,
      startDate: '2026-02-28',
    });
    expect(february.statusCode).toBe(200);
    const past = await h.putEmployment(p.employer.cookie, p.hireId, {
      ...EMPLOYMENT,
      hourlyRate: 28,
      startDate: '2024-06-01',
    });
    expect(past.statusCode).toBe(200);
  });

  it('answers validation errors with the field', async () => {
    const p = await h.parties();
    const badDate = await h.putEmployment(p.employer.cookie, p.hireId, {
      ...EMPLOYMENT,
      startDate: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({
      message: 'Please enter a date as YYYY-MM-DD',
      field: 'startDate',
    });
    const leave = await h.putEmployment(p.employer.cookie, p.hireId, { ...EMPLOYMENT, annualLeaveDays: 10 });
    expect(leave.statusCode).toBe(400);
    expect(leave.json().field).toBe('annualLeaveDays');
    const { duties: _duties, ...noDuties } = EMPLOYMENT;
    const missing = await h.putEmployment(p.employer.cookie, p.hireId, noDuties);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('duties');
    const cents = await h.putEmployment(p.employer.cookie, p.hireId, { ...EMPLOYMENT, hourlyRate: 35.555 });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().field).toBe('hourlyRate');
  });

  it('is the employer’s alone, and only once the hire is accepted', async () => {
    const p = await h.parties();
    expect((await h.putEmployment(p.stranger.cookie, p.hireId)).statusCode).toBe(404);
    expect((await h.putEmployment(p.worker.cookie, p.hireId)).statusCode).toBe(403);
    expect(
      (await h.putEmployment(p.employer.cookie, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await h.putEmployment(p.employer.cookie, 'not-a-uuid')).statusCode).toBe(404);
    const requested = await h.parties('requested');
    const res = await h.putEmployment(requested.employer.cookie, requested.hireId);
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

  it('offers the form the worker’s name, her own rates and her account’s language', async () => {
    const p = await h.parties();
    const defaults = {
      workerName: 'Thandiwe Ngcobo',
      employerName: 'Karen',
      hourlyRate: 32,
      dailyRate: null,
    };
    const res = await h.get(p.employer.cookie, `/api/hires/${p.hireId}/employment`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ employment: null, defaults: { ...defaults, workerLanguage: null } });
    await t.db.update(users).set({ language: 'xh' }).where(eq(users.id, p.worker.id));
    const chosen = await h.get(p.employer.cookie, `/api/hires/${p.hireId}/employment`);
    expect(chosen.json()).toEqual({ employment: null, defaults: { ...defaults, workerLanguage: 'xh' } });
    expect((await h.get(p.stranger.cookie, `/api/hires/${p.hireId}/employment`)).statusCode).toBe(404);
  });
});

describe('GET /api/hires/:id/contract.pdf', () => {
  it('gives both parties the contract in English and isiZulu with names, rate, hours and notice', async () => {
    const p = await h.employed();
    for (const [who, cookie] of [
      ['employer', p.employer.cookie],
      ['worker', p.worker.cookie],
    ] as const) {
      const en = await h.get(cookie, `/api/hires/${p.hireId}/contract.pdf?lang=en`);
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toBe('application/pdf');
      expect(en.headers['cache-control']).toBe('no-store, private');
      expect(en.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
      const text = h.pdfText(en.rawPayload, `contract-en-${who}`);
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
    const zu = await h.get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=zu`);
    expect(zu.statusCode).toBe(200);
    expect(zu.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
    const text = h.pdfText(zu.rawPayload, 'contract-zu');
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
      `contract PDF: en ${(await h.get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf`)).rawPayload.byteLength} bytes, zu ${zu.rawPayload.byteLength} bytes`,
    );
  });

  it('serves the contract and payslip in each worker language, English always beside it', async () => {
    // The notice period's label and value in each language, so a route that fell back to English would fail here.
    const notice = {
      xh: ['Ixesha lesaziso', 'Iiveki ezi-4'],
      af: ['Kennisgewingtydperk', '4 weke, op skrif'],
      nso: ['Nako ya tsebišo', 'Dibeke tše 4'],
      st: ['Nako ya tsebiso', 'Dibeke tse 4'],
      tn: ['Paka ya kitsiso', 'Dibeke di le 4'],
    };
    const p = await h.employed();
    const issued = (await h.postPayslip(p.employer.cookie, p.hireId)).json();
    const sizes: string[] = [];
    for (const [language, phrases] of Object.entries(notice)) {
      const saved = await h.putEmployment(p.employer.cookie, p.hireId, {
        ...EMPLOYMENT,
        workerLanguage: language,
      });
      expect(saved.json().employment.documentLanguages).toEqual(['en', language]);
      const contract = await h.get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=${language}`);
      expect(contract.statusCode).toBe(200);
      expect(contract.headers['content-disposition']).toContain(`-${language}.pdf`);
      expect(contract.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
      const text = h.pdfText(contract.rawPayload, `contract-${language}`);
      for (const phrase of ['Karen van der Merwe', 'Thandiwe Ngcobo', 'R35.00', '8', ...phrases])
        expect(text).toContain(phrase);
      const slip = await h.get(p.employer.cookie, `/api/payslips/${issued.id}.pdf?lang=${language}`);
      expect(slip.statusCode).toBe(200);
      expect(slip.rawPayload.byteLength).toBeLessThan(MAX_PDF_BYTES);
      for (const phrase of ['Karen van der Merwe', 'Thandiwe Ngcobo', 'R5,544.00'])
        expect(h.pdfText(slip.rawPayload, `slip-${language}`)).toContain(phrase);
      sizes.push(`${language} ${contract.rawPayload.byteLength}/${slip.rawPayload.byteLength}`);
      // Only English and her own language: another one is refused.
      const other = language === 'af' ? 'zu' : 'af';
      expect(
        (await h.get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=${other}`)).statusCode,
      ).toBe(400);
    }
    console.info(`contract/payslip PDF bytes: ${sizes.join(', ')}`);
  });

  it('is a 404 to anyone else and a 400 for a language the contract is not in', async () => {
    const p = await h.employed();
    expect((await h.get(p.stranger.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=en`)).statusCode).toBe(
      404,
    );
    const noEmployment = await h.parties();
    expect(
      (await h.get(noEmployment.employer.cookie, `/api/hires/${noEmployment.hireId}/contract.pdf`))
        .statusCode,
    ).toBe(404);
    const xh = await h.get(p.worker.cookie, `/api/hires/${p.hireId}/contract.pdf?lang=xh`);
    expect(xh.statusCode).toBe(400);
    expect(xh.json()).toMatchObject({ message: 'This document is available in: en, zu', field: 'lang' });
  });
});
