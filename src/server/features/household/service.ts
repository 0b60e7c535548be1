// The household employer pack's rules: who may set out an employment, read its contract and payslips, and how a
// payslip is issued and kept. Every request's writes run in one transaction; the parties are checked from the
// employment's own columns, so the records stay readable by the remaining party after a hire or account is gone.
import { desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fillPlaceholders } from '../../../shared/content/fill-placeholders.js';
import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.js';
import { centsToRand, money, randToCents } from '../../../shared/pay/money.js';
import type { PaymentFrequency } from '../../../shared/pay/uif.js';
import type { EmploymentInput } from '../../../shared/schemas/employment.js';
import { HIRE_MESSAGES } from '../../../shared/schemas/hire-texts.js';
import { ADDRESS_VISIBLE_STATUSES, type HireStatus } from '../../../shared/schemas/hires.js';
import {
  type EmploymentAnswer,
  type HireEmploymentAnswer,
  HOUSEHOLD_MESSAGES,
  type MyEmployments,
  type PayslipSummary,
} from '../../../shared/schemas/household.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { employments, hires, payslips, users, workers } from '../../db/schema.js';
import {
  type ContractParticulars,
  documentLanguages,
  documentTexts,
  renderContractPdf,
} from '../../documents/index.js';
import { employerPersonName } from '../../domain/visibility.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';

type EmploymentRow = typeof employments.$inferSelect;
export type PayslipRow = typeof payslips.$inferSelect;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface HireParties {
  id: string;
  status: HireStatus;
  employerUserId: string | null;
  workerUserId: string;
  workerName: string;
  hourlyRate: string | null;
  dailyRate: string | null;
  employerFirstName: string | null;
  employerCompany: string | null;
  /** The language of the worker's account (issue 17), null until she chose one. */
  workerLanguage: string | null;
}

const workerAccounts = alias(users, 'worker_account');

/** The hire and its parties, or 404 to anyone who is neither (nothing tells a stranger the hire exists). */
export async function hireForParty(db: DbOrTx, hireId: string, userId: string): Promise<HireParties> {
  if (!UUID.test(hireId)) throw notFound(HIRE_MESSAGES.hireNotFound);
  const [row] = await db
    .select({
      id: hires.id,
      status: hires.status,
      employerUserId: hires.employerUserId,
      workerUserId: workers.userId,
      workerName: workers.fullName,
      hourlyRate: workers.hourlyRate,
      dailyRate: workers.dailyRate,
      employerFirstName: users.firstName,
      employerCompany: users.companyName,
      workerLanguage: workerAccounts.language,
    })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .leftJoin(users, eq(users.id, hires.employerUserId))
    .leftJoin(workerAccounts, eq(workerAccounts.id, workers.userId))
    .where(eq(hires.id, hireId));
  if (!row || (row.employerUserId !== userId && row.workerUserId !== userId))
    throw notFound(HIRE_MESSAGES.hireNotFound);
  return { ...row, status: row.status as HireStatus };
}

function roleOf(row: EmploymentRow, userId: string): 'employer' | 'worker' {
  return row.employerUserId === userId ? 'employer' : 'worker';
}

export function isParty(row: EmploymentRow, userId: string): boolean {
  return row.employerUserId === userId || row.workerUserId === userId;
}

