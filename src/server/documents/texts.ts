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

export const ENGLISH_CONTRACT_TEXTS: ContractTexts = {
  lang: 'en',
  title: 'Written particulars of employment',
  intro:
    'These are the terms of employment of a domestic worker, as the Sectoral Determination for the domestic worker sector (clause 9) and the Basic Conditions of Employment Act (section 29) require.',
  employer: 'Employer',
  employerAddress: 'Employer’s address',
  worker: 'Worker',
  startDate: 'Date of starting',
  workplace: 'Place of work',
  duties: 'Duties',
  hours: 'Ordinary hours and days of work',
  hoursValue: '{hours} hours a day, {days} days a week',
  wage: 'Wage',
  wageValue: '{rate} an hour',
  wageCalculation:
    'Paid for the hours worked; a day of four hours or less is paid as four hours. Never less than the national minimum wage.',
  overtime: 'Overtime',
  overtimeValue: '{rate} an hour (at least one and a half times the wage)',
  sunday: 'Work on a Sunday',
  sundayValue: 'Double the wage for each hour worked',
  sundayUsualValue:
    'One and a half times the wage for each hour worked (the worker usually works on Sundays)',
  publicHoliday: 'Work on a public holiday',
  publicHolidayValue: 'Only by agreement; at least double the daily wage',
  otherPayments: 'Other cash payments',
  paymentInKind: 'Payment in kind and its value',
  frequency: 'Paid',
  frequencies: { weekly: 'weekly', fortnightly: 'every two weeks', monthly: 'monthly' },
  deductions: 'Deductions',
  none: 'None',
  annualLeave: 'Annual leave',
  annualLeaveValue: '{days} working days a year, on full pay',
  sickLeave: 'Sick leave',
  sickLeaveValue:
    'The days normally worked in six weeks, on full pay, in each cycle of 36 months (in the first six months: one day for every 26 days worked)',
  familyLeave: 'Family responsibility leave',
  familyLeaveValue:
    'Five days a year on full pay, once employed for more than four months and working at least four days a week',
  maternityLeave: 'Maternity leave',
  maternityLeaveValue: 'At least four months in a row; the worker may claim from UIF',
  notice: 'Notice period',
  noticeValue: '{weeks} weeks, in writing',
  uif: 'Registered with UIF (uFiling)',
  coida: 'Registered with the Compensation Fund (COIDA)',
  registered: 'Yes',
  notRegistered: 'Not yet',
  explained:
    'The employer has explained these particulars to the worker in a language she understands. Each keeps a signed copy.',
  employerSignature: 'Employer’s signature',
  workerSignature: 'Worker’s signature',
  date: 'Date',
};

export const ENGLISH_PAYSLIP_TEXTS: PayslipTexts = {
  lang: 'en',
  title: 'Payslip',
  employer: 'Employer',
  employerAddress: 'Employer’s address',
  worker: 'Worker',
  period: 'Period',
  periodValue: '{start} to {end}',
  frequency: 'Paid',
  frequencies: ENGLISH_CONTRACT_TEXTS.frequencies,
  rate: 'Wage rate',
  raisedToMinimum: 'Raised to the national minimum wage',
  item: 'Item',
  hours: 'Hours',
  paidAs: '{worked} (paid as {paid})',
  amount: 'Amount',
  lines: {
    ordinary: 'Ordinary hours',
    overtime: 'Overtime',
    sunday: 'Sunday work',
    publicHoliday: 'Public-holiday work',
  },
  gross: 'Gross pay',
  deductions: 'Deductions',
  uifEmployee: 'UIF (worker’s 1%)',
  totalDeductions: 'Total deductions',
  net: 'Net pay',
  uifEmployer: 'UIF paid by the employer (1%, not deducted)',
  noUif: 'No UIF: 24 hours a month or less',
  keepRecords: 'The employer keeps this record for at least three years.',
};
