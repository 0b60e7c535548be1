// The household employer pack (issue 21): the written particulars of each employment, the payslips issued under
// it and the employers' reminder opt-ins. Employments and payslips keep a copy of the names and address the law
// asks for, so they outlive the hire and either party's account for the three years records must be kept
// (decision 0172); amounts are in cents.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Payslip } from '../../../shared/pay/payslip.js';
import { users } from './accounts.js';
import { cents, createdAt, ts } from './columns.js';
import { hires } from './hires.js';

export interface StoredPayItem {
  description: string;
  amountCents: number;
}

export const employments = pgTable(
  'employments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the hire is gone (the worker deleted her account); the employment record stays. */
    hireId: uuid('hire_id')
      .unique()
      .references(() => hires.id, { onDelete: 'set null' }),
    /** The parties' accounts; null once that party deleted the account (the other keeps the records). */
    employerUserId: uuid('employer_user_id').references(() => users.id, { onDelete: 'set null' }),
    workerUserId: uuid('worker_user_id').references(() => users.id, { onDelete: 'set null' }),
    employerName: text('employer_name').notNull(),
    employerAddress: text('employer_address').notNull(),
    workerName: text('worker_name').notNull(),
    /** The language the particulars are explained in, besides English (a LanguageCode). */
    workerLanguage: text('worker_language').notNull().default('en'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    duties: text('duties').notNull(),
    workplace: text('workplace').notNull(),
    daysPerWeek: integer('days_per_week').notNull(),
    /** Hundredths of an hour (7.5 h is 750), so the column stays an integer. */
    hoursPerDayHundredths: integer('hours_per_day_hundredths').notNull(),
    hourlyRateCents: cents('hourly_rate_cents').notNull(),
    overtimeRateCents: cents('overtime_rate_cents'),
    worksSundays: boolean('works_sundays').notNull().default(false),
    /** 'weekly' | 'fortnightly' | 'monthly' */
    paymentFrequency: text('payment_frequency').notNull(),
    paymentInKind: jsonb('payment_in_kind').$type<StoredPayItem[]>().notNull().default([]),
    deductions: jsonb('deductions').$type<StoredPayItem[]>().notNull().default([]),
    annualLeaveDays: integer('annual_leave_days').notNull(),
    noticeWeeks: integer('notice_weeks').notNull(),
    uifRegistered: boolean('uif_registered').notNull(),
    coidaRegistered: boolean('coida_registered').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('employments_frequency_ck', sql`${t.paymentFrequency} in ('weekly','fortnightly','monthly')`),
    index('employments_employer_idx').on(t.employerUserId),
    index('employments_worker_idx').on(t.workerUserId),
  ],
);

export const payslips = pgTable(
  'payslips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employmentId: uuid('employment_id')
      .notNull()
      .references(() => employments.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    grossCents: cents('gross_cents').notNull(),
    uifEmployeeCents: cents('uif_employee_cents').notNull(),
    uifEmployerCents: cents('uif_employer_cents').notNull(),
    /** Deductions other than UIF. */
    otherDeductionsCents: cents('other_deductions_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    /** The request as typed (rand). */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The whole calculation as issued (shared/pay Payslip), so the PDF prints it the same years later. */
    calculation: jsonb('calculation').$type<Payslip>().notNull(),
    /** SD7 clause 6 / BCEA s31: kept at least three years, whatever happens to the accounts. */
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payslips_employment_idx').on(t.employmentId, t.periodEnd),
    check('payslips_net_ck', sql`${t.netCents} >= 0`),
  ],
);

/** Employers who asked for the monthly reminder to issue payslips and pay UIF (opt-in, POPIA s69). */
export const householdReminders = pgTable('household_reminders', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'sms' | 'whatsapp' */
  channel: text('channel').notNull(),
  createdAt: createdAt(),
});
