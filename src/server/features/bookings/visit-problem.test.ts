// Reporting a problem with a visit over HTTP on a fixed clock (issue 33, decision 0340): either party, from the
// visit's start, once; the other is told at once in their language; the visit then stays booked through her
// check-out and the 24-hour settle, and only the household's own mark completes it.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingsTestApp } from '../../../../tests/support/bookings.js';
import { book, bookableWorker, bookingEmployer, get, post } from '../../../../tests/support/bookings.js';
import { withBookingsTestApp } from '../../../../tests/support/with-test-app.js';
import { devOutbox, safetyCheckIns, users } from '../../db/schema.js';
import { settleVisits } from './series.js';

let t: BookingsTestApp;
withBookingsTestApp((built) => {
  t = built;
});

async function messagesTo(phone: string, purpose: string) {
  await t.app.ctx.jobs.drain();
  const rows = await t.db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.to, phone), eq(devOutbox.purpose, purpose)))
    .orderBy(asc(devOutbox.id));
  return rows.map((r) => r.body);
}

/** A weekly booking of two Tuesdays from 3 February 2026, 09:00 to 13:00, that the worker accepted. */
async function acceptedSeries() {
  t.at('2026-01-20', '10:00');
  const employer = await bookingEmployer(t, 'Karen');
  const worker = await bookableWorker(t);
  const res = await book(t, employer.cookie, {
    workerId: worker.worker.id,
    repeat: 'weekly',
    until: '2026-02-10',
  });
  expect(res.statusCode).toBe(201);
  const accepted = await post(t, worker.cookie, `/api/bookings/${res.json().id}/accept`);
  expect(accepted.statusCode).toBe(200);
  const id = res.json().id as string;
  const [first, second] = accepted.json().visits.map((v: { id: string }) => v.id) as string[];
  const problem = (cookie: string, visitId: string | undefined, reason: unknown) =>
    post(t, cookie, `/api/bookings/${id}/visits/${visitId}/problem`, { reason });
  const statuses = async () =>
    (await get(t, employer.cookie, `/api/bookings/${id}`))
      .json()
      .visits.map((v: { status: string }) => v.status);
  return { id, first, second, employer, worker, problem, statuses };
}

const phoneOf = async (userId: string) =>
  (await t.db.select({ p: users.phoneNumber }).from(users).where(eq(users.id, userId)))[0]!.p;

describe('reporting a problem with a visit', () => {
  it('by the worker from its start: the household is told in isiZulu, and her check-out and the settle leave it held', async () => {
    const { id, first, second, employer, worker, problem, statuses } = await acceptedSeries();
    await t.db.update(users).set({ language: 'zu' }).where(eq(users.id, employer.user.id));
    t.at('2026-02-03', '08:59');
    const early = await problem(worker.cookie, first, 'The gate was locked');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A problem can be reported once the visit has started');
    t.at('2026-02-03', '09:30');
    for (const reason of ['', '    ok  ', 'x'.repeat(501), 42]) {
      const bad = await problem(worker.cookie, first, reason);
      expect(bad.statusCode, String(reason)).toBe(400);
    }
    const reported = await problem(worker.cookie, first, '  Nobody was home to open the gate  ');
    expect(reported.statusCode).toBe(200);
    expect(reported.json().visit).toMatchObject({
      id: first,
      status: 'booked',
      problemReported: true,
      problemReportedBy: 'worker',
      problemReason: 'Nobody was home to open the gate',
    });
    // Once per visit, by either side.
    const again = await problem(employer.cookie, first, 'She did not come in');
    expect(again.statusCode).toBe(409);
    // In her own language: she reads isiZulu.
    expect(again.json().message).toBe('Inkinga ngalokhu kuvakasha isibikiwe kakade');
    expect(await messagesTo(await phoneOf(employer.user.id), 'visit_problem')).toEqual([
      `Work Local: U-Thandi Nkosi ubike inkinga ngokuvakasha kwango-Februwari 3, 2026 ngo-09:00. Ukuvakasha kumisiwe futhi ngeke kumakwe njengokuqediwe kukodwa. Vula u-${t.config.publicUrl}/visits ukuze uyifunde.`,
    ]);
    expect(await messagesTo(await phoneOf(worker.worker.userId), 'visit_problem')).toEqual([]);
    // Both parties read it on the booking.
    const seen = (await get(t, employer.cookie, `/api/bookings/${id}`)).json().visits[0];
    expect(seen).toMatchObject({ problemReported: true, problemReportedBy: 'worker' });

    t.at('2026-02-03', '13:05');
    await t.db.insert(safetyCheckIns).values({
      hireId: id,
      workerUserId: worker.worker.userId,
      expectedEndAt: new Date('2026-02-03T11:00:00Z'),
    });
    expect((await post(t, worker.cookie, `/api/hires/${id}/check-out`)).statusCode).toBe(200);
    expect(await statuses()).toEqual(['booked', 'booked']);
    t.at('2026-02-12', '02:00');
    await settleVisits(t.db, t.now());
    // The second visit, with no problem, is settled; the first is held.
    expect(await statuses()).toEqual(['booked', 'done']);
    const done = await post(t, employer.cookie, `/api/bookings/${id}/visits/${first}/done`);
    expect(done.json()).toMatchObject({ visit: { status: 'done', problemReported: true } });
    // Settled, a visit can no longer be reported.
    const late = await problem(worker.cookie, second, 'Reported after it was done');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This visit can no longer be changed');
  });

  it('by the household: the worker is told in English with the exact words; a cancelled visit cannot be reported', async () => {
    const { id, first, second, employer, worker, problem } = await acceptedSeries();
    t.at('2026-02-02', '10:00');
    expect(
      (await post(t, employer.cookie, `/api/bookings/${id}/visits/${second}/cancel`, {})).statusCode,
    ).toBe(200);
    t.at('2026-02-10', '10:00');
    const cancelled = await problem(employer.cookie, second, 'She was not there');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This visit can no longer be changed');
    t.at('2026-02-04', '08:00');
    expect((await problem(employer.cookie, first, 'The windows were not cleaned')).statusCode).toBe(200);
    expect(await messagesTo(await phoneOf(worker.worker.userId), 'visit_problem')).toEqual([
      `Work Local: Karen reported a problem with the visit on 3 February 2026 at 09:00. The visit is held and is not marked done on its own. Open ${t.config.publicUrl}/my-week to read it.`,
    ]);
  });

  it('two reports at once, one from each side: exactly one is recorded and one message goes', async () => {
    const { first, employer, worker, problem } = await acceptedSeries();
    t.at('2026-02-03', '10:00');
    const answers = await Promise.all([
      problem(employer.cookie, first, 'The windows were not cleaned'),
      problem(worker.cookie, first, 'Nobody was home to open the gate'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const told = [
      ...(await messagesTo(await phoneOf(employer.user.id), 'visit_problem')),
      ...(await messagesTo(await phoneOf(worker.worker.userId), 'visit_problem')),
    ];
    expect(told).toHaveLength(1);
  });
});
