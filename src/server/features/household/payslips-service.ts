// Payslips: issuing one for an employment (the pay rules from shared/pay), listing them and rendering the PDF, for
// the two parties only.
import { desc, eq } from 'drizzle-orm';
import { centsToRand, money } from '../../../shared/pay/money.js';
import { calculatePayslip, PayRuleError, type Payslip } from '../../../shared/pay/payslip.js';
import type { PaymentFrequency } from '../../../shared/pay/uif.js';
import type { PayslipRequest } from '../../../shared/schemas/employment.js';
import { HIRE_MESSAGES } from '../../../shared/schemas/hire-texts.js';
import {
  HOUSEHOLD_MESSAGES,
  type IssuedPayslip,
  type PayslipSummary,
} from '../../../shared/schemas/household.js';
import type { Db } from '../../db/client.js';
import { employments, payslips } from '../../db/schema.js';
import { documentTexts, renderPayslipPdf } from '../../documents/index.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { PAYSLIP_RETENTION_YEARS } from './retention.js';
import {
  employmentOfHire,
  hireForParty,
  isParty,
  type PdfFile,
  parseLanguage,
  summaryOf,
  UUID,
} from './service.js';

function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** POST /api/hires/:id/payslips: the employer issues a payslip under the hire's employment. */
export async function issuePayslip(
  db: Db,
  hireId: string,
  userId: string,
  input: PayslipRequest,
  now: Date = new Date(),
): Promise<IssuedPayslip> {
  return db.transaction(async (tx) => {
    const hire = await hireForParty(tx, hireId, userId);
    if (hire.employerUserId !== userId) throw forbidden(HOUSEHOLD_MESSAGES.onlyEmployer);
    const employment = await employmentOfHire(tx, hire.id);
    if (!employment) throw conflict(HOUSEHOLD_MESSAGES.noEmployment);
    if (input.periodEnd < employment.startDate) {
      throw badRequest(HOUSEHOLD_MESSAGES.beforeStart, { field: 'periodEnd' });
    }
    let calculation: Payslip;
    try {
      calculation = calculatePayslip({
        hourlyRate: centsToRand(employment.hourlyRateCents),
        ...(employment.overtimeRateCents === null
          ? {}
          : { overtimeRate: centsToRand(employment.overtimeRateCents) }),
        worksSundays: employment.worksSundays,
        hoursPerDay: employment.hoursPerDayHundredths / 100,
        paymentFrequency: employment.paymentFrequency as PaymentFrequency,
        ...input,
      });
    } catch (error) {
      if (error instanceof PayRuleError) throw badRequest(error.message, { field: 'deductions' });
      throw error;
    }
    const otherDeductionsCents = calculation.totalDeductions.cents - calculation.uif.employee.cents;
    const [row] = await tx
      .insert(payslips)
      .values({
        employmentId: employment.id,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        grossCents: calculation.gross.cents,
        uifEmployeeCents: calculation.uif.employee.cents,
        uifEmployerCents: calculation.uif.employer.cents,
        otherDeductionsCents,
        netCents: calculation.net.cents,
        input: { ...input },
        calculation,
        retainUntil: addYears(now.toISOString().slice(0, 10), PAYSLIP_RETENTION_YEARS),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('payslip insert returned nothing');
    return { id: row.id, ...calculation, otherDeductions: money(otherDeductionsCents) };
  });
}

/** GET /api/hires/:id/payslips: newest period first, for the two parties. */
export async function listHirePayslips(db: Db, hireId: string, userId: string): Promise<PayslipSummary[]> {
  if (!UUID.test(hireId)) throw notFound(HIRE_MESSAGES.hireNotFound);
  const employment = await employmentOfHire(db, hireId);
  if (!employment || !isParty(employment, userId)) {
    // A party of a hire with no employment yet sees an empty list; anyone else a 404.
    await hireForParty(db, hireId, userId);
    return [];
  }
  const rows = await db
    .select()
    .from(payslips)
    .where(eq(payslips.employmentId, employment.id))
    .orderBy(desc(payslips.periodEnd), desc(payslips.createdAt));
  return rows.map(summaryOf);
}

/** GET /api/payslips/:id.pdf: by the payslip's own id, so it works after the hire is gone. */
export async function payslipPdf(db: Db, payslipId: string, userId: string, lang?: string): Promise<PdfFile> {
  if (!UUID.test(payslipId)) throw notFound(ERROR_TEXTS.payslipNotFound);
  const [found] = await db
    .select({ payslip: payslips, employment: employments })
    .from(payslips)
    .innerJoin(employments, eq(employments.id, payslips.employmentId))
    .where(eq(payslips.id, payslipId));
  if (!found || !isParty(found.employment, userId)) throw notFound(ERROR_TEXTS.payslipNotFound);
  const language = parseLanguage(lang, found.employment);
  const pdf = await renderPayslipPdf(
    {
      employer: { name: found.employment.employerName, address: found.employment.employerAddress },
      worker: { name: found.employment.workerName },
      payslip: found.payslip.calculation,
    },
    documentTexts(language).payslip,
  );
  return { pdf, filename: `work-local-payslip-${found.payslip.periodEnd}-${language}.pdf` };
}
