// Answers of the household employer pack's routes (issue 21): the employment as saved, payslip summaries and the
// reminder opt-in. Bodies are in employment.ts; money goes out in cents and rand.
import * as z from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { PAYMENT_FREQUENCIES } from '../pay/uif.js';
import { payslipAnswerSchema } from './employment.js';

const moneySchema = z.object({ cents: z.number().int(), rand: z.number() });
const languageCode = z.enum(LANGUAGES.map((l) => l.code) as [string, ...string[]]);

export const HOUSEHOLD_MESSAGES = {
  notAccepted: 'You can employ a worker once she has accepted your hire request',
  onlyEmployer: 'Only the employer can set out the employment',
  noEmployment: 'Set out the employment before issuing a payslip',
  beforeStart: 'The payslip period ends before the employment started',
  language: 'This document is available in: {languages}',
} as const;

const REMINDER_CHANNELS = ['sms', 'whatsapp'] as const;

export const employmentAnswerSchema = z.object({
  id: z.string(),
  hireId: z.string().nullable(),
  /** Whether the viewer is the employer or the worker of this employment. */
  role: z.enum(['employer', 'worker']),
  employerName: z.string(),
  employerAddress: z.string(),
  workerName: z.string(),
  workerLanguage: languageCode,
  /** The languages the contract and payslips can be downloaded in: English and the worker's, when we have it. */
  documentLanguages: z.array(languageCode),
  startDate: z.string(),
  duties: z.string(),
  workplace: z.string(),
  daysPerWeek: z.number().int(),
  hoursPerDay: z.number(),
  hourlyRate: z.number(),
  overtimeRate: z.number().nullable(),
  worksSundays: z.boolean(),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  paymentInKind: z.array(z.object({ description: z.string(), value: z.number() })),
  deductions: z.array(z.object({ description: z.string(), amount: z.number() })),
  annualLeaveDays: z.number().int(),
  noticePeriod: z.number().int(),
  uifRegistered: z.boolean(),
  coidaRegistered: z.boolean(),
  updatedAt: z.string(),
});
export type EmploymentAnswer = z.infer<typeof employmentAnswerSchema>;

/** What the employment form starts from: the hire's parties and the worker's own rates. */
const employmentDefaultsSchema = z.object({
  workerName: z.string(),
  employerName: z.string(),
  hourlyRate: z.number().nullable(),
  dailyRate: z.number().nullable(),
  /** The language of her account, which the form's "her language" starts from; null until she chose one. */
  workerLanguage: languageCode.nullable(),
});

export const hireEmploymentAnswerSchema = z.object({
  employment: employmentAnswerSchema.nullable(),
  defaults: employmentDefaultsSchema,
});
export type HireEmploymentAnswer = z.infer<typeof hireEmploymentAnswerSchema>;

export const putEmploymentAnswerSchema = z.object({ employment: employmentAnswerSchema });

export const payslipSummarySchema = z.object({
  id: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  gross: moneySchema,
  uifEmployee: moneySchema,
  uifEmployer: moneySchema,
  otherDeductions: moneySchema,
  net: moneySchema,
  createdAt: z.string(),
});
export type PayslipSummary = z.infer<typeof payslipSummarySchema>;

export const payslipListSchema = z.object({ payslips: z.array(payslipSummarySchema) });

/** 201 of POST /api/hires/:id/payslips: the stored payslip's id and the whole calculation. */
export const issuedPayslipSchema = payslipAnswerSchema.extend({
  id: z.string(),
  /** Deductions other than UIF, summed. */
  otherDeductions: moneySchema,
});
export type IssuedPayslip = z.infer<typeof issuedPayslipSchema>;

export const myEmploymentsSchema = z.object({
  employments: z.array(employmentAnswerSchema.extend({ payslips: z.array(payslipSummarySchema) })),
});
export type MyEmployments = z.infer<typeof myEmploymentsSchema>;

export const documentQuerySchema = z.object({ lang: z.string().max(10).optional() });
export const payslipPdfParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const reminderSettingSchema = z.object({ channel: z.enum(REMINDER_CHANNELS).nullable() });
export type ReminderSetting = z.infer<typeof reminderSettingSchema>;

const pdfBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });
/** GET /api/hires/:id/contract.pdf and GET /api/payslips/:id.pdf. */
export const pdfFileSchema = {
  description: 'The document as a PDF',
  content: { 'application/pdf': { schema: pdfBytes } },
};
