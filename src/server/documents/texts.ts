// The labels of the contract and payslip PDFs, as plain objects so a translation catalogue can supply each
// language. Placeholders in braces ({hours}) are filled by the renderers (fillPlaceholders). English is the
// reference set.
import type { PaymentFrequency } from '../../shared/pay/uif.js';

export interface ContractTexts {
  /** BCP 47 code written into the PDF, so readers and screen readers know the language. */
  lang: string;
  title: string;
  intro: string;
  employer: string;
  employerAddress: string;
  worker: string;
  startDate: string;
  workplace: string;
  duties: string;
  hours: string;
  /** {hours} ordinary hours a day, {days} days a week. */
  hoursValue: string;
  wage: string;
  /** {rate} an hour. */
  wageValue: string;
  wageCalculation: string;
  overtime: string;
  /** {rate} an hour. */
  overtimeValue: string;
  sunday: string;
  sundayValue: string;
  sundayUsualValue: string;
  publicHoliday: string;
  publicHolidayValue: string;
  otherPayments: string;
  paymentInKind: string;
  frequency: string;
  frequencies: Record<PaymentFrequency, string>;
  deductions: string;
  none: string;
  annualLeave: string;
  /** {days} working days a year. */
  annualLeaveValue: string;
  sickLeave: string;
  sickLeaveValue: string;
  familyLeave: string;
  familyLeaveValue: string;
  maternityLeave: string;
  maternityLeaveValue: string;
  notice: string;
  /** {weeks} weeks. */
  noticeValue: string;
  /** One week (a plural form of its own: "Amasonto angu-1" read as "1 weeks"). */
  noticeValueOne: string;
  uif: string;
  coida: string;
  registered: string;
  notRegistered: string;
  explained: string;
  employerSignature: string;
  workerSignature: string;
  date: string;
}

export interface PayslipTexts {
  lang: string;
  title: string;
  employer: string;
  employerAddress: string;
  worker: string;
  period: string;
  /** {start} to {end}. */
  periodValue: string;
  frequency: string;
  frequencies: Record<PaymentFrequency, string>;
  rate: string;
  raisedToMinimum: string;
  item: string;
  hours: string;
  /** Hours worked and, when the four-hour rule raised them, the hours paid: {worked} (paid as {paid}). */
  paidAs: string;
  amount: string;
  lines: { ordinary: string; overtime: string; sunday: string; publicHoliday: string };
  gross: string;
  deductions: string;
  uifEmployee: string;
  totalDeductions: string;
  net: string;
  uifEmployer: string;
  noUif: string;
  keepRecords: string;
}

/** The worker's monthly earnings statement (issue 34): her income record from the ledger. */
export interface StatementTexts {
  lang: string;
  title: string;
  number: string;
  issued: string;
  worker: string;
  month: string;
  /** {month} ({start} to {end}). */
  monthValue: string;
  /** January to December. */
  monthNames: readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  visit: string;
  hours: string;
  rate: string;
  amount: string;
  visitStatuses: { held: string; released: string; refunded: string };
  noVisits: string;
  visitPay: string;
  tips: string;
  lateFees: string;
  earned: string;
  stillHeld: string;
  refunded: string;
  payouts: string;
  payoutStatuses: { pending: string; in_flight: string; paid: string; failed: string; reversed: string };
  paidOut: string;
  balance: string;
  held: string;
  paidOutToDate: string;
  /** What the statement proves: {name} and {month}. */
  proves: string;
}

/** Every label of both documents in one language: one file per language in document-texts/, so a missing label
 * is a type error. */
export interface DocumentTexts {
  contract: ContractTexts;
  payslip: PayslipTexts;
  statement: StatementTexts;
}
