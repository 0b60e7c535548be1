// A visit booked after its evening-before reminder went out (issue 33, decision 0341), on a fixed clock: accepted
// at 19:30 for the next morning it is reminded at once; accepted in her quiet
// hours it is reminded when they end if that is before the visit, else not at all; accepted before 17:00 it waits
// for the 17:00 run; once per visit in every case.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BookingsTestApp,
  book,
  bookableWorker,
  bookingEmployer,
  post,
} from '../../../../tests/support/bookings.js';
import { withBookingsTestApp } from '../../../../tests/support/with-test-app.js';
import { devOutbox, visits } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/define.js';
import { visitRemindersKind } from './jobs.js';

let t: BookingsTestApp;
withBookingsTestApp((built) => {
  t = built;
});

async function remindersTo(phone: string) {
  await t.app.ctx.jobs.drain();
  const rows = await t.db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.to, phone), eq(devOutbox.purpose, 'visit_reminder')))
    .orderBy(asc(devOutbox.id));
  return rows.map((r) => r.body);
}

const remindedAt = async (visitId: string) =>
  (await t.db.select().from(visits).where(eq(visits.id, visitId)))[0]?.remindedAt?.toISOString() ?? null;

/**
 * A one-visit booking, not yet answered. Each test keeps to dates before the first one's requests expire (a week
 * on): the expiry sweep judges on the database's clock, so once due it would expire every request of the file.
 */
async function requested(date: string, start: string) {
  const employer = await bookingEmployer(t, 'Naledi');
  const worker = await bookableWorker(t);
  const res = await book(t, employer.cookie, { workerId: worker.worker.id, date, start });
  expect(res.statusCode).toBe(201);
  await t.app.ctx.jobs.drain();
  return { bookingId: res.json().id as string, visitId: res.json().visits[0].id as string, worker };
}

let runs = 0;
async function runEveningJob() {
  runs += 1;
  await enqueueJob(
    t.db,
    visitRemindersKind,
    { day: t.now().toISOString().slice(0, 10) },
    { dedupeKey: `test-late-visit-reminders:${runs}`, runAt: t.now() },
  );
}

describe('a visit booked after the 17:00 reminder', () => {
  it('accepted at 19:30 for the next morning: reminded at once, in the exact words, once', async () => {
    t.at('2026-04-13', '10:00');
    const { bookingId, visitId, worker } = await requested('2026-04-14', '08:00');
    t.at('2026-04-13', '17:00');
    await runEveningJob();
    expect(await remindersTo(worker.worker.phoneNumber)).toEqual([]);
    t.at('2026-04-13', '19:30');
    // On the app; a WhatsApp 1 books through the same transitionHire, which queues the same job.
    expect((await post(t, worker.cookie, `/api/bookings/${bookingId}/accept`)).statusCode).toBe(200);
    const code = `V${visitId.replace(/-/g, '').slice(0, 2).toUpperCase()}`;
    expect(await remindersTo(worker.worker.phoneNumber)).toEqual([
      `Work Local: Reminder, you work for Naledi (area not given) on 14 April 2026, 08:00 to 12:00 (4 hours, R160). Reply 1 if you are coming or 2 if you cannot come (visit ${code}).`,
    ]);
    expect(await remindedAt(visitId)).toBe('2026-04-13T17:30:00.000Z');
    t.at('2026-04-14', '07:00');
    await runEveningJob();
    expect(await remindersTo(worker.worker.phoneNumber)).toHaveLength(1);
  });

  it('accepted in her quiet hours: reminded when they end if that is before the visit, else not at all', async () => {
    t.at('2026-04-15', '10:00');
    const nine = await requested('2026-04-16', '09:00');
    const six = await requested('2026-04-16', '06:00');
    t.at('2026-04-15', '21:00');
    for (const { bookingId, worker } of [nine, six])
      expect((await post(t, worker.cookie, `/api/bookings/${bookingId}/accept`)).statusCode).toBe(200);
    expect(await remindersTo(nine.worker.worker.phoneNumber)).toEqual([]);
    // Queued for the end of her quiet hours (07:00), before her 09:00 visit.
    expect(await remindedAt(nine.visitId)).toBe('2026-04-15T19:00:00.000Z');
    t.at('2026-04-16', '07:00');
    expect(await remindersTo(nine.worker.worker.phoneNumber)).toHaveLength(1);
    // 07:00 is after a 06:00 visit has started: no moment she agreed to be messaged comes before it.
    expect(await remindersTo(six.worker.worker.phoneNumber)).toEqual([]);
    expect(await remindedAt(six.visitId)).toBeNull();
  });

  it('accepted before 17:00 it waits for the evening run; accepted on the day itself it is reminded at once', async () => {
    t.at('2026-04-17', '09:00');
    const tomorrow = await requested('2026-04-18', '09:00');
    const today = await requested('2026-04-17', '14:00');
    t.at('2026-04-17', '10:00');
    for (const { bookingId, worker } of [tomorrow, today])
      expect((await post(t, worker.cookie, `/api/bookings/${bookingId}/accept`)).statusCode).toBe(200);
    expect(await remindersTo(tomorrow.worker.worker.phoneNumber)).toEqual([]);
    expect(await remindersTo(today.worker.worker.phoneNumber)).toHaveLength(1);
    t.at('2026-04-17', '17:00');
    await runEveningJob();
    expect(await remindersTo(tomorrow.worker.worker.phoneNumber)).toHaveLength(1);
    expect(await remindersTo(today.worker.worker.phoneNumber)).toHaveLength(1);
  });
});
