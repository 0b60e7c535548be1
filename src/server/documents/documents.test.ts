import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calculatePayslip } from '../../shared/pay/payslip.js';
import { type ContractParticulars, renderContractPdf } from './contract-pdf.js';
import { renderPayslipPdf } from './payslip-pdf.js';
import { ENGLISH_CONTRACT_TEXTS, ENGLISH_PAYSLIP_TEXTS } from './texts.js';
import { ZULU_CONTRACT_TEXTS, ZULU_PAYSLIP_TEXTS } from './zulu-texts.fixture.js';

// A phone must fetch these over costly data (issue 21: under 100 KB each).
const MAX_PDF_BYTES = 100 * 1024;

const workDir = mkdtempSync(join(tmpdir(), 'wl-documents-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The PDF's text as a reader would copy it, whitespace collapsed (Debian's poppler-utils pdftotext). */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(workDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

const particulars: ContractParticulars = {
  employer: { name: 'Pieter Müller', address: '14 Môrester Avenue, Kimberley, 8301' },
  worker: { name: 'Thandiwe Ngcobo' },
  startDate: '2026-03-01',
  workplace: '14 Môrester Avenue, Kimberley',
  // Sepedi and Afrikaans words carry the letters beyond ASCII the seven languages use.
  duties: 'Go hlwekiša ntlo le go hlatswa diaparo; skoonmaak en strykwerk (sê, môre, reën, naïef)',
  daysPerWeek: 5,
  hoursPerDay: 8,
  hourlyRate: 35,
  paymentInKind: [{ description: 'Lunch every working day', value: 400 }],
  paymentFrequency: 'monthly',
  deductions: [{ description: 'Accommodation', amount: 300 }],
  annualLeaveDays: 15,
  noticePeriod: 4,
  uifRegistered: true,
  coidaRegistered: true,
};

const payslipDocument = {
  employer: particulars.employer,
  worker: particulars.worker,
  payslip: calculatePayslip({
    hourlyRate: 35,
    hoursPerDay: 8,
    paymentFrequency: 'monthly',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    ordinaryHours: 160,
    sundayHours: 8,
    deductions: [{ description: 'Accommodation', amount: 300 }],
  }),
};

async function timed<T>(render: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await render();
  return { result, ms: performance.now() - start };
}

describe('the contract PDF', () => {
  it('carries both names, the rate, the hours and the notice period in English, under 100 KB', async () => {
    const { result: pdf, ms } = await timed(() => renderContractPdf(particulars, ENGLISH_CONTRACT_TEXTS));
    const text = pdfText(pdf, 'contract-en');
    for (const expected of [
      'Written particulars of employment',
      'Pieter Müller',
      'Thandiwe Ngcobo',
      'R35.00 an hour',
      'R52.50 an hour',
      '8 hours a day, 5 days a week',
      'Notice period',
      '4 weeks, in writing',
      '15 working days a year',
      'Lunch every working day: R400.00',
      'Accommodation: R300.00',
      'Employer’s signature',
      'Worker’s signature',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.byteLength).toBeLessThan(MAX_PDF_BYTES);
    console.info(`contract (en): ${pdf.byteLength} bytes, ${ms.toFixed(0)} ms`);
  });

  it('renders every letter of the seven languages and the isiZulu labels', async () => {
    const { result: pdf, ms } = await timed(() => renderContractPdf(particulars, ZULU_CONTRACT_TEXTS));
    const text = pdfText(pdf, 'contract-zu');
    for (const expected of [
      'Imininingwane ebhaliwe yokuqashwa',
      'Pieter Müller',
      'Thandiwe Ngcobo',
      'R35.00 ngehora',
      'Amahora angu-8 ngosuku, izinsuku ezingu-5 ngesonto',
      'Isikhathi sesaziso',
      'Amasonto angu-4',
      'Isiginesha yesisebenzi',
      'hlwekiša',
      'sê',
      'môre',
      'reën',
      'naïef',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.byteLength).toBeLessThan(MAX_PDF_BYTES);
    console.info(`contract (zu): ${pdf.byteLength} bytes, ${ms.toFixed(0)} ms`);
  });
});

describe('the payslip PDF', () => {
  it('carries both names, the rate, the hours, each deduction and net pay in English, under 100 KB', async () => {
    const { result: pdf, ms } = await timed(() => renderPayslipPdf(payslipDocument, ENGLISH_PAYSLIP_TEXTS));
    const text = pdfText(pdf, 'payslip-en');
    for (const expected of [
      'Payslip',
      'Pieter Müller',
      '14 Môrester Avenue, Kimberley, 8301',
      'Thandiwe Ngcobo',
      '2026-03-01 to 2026-03-31',
      'Wage rate R35.00',
      'Ordinary hours 160 R35.00 R5,600.00',
      'Sunday work 8 R70.00 R560.00',
      'Gross pay 168 R6,160.00',
      'UIF (worker’s 1%) R61.60',
      'Accommodation R300.00',
      'Net pay R5,798.40',
      'UIF paid by the employer (1%, not deducted): R61.60',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.byteLength).toBeLessThan(MAX_PDF_BYTES);
    console.info(`payslip (en): ${pdf.byteLength} bytes, ${ms.toFixed(0)} ms`);
  });

  it('takes isiZulu labels', async () => {
    const { result: pdf, ms } = await timed(() => renderPayslipPdf(payslipDocument, ZULU_PAYSLIP_TEXTS));
    const text = pdfText(pdf, 'payslip-zu');
    for (const expected of [
      'Isiliphu seholo',
      'Pieter Müller',
      'Thandiwe Ngcobo',
      '2026-03-01 kuya ku-2026-03-31',
      'Amahora ajwayelekile 160 R35.00 R5,600.00',
      'Iholo eliphelele',
      'Iholo elitholwayo R5,798.40',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.byteLength).toBeLessThan(MAX_PDF_BYTES);
    console.info(`payslip (zu): ${pdf.byteLength} bytes, ${ms.toFixed(0)} ms`);
  });

  it('shows a short day paid as four hours and no UIF in a month of 24 hours or less', async () => {
    const short = calculatePayslip({
      hourlyRate: 35,
      hoursPerDay: 3,
      paymentFrequency: 'monthly',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      ordinaryHours: 3,
      dailyHours: [3],
    });
    const text = pdfText(
      await renderPayslipPdf({ ...payslipDocument, payslip: short }, ENGLISH_PAYSLIP_TEXTS),
      'short',
    );
    expect(text).toContain('Ordinary hours 3 (paid as 4) R35.00 R140.00');
    expect(text).toContain('No UIF: 24 hours a month or less');
    expect(text).toContain('Net pay R140.00');
  });
});
