import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MARCH_2026_PAYSLIP, SAMPLE_PARTICULARS } from '../../../tests/support/household-examples.js';
import { calculatePayslip } from '../../shared/pay/payslip.js';
import { renderContractPdf } from './contract-pdf.js';
import { renderPayslipPdf } from './payslip-pdf.js';
import { ENGLISH_CONTRACT_TEXTS, ENGLISH_PAYSLIP_TEXTS } from './texts.js';
import { ZULU_CONTRACT_TEXTS, ZULU_PAYSLIP_TEXTS } from './zulu-texts.js';

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

const particulars = SAMPLE_PARTICULARS;

const payslipDocument = {
  employer: particulars.employer,
  worker: particulars.worker,
  payslip: calculatePayslip({
    ...MARCH_2026_PAYSLIP,
    sundayHours: 8,
    deductions: [{ description: 'Accommodation', amount: 300 }],
  }),
};

/** Renders, extracts the text, checks every expected phrase and the size, and logs the measured figures. */
async function expectPdf(name: string, render: () => Promise<Buffer>, expected: string[]): Promise<string> {
  const start = performance.now();
  const pdf = await render();
  const ms = performance.now() - start;
  const text = pdfText(pdf, name);
  for (const phrase of expected) expect(text).toContain(phrase);
  expect(pdf.byteLength).toBeLessThan(MAX_PDF_BYTES);
  console.info(`${name}: ${pdf.byteLength} bytes, ${ms.toFixed(0)} ms`);
  return text;
}

describe('the contract PDF', () => {
  it('carries both names, the rate, the hours and the notice period in English, under 100 KB', async () => {
    await expectPdf('contract-en', () => renderContractPdf(particulars, ENGLISH_CONTRACT_TEXTS), [
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
    ]);
  });

  it('renders every letter of the seven languages and the isiZulu labels', async () => {
    await expectPdf('contract-zu', () => renderContractPdf(particulars, ZULU_CONTRACT_TEXTS), [
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
    ]);
  });
});

describe('the payslip PDF', () => {
  it('carries both names, the rate, the hours, each deduction and net pay in English, under 100 KB', async () => {
    await expectPdf('payslip-en', () => renderPayslipPdf(payslipDocument, ENGLISH_PAYSLIP_TEXTS), [
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
    ]);
  });

  it('takes isiZulu labels', async () => {
    await expectPdf('payslip-zu', () => renderPayslipPdf(payslipDocument, ZULU_PAYSLIP_TEXTS), [
      'Isiliphu seholo',
      'Pieter Müller',
      'Thandiwe Ngcobo',
      '2026-03-01 kuya ku-2026-03-31',
      'Amahora ajwayelekile 160 R35.00 R5,600.00',
      'Iholo eliphelele',
      'Iholo elitholwayo R5,798.40',
    ]);
  });

  it('shows a short day paid as four hours and no UIF in a month of 24 hours or less', async () => {
    const short = calculatePayslip({
      ...MARCH_2026_PAYSLIP,
      hoursPerDay: 3,
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
