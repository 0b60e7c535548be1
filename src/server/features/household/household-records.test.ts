// Household records over time on a real database: kept after an account is deleted, the monthly reminder with a
// fixed clock (its schedule queued by a job runner on that clock), and deletion once both accounts are gone and the
// retention has passed.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { householdClient, JSON_HEADERS } from '../../../../tests/support/household.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { employments, jobs, payslips, users } from '../../db/schema.js';
import { JobRunner } from '../../jobs/runner.js';
import { SEND_MESSAGE_JOB } from '../../platform/messaging/index.js';
import { householdJobs, householdSchedules } from './jobs.js';
import {
  HOUSEHOLD_REMINDER_JOB,
  nextReminderAt,
  purgeExpiredRecords,
  sendMonthlyReminders,
  setReminderSetting,
} from './reminders.js';

let t: TestApp;
const h = householdClient(() => t);
withTestApp({}, (app) => {
  t = app;
});
afterAll(() => h.cleanup());

describe('after an account is deleted', () => {
  it('keeps the employment and payslips for the employer, and the worker’s export lists them', async () => {
    const p = await h.employed();
    const issued = (await h.postPayslip(p.employer.cookie, p.hireId)).json();
    const exported = await h.get(p.worker.cookie, '/api/me/export');
    const data = JSON.parse(exported.body);
    expect(data.employments).toHaveLength(1);
    expect(data.employments[0]).toMatchObject({ role: 'worker', workerName: 'Thandiwe Ngcobo' });
    expect(data.employments[0].payslips[0]).toMatchObject({ id: issued.id, netCents: 554_400 });
    expect(data.about).toContain('at least three years');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete/send-code',
      headers: { ...JSON_HEADERS, cookie: p.worker.cookie },
      payload: { deliveryMethod: 'sms' },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...JSON_HEADERS, cookie: p.worker.cookie },
      payload: { code: sent.json().developmentOtp },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, p.worker.id))).toHaveLength(0);

    // The hire went with the worker's profile; the records stay, detached from her account.
    const [row] = await t.db.select().from(employments).where(eq(employments.employerUserId, p.employer.id));
    expect(row).toMatchObject({ hireId: null, workerUserId: null, workerName: 'Thandiwe Ngcobo' });
    const list = (await h.get(p.employer.cookie, '/api/employments')).json().employments;
    expect(list[0]).toMatchObject({
      role: 'employer',
      hireId: null,
      payslips: [expect.objectContaining({ id: issued.id })],
    });
    const pdf = await h.get(p.employer.cookie, `/api/payslips/${issued.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(h.pdfText(pdf.rawPayload, 'slip-after-delete')).toContain('Thandiwe Ngcobo');
  });
});

describe('the monthly reminder', () => {
  const APRIL_FIRST = new Date('2026-04-01T06:00:00Z');

  async function remindersTo(phone: string) {
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, SEND_MESSAGE_JOB));
    return rows.filter((r) => r.payload.to === phone && r.payload.purpose === 'household_reminder');
  }

  it('is due on the 1st at 08:00 South African time', () => {
    expect(nextReminderAt(new Date('2026-03-15T12:00:00Z')).toISOString()).toBe('2026-04-01T06:00:00.000Z');
    expect(nextReminderAt(new Date('2026-04-01T05:59:00Z')).toISOString()).toBe('2026-04-01T06:00:00.000Z');
    expect(nextReminderAt(new Date('2026-12-01T06:00:00Z')).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });

  it('reminds opted-in employers to issue last month’s payslip and pay UIF by the 7th, once', async () => {
    const clock = { now: new Date('2026-03-20T10:00:00Z') };
    const runner = new JobRunner({
      jobs: householdJobs,
      schedules: householdSchedules,
      context: { ...t.app.ctx, log: t.app.log },
      pollMs: 60_000,
      now: () => clock.now,
    });
    const p = await h.employed();
    const [employer] = await t.db.select().from(users).where(eq(users.id, p.employer.id));
    const quiet = await h.employed();
    const [quietEmployer] = await t.db.select().from(users).where(eq(users.id, quiet.employer.id));

    expect(await setReminderSetting(t.db, p.employer.id, { channel: 'whatsapp' })).toEqual({
      channel: 'whatsapp',
    });
    await runner.queueSchedules();
    const [sweep] = await t.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, HOUSEHOLD_REMINDER_JOB), eq(jobs.dedupeKey, `${HOUSEHOLD_REMINDER_JOB}:2026-04`)),
      );
    expect(sweep?.runAt.toISOString()).toBe('2026-04-01T06:00:00.000Z');

    await sendMonthlyReminders(t.db, APRIL_FIRST, 'https://worklocal.test');
    const sent = await remindersTo(employer!.phoneNumber);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({
      channel: 'whatsapp',
      body: 'Work Local: Give Thandiwe Ngcobo a payslip for March 2026 and pay UIF on uFiling by 7 April. Payslips and reminder settings: https://worklocal.test/payslips',
    });
    expect(await remindersTo(quietEmployer!.phoneNumber)).toHaveLength(0);
    // A retried sweep sends nothing twice; the next month's sweep is queued.
    await sendMonthlyReminders(t.db, APRIL_FIRST, 'https://worklocal.test');
    expect(await remindersTo(employer!.phoneNumber)).toHaveLength(1);
    clock.now = APRIL_FIRST;
    await runner.queueSchedules();
    const [may] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${HOUSEHOLD_REMINDER_JOB}:2026-05`));
    expect(may?.runAt.toISOString()).toBe('2026-05-01T06:00:00.000Z');
  });

  it('skips an employment whose payslip for last month is issued, and stops after opting out', async () => {
    const p = await h.employed();
    const [employer] = await t.db.select().from(users).where(eq(users.id, p.employer.id));
    const optIn = await t.app.inject({
      method: 'PUT',
      url: '/api/household/reminders',
      headers: { ...JSON_HEADERS, cookie: p.employer.cookie },
      payload: { channel: 'sms' },
    });
    expect(optIn.json()).toEqual({ channel: 'sms' });
    expect((await h.get(p.employer.cookie, '/api/household/reminders')).json()).toEqual({ channel: 'sms' });
    await h.postPayslip(p.employer.cookie, p.hireId);
    await sendMonthlyReminders(t.db, APRIL_FIRST, 'https://worklocal.test');
    expect(await remindersTo(employer!.phoneNumber)).toHaveLength(0);

    // May: April's payslip is missing, so the reminder goes; after opting out, June sends nothing.
    await sendMonthlyReminders(t.db, new Date('2026-05-01T06:00:00Z'), 'https://worklocal.test');
    expect(await remindersTo(employer!.phoneNumber)).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: '/api/household/reminders',
      headers: { ...JSON_HEADERS, cookie: p.employer.cookie },
      payload: { channel: null },
    });
    await sendMonthlyReminders(t.db, new Date('2026-06-01T06:00:00Z'), 'https://worklocal.test');
    expect(await remindersTo(employer!.phoneNumber)).toHaveLength(1);
  });
});

