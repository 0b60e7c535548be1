// Visit reminders over HTTP on a fixed clock (issue 33, decisions 0325-0327): the evening before, in her language,
// with area, time, hours and pay; held out of her quiet hours but still before the visit, or not sent; once per
// visit however often the job runs; her 1 confirms, her 2 cancels the visit and tells the household at once with up
// to three replacements (never a blocked, busy, unavailable or other-skill worker, nor her); another number's 2 does
// nothing.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BookingsTestApp,
  book,
  bookableWorker,
  bookingEmployer,
  get,
  post,
} from '../../../../tests/support/bookings.js';
import { createWorker, sessionCookie } from '../../../../tests/support/factories.js';
import { insertJobPost } from '../../../../tests/support/job-posts.js';
import { withBookingsTestApp } from '../../../../tests/support/with-test-app.js';
import { auditLog, blocks, devOutbox, jobs, users, visits } from '../../db/schema.js';
import { addDays, saDate } from '../../domain/booking-schedule.js';
import { enqueueJob } from '../../jobs/define.js';
import { SEND_MESSAGE_JOB } from '../../platform/messaging/index.js';
import { visitRemindersKind } from './jobs.js';

let t: BookingsTestApp;
withBookingsTestApp((built) => {
  t = built;
});

/** 3 February 2026 as isiZulu writes it (Node's ICU, as every message date, messageDate). */
const ZULU_DATE = 'Februwari 3, 2026';

let runs = 0;
/** The reminder job as its schedule runs it, at the clock's time, then every message due by then delivered. */
async function runReminderJob() {
  runs += 1;
  await enqueueJob(
    t.db,
    visitRemindersKind,
    { day: t.now().toISOString().slice(0, 10) },
    { dedupeKey: `test-visit-reminders:${runs}`, runAt: t.now() },
  );
  await t.app.ctx.jobs.drain();
}

async function messagesTo(phone: string, purpose?: string) {
  const rows = await t.db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.to, phone), purpose ? eq(devOutbox.purpose, purpose) : undefined))
    .orderBy(asc(devOutbox.id));
  return rows.map((r) => r.body);
}

/** Our answers to her replies, as queued (they are due by the database's clock, which the test does not set). */
async function answersTo(phone: string) {
  const rows = await t.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, SEND_MESSAGE_JOB))
    .orderBy(asc(jobs.id));
  return rows
    .map((r) => r.payload as { to: string; purpose: string; body: string })
    .filter((m) => m.to === phone && m.purpose === 'reply')
    .map((m) => m.body);
}

