// A payslip (SD7 clause 6) as a PDF: the parties, the period, each pay line, gross, each deduction and net.
import { formatRand } from '../../shared/constants.js';
import { fillPlaceholders as fill } from '../../shared/content/fill-placeholders.js';
import type { Payslip } from '../../shared/pay/payslip.js';
import { PdfWriter } from './pdf-writer.js';
import type { PayslipTexts } from './texts.js';

export interface PayslipDocument {
  employer: { name: string; address: string };
  worker: { name: string };
  payslip: Payslip;
}

const rand = (cents: number) => formatRand(cents, { decimals: true });
const hours = (value: number) => String(Number(value.toFixed(2)));

export function renderPayslipPdf(document: PayslipDocument, texts: PayslipTexts): Promise<Buffer> {
  const { employer, worker, payslip } = document;
  const pdf = new PdfWriter({
    title: `${texts.title} ${payslip.periodStart} – ${payslip.periodEnd}`,
    lang: texts.lang,
    subject: `${employer.name} / ${worker.name}`,
  });
  const rate = payslip.isRaisedToMinimum
    ? `${rand(payslip.hourlyRate.cents)} (${texts.raisedToMinimum})`
    : rand(payslip.hourlyRate.cents);
  pdf
    .title(texts.title)
    .row(texts.employer, employer.name)
    .row(texts.employerAddress, employer.address)
    .row(texts.worker, worker.name)
    .row(texts.period, fill(texts.periodValue, { start: payslip.periodStart, end: payslip.periodEnd }))
    .row(texts.frequency, texts.frequencies[payslip.paymentFrequency])
    .row(texts.rate, rate);
  pdf.doc.moveDown(0.6);

  const earnings: string[][] = payslip.lines.map((line) => [
    texts.lines[line.kind],
    line.hoursPaid === line.hoursWorked
      ? hours(line.hoursWorked)
      : fill(texts.paidAs, { worked: hours(line.hoursWorked), paid: hours(line.hoursPaid) }),
    rand(line.rate.cents),
    rand(line.amount.cents),
  ]);
  for (const item of payslip.otherPayments)
    earnings.push([item.description, '', '', rand(item.amount.cents)]);
  earnings.push([texts.gross, hours(payslip.hoursWorked), '', rand(payslip.gross.cents)]);
  pdf.table([texts.item, texts.hours, texts.rate, texts.amount], earnings, new Set([earnings.length - 1]));

  const deductions: string[][] = [];
  if (payslip.uif.applies) deductions.push([texts.uifEmployee, '', '', rand(payslip.uif.employee.cents)]);
  for (const item of payslip.deductions) deductions.push([item.description, '', '', rand(item.amount.cents)]);
  deductions.push([texts.totalDeductions, '', '', rand(payslip.totalDeductions.cents)]);
  deductions.push([texts.net, '', '', rand(payslip.net.cents)]);
  pdf.table([texts.deductions, '', '', texts.amount], deductions, new Set([deductions.length - 1]));

  pdf.paragraph(
    payslip.uif.applies ? `${texts.uifEmployer}: ${rand(payslip.uif.employer.cents)}` : texts.noUif,
  );
  pdf.paragraph(texts.keepRecords);
  return pdf.finish();
}