describe('records past their retention', () => {
  it('are deleted only when both accounts are gone and every payslip is older than three years', async () => {
    const now = new Date('2030-06-01T06:00:00Z');
    const old = new Date('2026-05-01T00:00:00Z');
    const base = {
      employerName: 'Former Employer',
      employerAddress: '1 Old Road',
      workerName: 'Former Worker',
      startDate: '2026-01-01',
      duties: 'Cleaning',
      workplace: '1 Old Road',
      daysPerWeek: 5,
      hoursPerDayHundredths: 800,
      hourlyRateCents: 3500,
      paymentFrequency: 'monthly',
      annualLeaveDays: 15,
      noticeWeeks: 4,
      uifRegistered: true,
      coidaRegistered: true,
      updatedAt: old,
    };
    const [expired, stillKept, orphanedRecently] = await t.db
      .insert(employments)
      .values([base, base, { ...base, updatedAt: new Date('2029-01-01T00:00:00Z') }])
      .returning();
    const slip = (employmentId: string, retainUntil: string) => ({
      employmentId,
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
      grossCents: 1,
      uifEmployeeCents: 0,
      uifEmployerCents: 0,
      otherDeductionsCents: 0,
      netCents: 1,
      input: {},
      calculation: {} as never,
      retainUntil,
      createdAt: old,
    });
    await t.db.insert(payslips).values([slip(expired!.id, '2029-05-01'), slip(stillKept!.id, '2030-06-01')]);
    const p = await h.employed();

    expect(await purgeExpiredRecords(t.db, now)).toBe(1);
    const left = await t.db.select({ id: employments.id }).from(employments);
    const ids = left.map((r) => r.id);
    expect(ids).not.toContain(expired!.id);
    expect(ids).toEqual(expect.arrayContaining([stillKept!.id, orphanedRecently!.id]));
    expect(await t.db.select().from(employments).where(eq(employments.hireId, p.hireId))).toHaveLength(1);
    expect(await t.db.select().from(payslips).where(eq(payslips.employmentId, expired!.id))).toHaveLength(0);
  });
});