function reply(phone: string, body: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/dev/phone/${encodeURIComponent(phone)}/messages`,
    payload: { body },
  });
}

const visitRow = async (id: string) => (await t.db.select().from(visits).where(eq(visits.id, id)))[0]!;

/** Durban, far from the factories' default place (Soweto), where the other tests' workers live. */
const DURBAN = { latitude: -29.8587, longitude: 31.0218, suburb: 'Morningside', city: 'Durban' };

/** An employer whose latest job post is in Orlando West, Soweto (the factories' default place), or elsewhere. */
async function householdInSoweto(firstName = 'Karen', place: Partial<typeof DURBAN> = {}) {
  const employer = await bookingEmployer(t, firstName);
  await insertJobPost(t, employer.user.id, { startDate: addDays(saDate(t.now()), 7), ...place }, t.now());
  return employer;
}

/** A booking of one visit the worker accepted on the app. */
async function bookedVisit(
  employer: { cookie: string },
  worker: { worker: { id: string }; cookie: string },
  body: { date: string; start: string; hours?: number; hourlyRate?: number },
) {
  const res = await book(t, employer.cookie, { workerId: worker.worker.id, ...body });
  expect(res.statusCode).toBe(201);
  const accepted = await post(t, worker.cookie, `/api/bookings/${res.json().id}/accept`);
  expect(accepted.statusCode).toBe(200);
  await t.app.ctx.jobs.drain();
  return { bookingId: res.json().id as string, visitId: accepted.json().visits[0].id as string };
}

async function setQuietHours(cookie: string, quietStart: string, quietEnd: string) {
  const current: object = (await get(t, cookie, '/api/notifications/preferences')).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: { cookie },
    payload: { ...current, quietStart, quietEnd },
  });
  expect(res.statusCode).toBe(200);
}

describe('the evening-before reminder', () => {
  it('goes at 17:00 the day before, in her language, with area, time, hours and pay; once per visit', async () => {
    t.at('2026-02-02', '10:00');
    const employer = await householdInSoweto();
    const worker = await bookableWorker(t);
    await t.db.update(users).set({ language: 'zu' }).where(eq(users.id, worker.worker.userId));
    const { visitId } = await bookedVisit(employer, worker, { date: '2026-02-03', start: '09:00', hours: 4 });

    t.at('2026-02-02', '17:00');
    await runReminderJob();
    const sent = await messagesTo(worker.worker.phoneNumber, 'visit_reminder');
    const code = `V${visitId.replace(/-/g, '').slice(0, 2).toUpperCase()}`;
    expect(sent).toEqual([
      `Work Local: Isikhumbuzo, usebenzela u-Karen (Orlando West, Soweto) ngo-${ZULU_DATE}, kusukela ngo-09:00 kuya ku-13:00 (amahora angu-4, R160). Phendula ngo-1 uma uzofika noma ngo-2 uma ungeke ukwazi ukuza (ukuvakasha ${code}).`,
    ]);
    expect((await visitRow(visitId)).remindedAt?.toISOString()).toBe('2026-02-02T15:00:00.000Z');

    // The job again, the same evening and the next morning: no second reminder.
    await runReminderJob();
    t.at('2026-02-03', '07:30');
    await runReminderJob();
    expect(await messagesTo(worker.worker.phoneNumber, 'visit_reminder')).toHaveLength(1);
  });

  it('speaks English with the exact words, and waits for the end of her quiet hours when that is before the visit', async () => {
    t.at('2026-03-09', '10:00');
    const employer = await householdInSoweto('Naledi');
    const early = await bookableWorker(t);
    const late = await bookableWorker(t);
    await setQuietHours(early.cookie, '16:00', '08:00');
    await setQuietHours(late.cookie, '16:00', '08:00');
    // 07:00 is inside her quiet hours until 08:00: no moment before the visit is allowed.
    const tooEarly = await bookedVisit(employer, early, { date: '2026-03-10', start: '07:00', hours: 4 });
    const other = await householdInSoweto('Sipho');
    const held = await bookedVisit(other, late, {
      date: '2026-03-10',
      start: '10:00',
      hours: 5,
      hourlyRate: 50,
    });

    t.at('2026-03-09', '17:00');
    await runReminderJob();
    expect(await messagesTo(late.worker.phoneNumber, 'visit_reminder')).toEqual([]);
    expect(await messagesTo(early.worker.phoneNumber, 'visit_reminder')).toEqual([]);

    t.at('2026-03-10', '07:59');
    await t.app.ctx.jobs.drain();
    expect(await messagesTo(late.worker.phoneNumber, 'visit_reminder')).toEqual([]);
    t.at('2026-03-10', '08:00');
    await t.app.ctx.jobs.drain();
    const code = `V${held.visitId.replace(/-/g, '').slice(0, 2).toUpperCase()}`;
    expect(await messagesTo(late.worker.phoneNumber, 'visit_reminder')).toEqual([
      `Work Local: Reminder, you work for Sipho (Orlando West, Soweto) on 10 March 2026, 10:00 to 15:00 (5 hours, R250). Reply 1 if you are coming or 2 if you cannot come (visit ${code}).`,
    ]);
    const [delivered] = await t.db
      .select({ buttons: devOutbox.buttons })
      .from(devOutbox)
      .where(and(eq(devOutbox.to, late.worker.phoneNumber), eq(devOutbox.purpose, 'visit_reminder')));
    expect(delivered?.buttons).toEqual([
      { title: 'I am coming', payload: `1 ${code}` },
      { title: 'I cannot come', payload: `2 ${code}` },
    ]);
    expect(await messagesTo(early.worker.phoneNumber, 'visit_reminder')).toEqual([]);
    expect((await visitRow(tooEarly.visitId)).remindedAt).toBeNull();
  });
});

describe('answering the reminder', () => {
  it('1 confirms the visit; a 2 from another number changes nothing', async () => {
    t.at('2026-04-06', '10:00');
    const employer = await householdInSoweto('Lerato');
    const worker = await bookableWorker(t);
    const { visitId } = await bookedVisit(employer, worker, { date: '2026-04-07', start: '08:00' });
    t.at('2026-04-06', '17:00');
    await runReminderJob();

    // Not her number: the household's, and a stranger's.
    for (const phone of [employer.user.phoneNumber, '+27831234567']) {
      expect((await reply(phone, '2')).json().status).toBe(200);
    }
    expect(await visitRow(visitId)).toMatchObject({ status: 'booked', workerAnswer: null });
    expect(await messagesTo(employer.user.phoneNumber, 'visit_cannot_come')).toEqual([]);

    t.at('2026-04-06', '18:10');
    expect((await reply(worker.worker.phoneNumber, '1')).json().status).toBe(200);
    expect(await visitRow(visitId)).toMatchObject({ status: 'booked', workerAnswer: 'coming' });
    expect((await answersTo(worker.worker.phoneNumber)).at(-1)).toBe(
      'Thank you. Lerato expects you on 7 April 2026 at 08:00.',
    );
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, visitId));
    expect(audit.map((a) => a.action)).toEqual(['booking.visit_coming_by_reply']);
  });

  it('2 cancels the visit, tells the household at once and offers up to three free workers near it with her skill', async () => {
    t.at('2026-05-04', '10:00');
    // In Durban: the workers of the other tests, free gardeners in Soweto, are too far to be offered.
    const employer = await householdInSoweto('Thabo', DURBAN);
    const worker = await bookableWorker(t);
    const { visitId } = await bookedVisit(employer, worker, { date: '2026-05-05', start: '09:00', hours: 6 });

    // Workers 1-4 are free gardeners at growing distances; the four nearest are each left out for one reason.
    const north = (km: number) => ({
      ...DURBAN,
      latitude: DURBAN.latitude + km * 0.009,
    });
    const free: Awaited<ReturnType<typeof createWorker>>[] = [];
    for (const [i, name] of ['Ayanda Free', 'Busi Free', 'Chipo Free', 'Dineo Free'].entries())
      free.push(await createWorker(t.db, { fullName: name, ...north(2 + i) }));
    const blocked = await createWorker(t.db, { fullName: 'Blocked Gardener', ...north(0) });
    await t.db.insert(blocks).values({ blockerUserId: blocked.userId, blockedUserId: employer.user.id });
    const cook = await createWorker(t.db, { fullName: 'Other Skill', skills: ['Cleaning'], ...north(0) });
    const busyWorker = await createWorker(t.db, { fullName: 'Busy Gardener', ...north(0) });
    const elsewhere = await householdInSoweto('Zanele', DURBAN);
    await bookedVisit(
      elsewhere,
      { worker: busyWorker, cookie: await sessionCookie(t.db, t.config, busyWorker.userId) },
      { date: '2026-05-05', start: '13:00', hours: 4 },
    );
    const away = await createWorker(t.db, { fullName: 'Away Gardener', ...north(1) });
    const awayCookie = await sessionCookie(t.db, t.config, away.userId);
    const blockedDay = await t.app.inject({
      method: 'PUT',
      url: '/api/workers/me/availability',
      headers: { cookie: awayCookie },
      payload: { weekly: [], blocked: ['2026-05-05'] },
    });
    expect(blockedDay.statusCode).toBe(200);

    t.at('2026-05-04', '17:00');
    await runReminderJob();
    expect(await messagesTo(worker.worker.phoneNumber, 'visit_reminder')).toHaveLength(1);

    t.at('2026-05-04', '19:30');
    expect((await reply(worker.worker.phoneNumber, '2')).json().status).toBe(200);
    expect(await visitRow(visitId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'worker',
      workerAnswer: 'cannot_come',
      // After 15:00 the day before: late by the dated policy, recorded for her and never charged.
      lateCancellation: true,
      feeCents: 0,
    });
    const link = (id: string) => `${t.config.publicUrl}/worker/${id}`;
    expect(await messagesTo(employer.user.phoneNumber, 'visit_cannot_come')).toEqual([
      [
        'Work Local: Thandi Nkosi cannot come on 5 May 2026 at 09:00, so that visit is cancelled.',
        'Free then near you, with the same skill:',
        `Ayanda Free (Morningside, Durban): ${link(free[0]!.id)}`,
        `Busi Free (Morningside, Durban): ${link(free[1]!.id)}`,
        `Chipo Free (Morningside, Durban): ${link(free[2]!.id)}`,
      ].join('\n'),
    ]);
    expect((await answersTo(worker.worker.phoneNumber)).at(-1)).toBe(
      'Thank you for telling us. We have told Thabo that you cannot come on 5 May 2026 at 09:00, and cancelled the visit.',
    );
    const cancelled = await get(t, employer.cookie, `/api/bookings`);
    expect(JSON.stringify(cancelled.json())).toContain('"cancelled"');
    // Each excluded worker is nearer than every one offered: left out for their reason, not for distance.
    expect([blocked, cook, busyWorker, away].every((w) => w.latitude! < free[0]!.latitude!)).toBe(true);

    // A second 2 (Twilio retrying, or her again) finds the visit no longer open and tells the household nothing more.
    await reply(worker.worker.phoneNumber, '2');
    expect(await messagesTo(employer.user.phoneNumber, 'visit_cannot_come')).toHaveLength(1);
  });

  it('with two visits reminded, a bare 2 asks which; 2 and the code answers that one only', async () => {
    t.at('2026-07-06', '10:00');
    const worker = await bookableWorker(t);
    const morning = await bookedVisit(await householdInSoweto('Anele'), worker, {
      date: '2026-07-07',
      start: '07:30',
    });
    const afternoon = await bookedVisit(await householdInSoweto('Bongi'), worker, {
      date: '2026-07-07',
      start: '13:00',
    });
    t.at('2026-07-06', '17:00');
    await runReminderJob();
    const reminders = await messagesTo(worker.worker.phoneNumber, 'visit_reminder');
    expect(reminders).toHaveLength(2);
    const codes = reminders.map((text) => /\(visit (V[0-9A-F]+)\)\.$/.exec(text)?.[1]);
    expect(new Set(codes).size).toBe(2);

    await reply(worker.worker.phoneNumber, '2');
    expect((await answersTo(worker.worker.phoneNumber)).at(-1)).toContain(
      'Which visit do you mean? Reply 1 and its code if you are coming',
    );
    expect(await visitRow(morning.visitId)).toMatchObject({ status: 'booked', workerAnswer: null });
    expect(await visitRow(afternoon.visitId)).toMatchObject({ status: 'booked', workerAnswer: null });

    const afternoonCode = codes[reminders.findIndex((r) => r.includes('13:00 to'))]!;
    // A hire request's code is not a visit's: left to the hire answers, which find no request waiting.
    await reply(worker.worker.phoneNumber, '2 A7');
    expect(await visitRow(afternoon.visitId)).toMatchObject({ status: 'booked', workerAnswer: null });
    expect((await answersTo(worker.worker.phoneNumber)).at(-1)).toBe(
      'You have no hire request waiting for an answer.',
    );
    await reply(worker.worker.phoneNumber, `2 ${afternoonCode.toLowerCase()}`);
    expect(await visitRow(afternoon.visitId)).toMatchObject({
      status: 'cancelled',
      workerAnswer: 'cannot_come',
    });
    expect(await visitRow(morning.visitId)).toMatchObject({ status: 'booked', workerAnswer: null });
    // One visit left: a 1, with words after it, now answers it.
    await reply(worker.worker.phoneNumber, '1 thanks');
    expect(await visitRow(morning.visitId)).toMatchObject({ status: 'booked', workerAnswer: 'coming' });
  });

  it('a 2 after the visit has started does not touch it', async () => {
    t.at('2026-06-01', '10:00');
    const employer = await householdInSoweto('Mpho');
    const worker = await bookableWorker(t);
    const { visitId } = await bookedVisit(employer, worker, { date: '2026-06-02', start: '08:00' });
    t.at('2026-06-01', '17:00');
    await runReminderJob();
    t.at('2026-06-02', '08:05');
    await reply(worker.worker.phoneNumber, '2');
    expect(await visitRow(visitId)).toMatchObject({ status: 'booked', workerAnswer: null });
    expect(await messagesTo(employer.user.phoneNumber, 'visit_cannot_come')).toEqual([]);
  });
});
