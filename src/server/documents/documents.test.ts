import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MARCH_2026_PAYSLIP, SAMPLE_PARTICULARS } from '../../../tests/support/household-examples.js';
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { LANGUAGE_CODES } from '../../shared/i18n/languages.js';
import { calculatePayslip } from '../../shared/pay/payslip.js';
import { documentTexts } from './catalogue.js';
import { renderContractPdf } from './contract-pdf.js';
import { renderPayslipPdf } from './payslip-pdf.js';
import { FONT_FILES } from './pdf-writer.js';

const ENGLISH_CONTRACT_TEXTS = documentTexts('en').contract;
const ENGLISH_PAYSLIP_TEXTS = documentTexts('en').payslip;

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
});

/**
 * Each machine-assisted language, written out by hand rather than read back from its catalogue, so a label that
 * drops a placeholder or a letter DejaVu cannot draw fails here: the title, the wage, the hours, the notice period
 * (label and value), a label only that language has, and the payslip's title, period and net pay.
 */
const TRANSLATED: Record<Exclude<LanguageCode, 'en'>, { contract: string[]; payslip: string[] }> = {
  zu: {
    contract: [
      'Imininingwane ebhaliwe yokuqashwa',
      'R35.00 ngehora',
      'Amahora angu-8 ngosuku, izinsuku ezingu-5 ngesonto',
      'Isikhathi sesaziso',
      'Amasonto angu-4',
      'Isiginesha yesisebenzi',
    ],
    payslip: [
      'Isiliphu seholo',
      '2026-03-01 kuya ku-2026-03-31',
      'Amahora ajwayelekile 160 R35.00 R5,600.00',
      'Iholo elitholwayo R5,798.40',
    ],
  },
  xh: {
    contract: [
      'Iinkcukacha ezibhaliweyo zengqesho',
      'R35.00 ngeyure',
      'Iiyure ezi-8 ngosuku, iintsuku ezi-5 ngeveki',
      'Ixesha lesaziso',
      'Iiveki ezi-4',
      'Umtyikityo womqeshi',
    ],
    payslip: [
      'Isiliphu somvuzo',
      '2026-03-01 ukuya ku-2026-03-31',
      'Iiyure eziqhelekileyo 160 R35.00 R5,600.00',
      'Umvuzo ofunyanwayo R5,798.40',
    ],
  },
  af: {
    contract: [
      'Skriftelike besonderhede van diens',
      'R35.00 per uur',
      '8 uur per dag, 5 dae per week',
      'Kennisgewingtydperk',
      '4 weke, op skrif',
      'Werk op ’n Sondag',
    ],
    payslip: [
      'Betaalstrokie',
      '2026-03-01 tot 2026-03-31',
      'Gewone ure 160 R35.00 R5,600.00',
      'Netto loon R5,798.40',
    ],
  },
  nso: {
    contract: [
      'Dintlha tše ngwadilwego tša mošomo',
      'R35.00 ka iri',
      'Diiri tše 8 ka letšatši, matšatši a 5 ka beke',
      'Nako ya tsebišo',
      'Dibeke tše 4, ka go ngwala',
      'Mosaeno wa mošomi',
    ],
    payslip: [
      'Setlankana sa moputso',
      '2026-03-01 go fihla 2026-03-31',
      'Diiri tše di tlwaelegilego 160 R35.00 R5,600.00',
      'Moputso wo o amogelwago R5,798.40',
    ],
  },
  st: {
    contract: [
      'Dintlha tse ngotsweng tsa mosebetsi',
      'R35.00 ka hora',
      'Dihora tse 8 ka letsatsi, matsatsi a 5 ka beke',
      'Nako ya tsebiso',
      'Dibeke tse 4, ka ho ngola',
      'Tshaeno ya mosebeletsi',
    ],
    payslip: [
      'Setlankana sa moputso',
      '2026-03-01 ho isa ho 2026-03-31',
      'Dihora tse tlwaelehileng 160 R35.00 R5,600.00',
      'Moputso o amohelwang R5,798.40',
    ],
  },
  tn: {
    contract: [
      'Dintlha tse di kwadilweng tsa tiro',
      'R35.00 ka ura',
      'Diura di le 8 ka letsatsi, malatsi a le 5 ka beke',
      'Paka ya kitsiso',
      'Dibeke di le 4, ka go kwala',
      'Tshaeno ya modiri',
    ],
    payslip: [
      'Setlankana sa moputso',
      '2026-03-01 go fitlha 2026-03-31',
      'Diura tse di tlwaelegileng 160 R35.00 R5,600.00',
      'Moputso o o amogelwang R5,798.40',
    ],
  },
};

/** The code points a font file maps, from fontconfig's fc-query (Debian's fontconfig), e.g. "20-7e a0-2e9". */
function fontCharset(file: string): (codePoint: number) => boolean {
  const ranges = execFileSync('fc-query', ['--format=%{charset}', file], { encoding: 'utf8' })
    .trim()
    .split(/\s+/)
    .map((range) => range.split('-').map((hex) => Number.parseInt(hex, 16)))
    .map(([from = 0, to = from]) => [from, to] as const);
  return (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
}

describe('the fonts', () => {
  // pdftotext reads back a letter the font lacks (the PDF still maps it), so the glyphs are checked in the fonts.
  it('draw every character of every language’s labels, in regular and bold', () => {
    const require = createRequire(import.meta.url);
    for (const file of Object.values(FONT_FILES)) {
      const has = fontCharset(require.resolve(file));
      for (const language of LANGUAGE_CODES) {
        const characters = new Set(strings(documentTexts(language)).join(''));
        const missing = [...characters].filter((c) => !has(c.codePointAt(0) ?? 0));
        expect({ language, file, missing }).toEqual({ language, file, missing: [] });
      }
    }
  });
});

describe('the contract and payslip PDFs in each of the six other languages', () => {
  for (const [language, expected] of Object.entries(TRANSLATED)) {
    const texts = documentTexts(language as LanguageCode);

    it(`renders the ${language} contract with both names and every letter of the seven languages`, async () => {
      await expectPdf(`contract-${language}`, () => renderContractPdf(particulars, texts.contract), [
        ...expected.contract,
        'Pieter Müller',
        'Thandiwe Ngcobo',
        // The sample duties carry the letters beyond ASCII the seven languages use.
        'hlwekiša',
        'sê',
        'môre',
        'reën',
        'naïef',
        // Machine-assisted labels: the copy says the English one binds (docs/i18n, legal texts).
        'English copy binding',
      ]);
    });

    it(`renders the ${language} payslip with both names, the period and net pay`, async () => {
      await expectPdf(`payslip-${language}`, () => renderPayslipPdf(payslipDocument, texts.payslip), [
        ...expected.payslip,
        'Pieter Müller',
        'Thandiwe Ngcobo',
        'English copy binding',
      ]);
    });
  }
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
