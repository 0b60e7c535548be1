// `npx tsx bench/documents.ts`: size and render time of the household employer pack's PDFs (issue 21: under
// 100 KB each, on a phone's data). The first render includes reading and parsing the fonts; the rest are warm.
import { renderContractPdf } from '../src/server/documents/contract-pdf.js';
import { EN_DOCUMENT_TEXTS } from '../src/server/documents/document-texts/en.js';
import { renderPayslipPdf } from '../src/server/documents/payslip-pdf.js';
import { calculatePayslip } from '../src/shared/pay/payslip.js';
import { MARCH_2026_PAYSLIP, SAMPLE_PARTICULARS } from '../tests/support/household-examples.js';

const WARM_RUNS = 20;

const particulars = SAMPLE_PARTICULARS;
const payslip = calculatePayslip({ ...MARCH_2026_PAYSLIP, sundayHours: 8 });

async function measure(render: () => Promise<Buffer>) {
  let start = performance.now();
  let pdf = await render();
  const firstMs = performance.now() - start;
  start = performance.now();
  for (let i = 0; i < WARM_RUNS; i++) pdf = await render();
  return {
    bytes: pdf.byteLength,
    firstMs: Math.round(firstMs),
    warmMs: Math.round((performance.now() - start) / WARM_RUNS),
  };
}

const result = {
  contract: await measure(() => renderContractPdf(particulars, EN_DOCUMENT_TEXTS.contract)),
  payslip: await measure(() =>
    renderPayslipPdf(
      { employer: particulars.employer, worker: particulars.worker, payslip },
      EN_DOCUMENT_TEXTS.payslip,
    ),
  ),
};
console.log(JSON.stringify(result));
