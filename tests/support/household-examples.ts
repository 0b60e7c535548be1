// Worked examples of the household employer pack (issue 21), shared by the pay tests, the PDF tests and the PDF
// bench so that each states only what it varies.
import type { ContractParticulars } from '../../src/server/documents/contract-pdf.js';
import type { PayslipInput } from '../../src/shared/pay/payslip.js';

/** 160 ordinary hours at R35.00 in March 2026: gross R5,600.00, UIF R56.00 + R56.00, net R5,544.00. */
export const MARCH_2026_PAYSLIP: PayslipInput = {
  hourlyRate: 35,
  hoursPerDay: 8,
  paymentFrequency: 'monthly',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  ordinaryHours: 160,
};

export const SAMPLE_PARTICULARS: ContractParticulars = {
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
