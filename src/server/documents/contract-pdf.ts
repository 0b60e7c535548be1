// The written particulars of employment (SD7 clause 9, BCEA s29) as a PDF, in the language of the texts given.
import { formatRand } from '../../shared/constants.js';
import { fillPlaceholders as fill } from '../../shared/content/fill-placeholders.js';
import { payForHours, randToCents } from '../../shared/pay/money.js';
import { OVERTIME_MULTIPLIER } from '../../shared/pay/payslip.js';
import type { PaymentFrequency } from '../../shared/pay/uif.js';
import { PdfWriter } from './pdf-writer.js';
import type { ContractTexts } from './texts.js';

export interface ContractParticulars {
  employer: { name: string; address: string };
  worker: { name: string };
  startDate: string;
  workplace: string;
  duties: string;
  daysPerWeek: number;
  hoursPerDay: number;
  /** Rand, as in the employment body. */
  hourlyRate: number;
  overtimeRate?: number;
  worksSundays?: boolean;
  otherPayments?: { description: string; amount: number }[];
  paymentInKind?: { description: string; value: number }[];
  paymentFrequency: PaymentFrequency;
  deductions?: { description: string; amount: number }[];
  annualLeaveDays: number;
  /** Weeks. */
  noticePeriod: number;
  uifRegistered: boolean;
  coidaRegistered: boolean;
}

const rand = (amount: number) => formatRand(randToCents(amount), { decimals: true });

function listOrNone(items: { description: string; amount: number }[] | undefined, none: string): string {
  if (!items || items.length === 0) return none;
  return items.map((item) => `${item.description}: ${rand(item.amount)}`).join('\n');
}

export function renderContractPdf(particulars: ContractParticulars, texts: ContractTexts): Promise<Buffer> {
  const p = particulars;
  const overtimeCents =
    p.overtimeRate === undefined
      ? payForHours(1, randToCents(p.hourlyRate), OVERTIME_MULTIPLIER)
      : randToCents(p.overtimeRate);
  const pdf = new PdfWriter({
    title: texts.title,
    lang: texts.lang,
    subject: `${p.employer.name} / ${p.worker.name}`,
  });
  pdf
    .title(texts.title)
    .paragraph(texts.intro)
    .row(texts.employer, p.employer.name)
    .row(texts.employerAddress, p.employer.address)
    .row(texts.worker, p.worker.name)
    .row(texts.startDate, p.startDate)
    .row(texts.workplace, p.workplace)
    .row(texts.duties, p.duties)
    .row(texts.hours, fill(texts.hoursValue, { hours: p.hoursPerDay, days: p.daysPerWeek }))
    .row(texts.wage, `${fill(texts.wageValue, { rate: rand(p.hourlyRate) })}\n${texts.wageCalculation}`)
    .row(texts.overtime, fill(texts.overtimeValue, { rate: formatRand(overtimeCents, { decimals: true }) }))
    .row(texts.sunday, p.worksSundays ? texts.sundayUsualValue : texts.sundayValue)
    .row(texts.publicHoliday, texts.publicHolidayValue)
    .row(texts.otherPayments, listOrNone(p.otherPayments, texts.none))
    .row(
      texts.paymentInKind,
      listOrNone(
        p.paymentInKind?.map((item) => ({ description: item.description, amount: item.value })),
        texts.none,
      ),
    )
    .row(texts.frequency, texts.frequencies[p.paymentFrequency])
    .row(texts.deductions, listOrNone(p.deductions, texts.none))
    .row(texts.annualLeave, fill(texts.annualLeaveValue, { days: p.annualLeaveDays }))
    .row(texts.sickLeave, texts.sickLeaveValue)
    .row(texts.familyLeave, texts.familyLeaveValue)
    .row(texts.maternityLeave, texts.maternityLeaveValue)
    .row(
      texts.notice,
      p.noticePeriod === 1 ? texts.noticeValueOne : fill(texts.noticeValue, { weeks: p.noticePeriod }),
    )
    .row(texts.uif, p.uifRegistered ? texts.registered : texts.notRegistered)
    .row(texts.coida, p.coidaRegistered ? texts.registered : texts.notRegistered)
    .paragraph(texts.explained)
    .signatures(
      [
        { role: texts.employerSignature, name: p.employer.name },
        { role: texts.workerSignature, name: p.worker.name },
      ],
      texts.date,
    );
  return pdf.finish();
}
