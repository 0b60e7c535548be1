// Helpers for the household employer pack's tests (src/server/features/household/*.test.ts): the two parties of a
// hire, the employment and payslip calls, and a PDF's text read back with pdftotext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { hires } from '../../src/server/db/schema.js';
import { createWorker, sessionCookie, signedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

export const JSON_HEADERS = { 'content-type': 'application/json' };
export const MAX_PDF_BYTES = 100 * 1024;

export const EMPLOYMENT = {
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

export const MARCH = { periodStart: '2026-03-01', periodEnd: '2026-03-31', ordinaryHours: 160 };

export interface Parties {
  hireId: string;
  employer: { id: string; cookie: string };
  worker: { id: string; cookie: string };
  stranger: { cookie: string };
}

/** The helpers against the app `app()` answers (set in the file's beforeAll); `cleanup` removes the PDF folder. */
export function householdClient(app: () => TestApp) {
  const workDir = mkdtempSync(join(tmpdir(), 'wl-household-'));

  /** The PDF's text as a reader would copy it, whitespace collapsed (Debian's poppler-utils). */
  function pdfText(pdf: Buffer, name: string): string {
    const file = join(workDir, `${name}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  }

  async function parties(status = 'accepted'): Promise<Parties> {
    const employer = await signedInUser(app().db, app().config, {
      firstName: 'Karen',
      employerPhoneVerifiedAt: new Date(),
    });
    const worker = await createWorker(app().db, { fullName: 'Thandiwe Ngcobo', hourlyRate: '32.00' });
    const stranger = await signedInUser(app().db, app().config, { firstName: 'Sipho' });
    const [hire] = await app()
      .db.insert(hires)
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
      worker: { id: worker.userId, cookie: await sessionCookie(app().db, app().config, worker.userId) },
      stranger: { cookie: stranger.cookie },
    };
  }

  function putEmployment(cookie: string, hireId: string, body: Record<string, unknown> = EMPLOYMENT) {
    return app().app.inject({
      method: 'PUT',
      url: `/api/hires/${hireId}/employment`,
      headers: { ...JSON_HEADERS, cookie },
      payload: body,
    });
  }

  function postPayslip(cookie: string, hireId: string, body: Record<string, unknown> = MARCH) {
    return app().app.inject({
      method: 'POST',
      url: `/api/hires/${hireId}/payslips`,
      headers: { ...JSON_HEADERS, cookie },
      payload: body,
    });
  }

  function get(cookie: string, url: string) {
    return app().app.inject({ method: 'GET', url, headers: { cookie } });
  }

  async function employed(): Promise<Parties> {
    const p = await parties();
    const res = await putEmployment(p.employer.cookie, p.hireId);
    expect(res.statusCode).toBe(200);
    return p;
  }

  return {
    pdfText,
    parties,
    putEmployment,
    postPayslip,
    get,
    employed,
    cleanup: () => rmSync(workDir, { recursive: true, force: true }),
  };
}
