// `npx tsx bench/documents.ts`: size and render time of the household employer pack's PDFs (issue 21: under
// 100 KB each, on a phone's data). The first render includes reading and parsing the fonts; the rest are warm.
import { renderContractPdf } from '../src/server/documents/contract-pdf.js';
import { renderPayslipPdf } from '../src/server/documents/payslip-pdf.js';
import { ENGLISH_CONTRACT_TEXTS, ENGLISH_PAYSLIP_TEXTS } from '../src/server/documents/texts.js';
import { calculatePayslip } from '../src/shared/pay/payslip.js';

const WARM_RUNS = 20;

const particulars = {
  employer: { name: 'Pieter Müller', address: '14 Môrester Avenue, Kimberley, 8301' },
  worker: { name: 'Thandiwe Ngcobo' },
  startDate: '2026-03-01',
  workplace: '14 Môrester Avenue, Kimberley',
  duties: 'Go hlwekiša ntlo le go hlatswa diaparo; skoonmaak en strykwerk (sê, môre, reën, naïef)',
  daysPerWeek: 5,
  hoursPerDay: 8,
  hourlyRate: 35,
  paymentFrequency: 'monthly' as const,
  annualLeaveDays: 15,
  noticePeriod: 4,
  uifRegistered: true,
  coidaRegistered: true,
};
const payslip = calculatePayslip({
  hourlyRate: 35,
  hoursPerDay: 8,
  paymentFrequency: 'monthly',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  ordinaryHours: 160,
  sundayHours: 8,
});

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
  contract: await measure(() => renderContractPdf(particulars, ENGLISH_CONTRACT_TEXTS)),
  payslip: await measure(() =>
    renderPayslipPdf(
      { employer: particulars.employer, worker: particulars.worker, payslip },
      ENGLISH_PAYSLIP_TEXTS,
    ),
  ),
};
console.log(JSON.stringify(result));