function toAnswer(row: EmploymentRow, userId: string): EmploymentAnswer {
  return {
    id: row.id,
    hireId: row.hireId,
    role: roleOf(row, userId),
    employerName: row.employerName,
    employerAddress: row.employerAddress,
    workerName: row.workerName,
    workerLanguage: row.workerLanguage,
    documentLanguages: documentLanguages(row.workerLanguage),
    startDate: row.startDate,
    duties: row.duties,
    workplace: row.workplace,
    daysPerWeek: row.daysPerWeek,
    hoursPerDay: row.hoursPerDayHundredths / 100,
    hourlyRate: centsToRand(row.hourlyRateCents),
    overtimeRate: row.overtimeRateCents === null ? null : centsToRand(row.overtimeRateCents),
    worksSundays: row.worksSundays,
    paymentFrequency: row.paymentFrequency as PaymentFrequency,
    paymentInKind: row.paymentInKind.map((i) => ({
      description: i.description,
      value: centsToRand(i.amountCents),
    })),
    deductions: row.deductions.map((i) => ({
      description: i.description,
      amount: centsToRand(i.amountCents),
    })),
    annualLeaveDays: row.annualLeaveDays,
    noticePeriod: row.noticeWeeks,
    uifRegistered: row.uifRegistered,
    coidaRegistered: row.coidaRegistered,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function employmentOfHire(db: DbOrTx, hireId: string): Promise<EmploymentRow | undefined> {
  const [row] = await db.select().from(employments).where(eq(employments.hireId, hireId));
  return row;
}

const rateOrNull = (value: string | null) => (value === null ? null : Number(value));

/** GET /api/hires/:id/employment: the employment (or null) and what the form starts from. */
export async function getHireEmployment(
  db: Db,
  hireId: string,
  userId: string,
  language: LanguageCode,
): Promise<HireEmploymentAnswer> {
  const hire = await hireForParty(db, hireId, userId);
  const row = await employmentOfHire(db, hire.id);
  return {
    employment: row && isParty(row, userId) ? toAnswer(row, userId) : null,
    defaults: {
      workerName: hire.workerName,
      employerName: employerPersonName(
        { firstName: hire.employerFirstName, companyName: hire.employerCompany },
        language,
      ),
      hourlyRate: rateOrNull(hire.hourlyRate),
      dailyRate: rateOrNull(hire.dailyRate),
      workerLanguage: isLanguageCode(hire.workerLanguage) ? hire.workerLanguage : null,
    },
  };
}

/** PUT /api/hires/:id/employment: the employer of an accepted hire sets out (or corrects) the particulars. */
export async function saveEmployment(
  db: Db,
  hireId: string,
  userId: string,
  input: EmploymentInput,
  language: LanguageCode,
): Promise<EmploymentAnswer> {
  return db.transaction(async (tx) => {
    const hire = await hireForParty(tx, hireId, userId);
    if (hire.employerUserId !== userId) throw forbidden(HOUSEHOLD_MESSAGES.onlyEmployer);
    if (!ADDRESS_VISIBLE_STATUSES.includes(hire.status)) throw conflict(HOUSEHOLD_MESSAGES.notAccepted);
    const values = {
      hireId: hire.id,
      employerUserId: userId,
      workerUserId: hire.workerUserId,
      employerName:
        input.employerName ??
        employerPersonName(
          { firstName: hire.employerFirstName, companyName: hire.employerCompany },
          language,
        ),
      employerAddress: input.employerAddress ?? input.workplace,
      workerName: hire.workerName,
      workerLanguage: input.workerLanguage,
      startDate: input.startDate,
      duties: input.duties,
      workplace: input.workplace,
      daysPerWeek: input.daysPerWeek,
      hoursPerDayHundredths: Math.round(input.hoursPerDay * 100),
      hourlyRateCents: randToCents(input.hourlyRate),
      overtimeRateCents: input.overtimeRate === undefined ? null : randToCents(input.overtimeRate),
      worksSundays: input.worksSundays,
      paymentFrequency: input.paymentFrequency,
      paymentInKind: (input.paymentInKind ?? []).map((i) => ({
        description: i.description,
        amountCents: randToCents(i.value),
      })),
      deductions: (input.deductions ?? []).map((i) => ({
        description: i.description,
        amountCents: randToCents(i.amount),
      })),
      annualLeaveDays: input.annualLeaveDays,
      noticeWeeks: input.noticePeriod,
      uifRegistered: input.uifRegistered,
      coidaRegistered: input.coidaRegistered,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(employments)
      .values(values)
      .onConflictDoUpdate({ target: employments.hireId, set: values })
      .returning();
    if (!row) throw new Error('employment upsert returned nothing');
    return toAnswer(row, userId);
  });
}

export function parseLanguage(lang: string | undefined, row: EmploymentRow): LanguageCode {
  const offered = documentLanguages(row.workerLanguage);
  const wanted = lang ?? 'en';
  if (!isLanguageCode(wanted) || !offered.includes(wanted)) {
    throw badRequest(fillPlaceholders(HOUSEHOLD_MESSAGES.language, { languages: offered.join(', ') }), {
      field: 'lang',
    });
  }
  return wanted;
}

function particularsOf(row: EmploymentRow): ContractParticulars {
  const answer = toAnswer(row, '');
  return {
    employer: { name: row.employerName, address: row.employerAddress },
    worker: { name: row.workerName },
    startDate: row.startDate,
    workplace: row.workplace,
    duties: row.duties,
    daysPerWeek: row.daysPerWeek,
    hoursPerDay: answer.hoursPerDay,
    hourlyRate: answer.hourlyRate,
    ...(answer.overtimeRate === null ? {} : { overtimeRate: answer.overtimeRate }),
    worksSundays: row.worksSundays,
    paymentInKind: answer.paymentInKind,
    paymentFrequency: answer.paymentFrequency,
    deductions: answer.deductions,
    annualLeaveDays: row.annualLeaveDays,
    noticePeriod: row.noticeWeeks,
    uifRegistered: row.uifRegistered,
    coidaRegistered: row.coidaRegistered,
  };
}

export function summaryOf(row: PayslipRow): PayslipSummary {
  return {
    id: row.id,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    gross: money(row.grossCents),
    uifEmployee: money(row.uifEmployeeCents),
    uifEmployer: money(row.uifEmployerCents),
    otherDeductions: money(row.otherDeductionsCents),
    net: money(row.netCents),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface PdfFile {
  pdf: Buffer;
  filename: string;
}

/** The written particulars of a hire's employment, for its employer and worker only (404 to anyone else). */
export async function contractPdf(db: Db, hireId: string, userId: string, lang?: string): Promise<PdfFile> {
  if (!UUID.test(hireId)) throw notFound(ERROR_TEXTS.contractNotFound);
  const row = await employmentOfHire(db, hireId);
  if (!row || !isParty(row, userId)) throw notFound(ERROR_TEXTS.contractNotFound);
  const language = parseLanguage(lang, row);
  const pdf = await renderContractPdf(particularsOf(row), documentTexts(language).contract);
  return { pdf, filename: `work-local-contract-${row.startDate}-${language}.pdf` };
}

async function partyEmployments(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(employments)
    .where(or(eq(employments.employerUserId, userId), eq(employments.workerUserId, userId)))
    .orderBy(desc(employments.startDate));
  const slips =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(payslips)
          .where(
            inArray(
              payslips.employmentId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(desc(payslips.periodEnd), desc(payslips.createdAt));
  return rows.map((row) => ({ row, slips: slips.filter((s) => s.employmentId === row.id) }));
}

/** Every employment the user is a party of, with its payslips: the employer's list and the worker's dashboard. */
export async function listMyEmployments(db: Db, userId: string): Promise<MyEmployments['employments']> {
  const list = await partyEmployments(db, userId);
  return list.map(({ row, slips }) => ({ ...toAnswer(row, userId), payslips: slips.map(summaryOf) }));
}

/** For the POPIA export: the employments and payslips the user is a party of, as stored. */
export async function exportHouseholdRecords(db: DbOrTx, userId: string): Promise<Record<string, unknown>[]> {
  const list = await partyEmployments(db, userId);
  return list.map(({ row, slips }) => {
    const { employerUserId: _employer, workerUserId: _worker, ...employment } = row;
    return { ...employment, role: roleOf(row, userId), payslips: slips };
  });
}
