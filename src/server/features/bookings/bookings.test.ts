// Bookings over HTTP on a fixed clock (issue 33): repeating visits across month ends and their daily extension, the
// minimum wage on both sides of 2026-03-01, availability, the late fee at 14:59 and 15:01 the day before, a skipped
// visit, done, a block withdrawing a request, and parties-only access on every route.
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  type BookingsTestApp,
  book,
  bookableWorker,
  bookingEmployer,
  get,
  post,
} from '../../../../tests/support/bookings.js';
import { withBookingsTestApp } from '../../../../tests/support/with-test-app.js';
import { safetyCheckIns, visits } from '../../db/schema.js';
import { completeVisits } from '../../domain/visits.js';
import { extendRecurringBookings, settleVisits } from './series.js';

let t: BookingsTestApp;
withBookingsTestApp((built) => {
  t = built;
});

const dates = (b: { visits: { date: string }[] }) => b.visits.map((v) => v.date);

/** A booking the worker has accepted: its answer, and both cookies. */
async function acceptedBooking(
  body: Parameters<typeof book>[2] extends infer B ? Omit<B, 'workerId'> : never,
) {
  const employer = await bookingEmployer(t);
  const worker = await bookableWorker(t);
  const res = await book(t, employer.cookie, { workerId: worker.worker.id, ...body });
  expect(res.statusCode).toBe(201);
  const accepted = await post(t, worker.cookie, `/api/bookings/${res.json().id}/accept`);
  expect(accepted.statusCode).toBe(200);
  return { booking: accepted.json(), employer, worker };
}

describe('POST /api/bookings', () => {
  it('makes weekly visits across month ends up to `until`, each paid at least four hours', async () => {
    t.at('2026-01-20', '10:00');
    const { cookie } = await bookingEmployer(t);
    const { worker } = await bookableWorker(t);
    const res = await book(t, cookie, {
      workerId: worker.id,
      date: '2026-01-27',
      start: '08:00',
      hours: 3,
      hourlyRate: 35,
      repeat: 'weekly',
      until: '2026-03-10',
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({ status: 'requested', role: 'employer', repeat: 'weekly', hours: 3 });
    expect(dates(booking)).toEqual([
      '2026-01-27',
      '2026-02-03',
      '2026-02-10',
      '2026-02-17',
      '2026-02-24',
      '2026-03-03',
      '2026-03-10',
    ]);
    expect(booking.visits[0]).toMatchObject({
      start: '08:00',
      end: '11:00',
      status: 'requested',
      payCents: 14000,
    });
  });

  it('makes visits across a year end and the end of February, at the request and by the daily job', async () => {
    t.at('2026-12-01', '10:00');
    const { cookie } = await bookingEmployer(t);
    const { worker } = await bookableWorker(t);
    const weekly = await book(t, cookie, {
      workerId: worker.id,
      date: '2026-12-22',
      hourlyRate: 35,
      repeat: 'weekly',
      until: '2027-01-12',
    });
    expect(weekly.statusCode).toBe(201);
    expect(dates(weekly.json())).toEqual(['2026-12-22', '2026-12-29', '2027-01-05', '2027-01-12']);
    // Another household: one has one open request with a worker at a time.
    const other = await bookingEmployer(t, 'Lerato');
    const fortnightly = await book(t, other.cookie, {
      workerId: worker.id,
      date: '2027-01-01',
      start: '14:00',
      hourlyRate: 35,
      repeat: 'fortnightly',
    });
    expect(fortnightly.statusCode).toBe(201);
    expect(dates(fortnightly.json())).toEqual(['2027-01-01', '2027-01-15']);
    // The job on 16 January keeps it 8 weeks ahead: through 13 March, over the end of a 28-day February.
    t.at('2027-01-16', '02:00');
    await extendRecurringBookings(t.db, t.now());
    const again = (await get(t, other.cookie, `/api/bookings/${fortnightly.json().id}`)).json();
    expect(dates(again)).toEqual([
      '2027-01-01',
      '2027-01-15',
      '2027-01-29',
      '2027-02-12',
      '2027-02-26',
      '2027-03-12',
    ]);
  });

  it('makes fortnightly visits 8 weeks ahead, and the daily job keeps them 8 weeks ahead', async () => {
    t.at('2026-01-20', '10:00');
    const { cookie } = await bookingEmployer(t);
    const { worker } = await bookableWorker(t);
    const res = await book(t, cookie, {
      workerId: worker.id,
      date: '2026-01-30',
      hourlyRate: 35,
      repeat: 'fortnightly',
    });
    expect(res.statusCode).toBe(201);
    expect(dates(res.json())).toEqual(['2026-01-30', '2026-02-13', '2026-02-27', '2026-03-13']);
    t.at('2026-02-03', '02:00');
    await extendRecurringBookings(t.db, t.now());
    const again = (await get(t, cookie, `/api/bookings/${res.json().id}`)).json();
    expect(dates(again)).toEqual(['2026-01-30', '2026-02-13', '2026-02-27', '2026-03-13', '2026-03-27']);
  });

  it('refuses a rate under the minimum wage on the visit’s date, on both sides of 2026-03-01', async () => {
    t.at('2026-01-20', '10:00');
    const { cookie } = await bookingEmployer(t);
    const { worker } = await bookableWorker(t);
    const under = await book(t, cookie, { workerId: worker.id, date: '2026-02-27', hourlyRate: 28.5 });
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe('The national minimum wage on 2026-02-27 is R28.79 per hour');
    const after = await book(t, cookie, { workerId: worker.id, date: '2026-03-02', hourlyRate: 29 });
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe('The national minimum wage on 2026-03-02 is R30.23 per hour');
    const series = await book(t, cookie, {
      workerId: worker.id,
      date: '2026-02-24',
      hourlyRate: 29,
      repeat: 'weekly',
    });
    expect(series.statusCode).toBe(400);
    expect(series.json().message).toBe('The national minimum wage on 2026-03-03 is R30.23 per hour');
    const before = await book(t, cookie, { workerId: worker.id, date: '2026-02-27', hourlyRate: 29 });
    expect(before.statusCode).toBe(201);
  });

  it('refuses a time outside her availability or on a blocked date (409), and shows booked time only as busy', async () => {
    t.at('2026-01-20', '10:00');
    const employer = await bookingEmployer(t);
    const other = await bookingEmployer(t);
    const { worker, cookie: workerCookie } = await bookableWorker(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/workers/me/availability',
      headers: { cookie: workerCookie },
      payload: { weekly: [{ day: 2, start: '08:00', end: '17:00' }], blocked: ['2026-02-10'] },
    });
    expect(put.statusCode).toBe(200);
    const wednesday = await book(t, employer.cookie, { workerId: worker.id, date: '2026-02-04' });
    expect(wednesday.statusCode).toBe(409);
    expect(wednesday.json().message).toBe('The worker is not available on 2026-02-04 at that time');
    expect((await book(t, employer.cookie, { workerId: worker.id, date: '2026-02-10' })).statusCode).toBe(
      409,
    );
    expect(
      (await book(t, employer.cookie, { workerId: worker.id, date: '2026-02-03', start: '15:00' }))
        .statusCode,
    ).toBe(409);
    const ok = await book(t, employer.cookie, { workerId: worker.id, date: '2026-02-03', start: '09:00' });
    expect(ok.statusCode).toBe(201);

    const seen = await get(t, other.cookie, `/api/workers/${worker.id}/availability?from=2026-02-02&days=9`);
    expect(seen.statusCode).toBe(200);
    const days = seen.json().days as { date: string; blocked: boolean; free: unknown[]; busy: unknown[] }[];
    expect(days.find((d) => d.date === '2026-02-03')).toEqual({
      date: '2026-02-03',
      blocked: false,
      free: [
        { start: '08:00', end: '09:00' },
        { start: '13:00', end: '17:00' },
      ],
      busy: [{ start: '09:00', end: '13:00' }],
    });
    expect(days.find((d) => d.date === '2026-02-10')).toMatchObject({ blocked: true, free: [] });
    expect(days.find((d) => d.date === '2026-02-04')).toMatchObject({ blocked: false, free: [] });
    expect((await get(t, workerCookie, '/api/workers/me/availability')).json()).toEqual({
      weekly: [{ day: 2, start: '08:00', end: '17:00' }],
      blocked: ['2026-02-10'],
    });
  });
});

describe('cancelling, skipping and done', () => {
  it('a household cancelling at 14:59 the day before owes nothing; at 15:01 half the visit’s pay', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking({
      date: '2026-02-03',
      hours: 5,
      hourlyRate: 40,
      repeat: 'weekly',
      until: '2026-02-10',
    });
    const [first, second] = booking.visits as { id: string; status: string }[];
    expect(booking.visits.map((v: { status: string }) => v.status)).toEqual(['booked', 'booked']);
    t.at('2026-02-02', '14:59');
    const early = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first?.id}/cancel`, {
      reason: 'Away',
    });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ lateCancellation: false, feeCents: 0 });
    t.at('2026-02-09', '15:01');
    const late = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second?.id}/cancel`, {
      reason: 'Away',
    });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ lateCancellation: true, feeCents: 10000 });
    // The fee shows on both sides.
    const seenByWorker = (await get(t, worker.cookie, `/api/bookings/${booking.id}`)).json();
    expect(seenByWorker.visits[1]).toMatchObject({
      status: 'cancelled',
      lateCancellation: true,
      feeCents: 10000,
    });
    const again = await post(
      t,
      employer.cookie,
      `/api/bookings/${booking.id}/visits/${second?.id}/cancel`,
      {},
    );
    expect(again.statusCode).toBe(409);
  });

  it('a late fee is at least half the four-hour minimum day; a worker cancelling late owes nothing and is warned at three', async () => {
    t.at('2026-01-20', '10:00');
    const { booking } = await acceptedBooking({ date: '2026-02-05', hours: 1, hourlyRate: 30 });
    // One hour is paid as four: R120, so half is R60, above half the minimum day (4 x R28.79 / 2).
    expect(booking.visits[0].payCents).toBe(12000);

    const worker = await bookableWorker(t);
    const ids: string[] = [];
    for (const date of ['2026-02-12', '2026-02-19', '2026-02-26']) {
      const employer = await bookingEmployer(t);
      const res = await book(t, employer.cookie, { workerId: worker.worker.id, date });
      expect((await post(t, worker.cookie, `/api/bookings/${res.json().id}/accept`)).statusCode).toBe(200);
      ids.push(res.json().id);
    }
    for (const [i, id] of ids.entries()) {
      const b = (await get(t, worker.cookie, `/api/bookings/${id}`)).json();
      t.at(b.visits[0].date, '07:00');
      const res = await post(t, worker.cookie, `/api/bookings/${id}/visits/${b.visits[0].id}/cancel`, {
        reason: 'Sick',
      });
      expect(res.json()).toMatchObject({ lateCancellation: true, feeCents: 0 });
      const mine = (await get(t, worker.cookie, '/api/bookings')).json();
      expect(mine.lateCancellations).toEqual({ count: i + 1, warning: i + 1 >= 3 });
    }
  });

  it('the household skips one visit of a series (late: the fee); the worker cannot skip', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking({
      date: '2026-02-03',
      hourlyRate: 40,
      repeat: 'weekly',
      until: '2026-02-17',
    });
    const second = booking.visits[1];
    expect(
      (await post(t, worker.cookie, `/api/bookings/${booking.id}/visits/${second.id}/skip`)).statusCode,
    ).toBe(403);
    t.at('2026-02-10', '06:00');
    const skipped = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second.id}/skip`);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({
      lateCancellation: true,
      feeCents: 8000,
      visit: { status: 'skipped' },
    });
    const after = (await get(t, employer.cookie, `/api/bookings/${booking.id}`)).json();
    expect(after.visits.map((v: { status: string }) => v.status)).toEqual(['booked', 'skipped', 'booked']);
  });

  it('ends a series from a date, and the household marks a started visit done', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking({
      date: '2026-02-03',
      hourlyRate: 40,
      repeat: 'weekly',
      until: '2026-02-24',
    });
    const first = booking.visits[0];
    const early = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first.id}/done`);
    expect(early.statusCode).toBe(409);
    t.at('2026-02-03', '12:00');
    expect(
      (await post(t, worker.cookie, `/api/bookings/${booking.id}/visits/${first.id}/done`)).statusCode,
    ).toBe(403);
    const done = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first.id}/done`);
    expect(done.json()).toMatchObject({ visit: { status: 'done' } });
    const ended = await post(t, worker.cookie, `/api/bookings/${booking.id}/cancel`, { from: '2026-02-17' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ endedFrom: '2026-02-17' });
    expect(ended.json().visits.map((v: { status: string }) => v.status)).toEqual([
      'done',
      'booked',
      'cancelled',
      'cancelled',
    ]);
    t.at('2026-02-20', '02:00');
    await extendRecurringBookings(t.db, t.now());
    expect((await get(t, employer.cookie, `/api/bookings/${booking.id}`)).json().visits).toHaveLength(4);
  });
});

describe('visits and safety', () => {
  it('her check-out marks the visit she is at done, and a visit nobody marked is done a day after its end', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, worker } = await acceptedBooking({
      date: '2026-02-03',
      start: '08:00',
      hourlyRate: 40,
      repeat: 'weekly',
      until: '2026-02-17',
    });
    t.at('2026-02-03', '11:00');
    // Set up as the check-in route leaves it, without a trusted contact or a planned question.
    await t.db.insert(safetyCheckIns).values({
      hireId: booking.id,
      workerUserId: worker.worker.userId,
      expectedEndAt: new Date('2026-02-03T10:00:00Z'),
    });
    const out = await post(t, worker.cookie, `/api/hires/${booking.id}/check-out`);
    expect(out.statusCode).toBe(200);
    const statuses = async () =>
      (await get(t, worker.cookie, `/api/bookings/${booking.id}`))
        .json()
        .visits.map((v: { status: string }) => v.status);
    expect(await statuses()).toEqual(['done', 'booked', 'booked']);
    t.at('2026-02-11', '11:59');
    await settleVisits(t.db, t.now());
    expect(await statuses()).toEqual(['done', 'booked', 'booked']);
    t.at('2026-02-11', '12:00');
    await settleVisits(t.db, t.now());
    expect(await statuses()).toEqual(['done', 'done', 'booked']);
  });

  it('completeVisits answers the visits that became done, and a second run none', async () => {
    t.at('2026-01-20', '10:00');
    const { booking } = await acceptedBooking({
      date: '2026-02-03',
      hourlyRate: 40,
      repeat: 'weekly',
      until: '2026-02-10',
    });
    // Other tests' visits share the database: only this booking's are looked at.
    const settle = async () =>
      (await t.db.transaction((tx) => completeVisits(tx, { by: 'settled' }, t.now()))).filter(
        (v) => v.hireId === booking.id,
      );
    t.at('2026-02-04', '14:00');
    const first = await settle();
    expect(first.map((v) => [v.id, v.status, v.doneAt?.toISOString()])).toEqual([
      [booking.visits[0].id, 'done', '2026-02-04T12:00:00.000Z'],
    ]);
    expect(await settle()).toEqual([]);
    t.at('2026-02-11', '14:00');
    expect((await settle()).map((v) => v.id)).toEqual([booking.visits[1].id]);
  });
});

describe('who may see and move a booking', () => {
  it('answers 404 to anyone but its two parties on every route, and lists only one’s own', async () => {
    t.at('2026-01-20', '10:00');
    const employer = await bookingEmployer(t);
    const worker = await bookableWorker(t);
    const stranger = await bookingEmployer(t, 'Stranger');
    const res = await book(t, employer.cookie, {
      workerId: worker.worker.id,
      repeat: 'weekly',
      until: '2026-02-10',
    });
    const id = res.json().id as string;
    const visitId = res.json().visits[0].id as string;
    const routes: [string, string, object?][] = [
      ['GET', `/api/bookings/${id}`],
      ['POST', `/api/bookings/${id}/accept`],
      ['POST', `/api/bookings/${id}/decline`],
      ['POST', `/api/bookings/${id}/cancel`, { from: '2026-02-03' }],
      ['POST', `/api/bookings/${id}/visits/${visitId}/cancel`, { reason: 'x' }],
      ['POST', `/api/bookings/${id}/visits/${visitId}/skip`],
      ['POST', `/api/bookings/${id}/visits/${visitId}/done`],
      ['POST', `/api/bookings/${id}/visits/${visitId}/problem`, { reason: 'The gate was locked' }],
    ];
    for (const [method, url, payload] of routes) {
      const answer = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { cookie: stranger.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, url).toBe(404);
      const signedOut = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload ? { payload } : {}),
      });
      expect(signedOut.statusCode, url).toBe(401);
    }
    // The household is a party but not the one who answers a request.
    expect((await post(t, employer.cookie, `/api/bookings/${id}/accept`)).statusCode).toBe(404);
    expect((await post(t, employer.cookie, `/api/bookings/${id}/decline`)).statusCode).toBe(404);
    // A party of one booking cannot reach another's visit through it.
    const elsewhere = await bookingEmployer(t, 'Other');
    const other = await book(t, elsewhere.cookie, { workerId: worker.worker.id, date: '2026-02-05' });
    const otherVisit = other.json().visits[0].id as string;
    for (const move of ['cancel', 'skip', 'done', 'problem']) {
      const through = await post(t, employer.cookie, `/api/bookings/${id}/visits/${otherVisit}/${move}`, {
        reason: 'The gate was locked',
      });
      expect(through.statusCode, move).toBe(404);
    }
    expect((await get(t, stranger.cookie, '/api/bookings')).json().bookings).toEqual([]);
    expect((await get(t, worker.cookie, `/api/bookings/${id}`)).json()).toMatchObject({ id, role: 'worker' });
    expect(
      (await get(t, employer.cookie, '/api/bookings')).json().bookings.map((b: { id: string }) => b.id),
    ).toEqual([id]);
  });

  it('a block withdraws a pending booking request and gives her time back', async () => {
    t.at('2026-01-20', '10:00');
    const employer = await bookingEmployer(t);
    const worker = await bookableWorker(t);
    const res = await book(t, employer.cookie, { workerId: worker.worker.id, date: '2026-02-06' });
    const blocked = await post(t, worker.cookie, '/api/blocks', { userId: employer.user.id });
    expect(blocked.statusCode).toBe(201);
    const rows = await t.db.select().from(visits).where(eq(visits.hireId, res.json().id));
    expect(rows.map((v) => v.status)).toEqual(['released']);
  });
});

describe('the calendar feed', () => {
  it('serves her visits as iCalendar a parser reads back, by a token address that a new token revokes', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, worker, employer } = await acceptedBooking({
      date: '2026-02-03',
      start: '08:30',
      hours: 6,
      hourlyRate: 40,
      repeat: 'weekly',
      until: '2026-02-10',
    });
    const { url } = (await get(t, worker.cookie, '/api/me/calendar')).json();
    expect(url).toMatch(
      /^http:\/\/localhost:5000\/api\/me\/calendar\.ics\?token=[0-9a-f]{32}\.[0-9a-f]{40}$/,
    );
    const feedPath = new URL(url).pathname + new URL(url).search;
    const feed = await t.app.inject({ method: 'GET', url: feedPath });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events.map((e) => [e.start.toISOString(), e.end?.toISOString(), e.summary, e.status])).toEqual([
      ['2026-02-03T06:30:00.000Z', '2026-02-03T12:30:00.000Z', 'Karen', 'CONFIRMED'],
      ['2026-02-10T06:30:00.000Z', '2026-02-10T12:30:00.000Z', 'Karen', 'CONFIRMED'],
    ]);
    expect(events[0]?.uid).toBe(`${booking.visits[0].id}@work-local`);
    expect(events[0]?.url).toMatchObject({ val: `${t.config.publicUrl}/my-week` });
    // The household's own feed names the worker.
    const household = (await get(t, employer.cookie, '/api/me/calendar')).json().url as string;
    const theirs = await t.app.inject({
      method: 'GET',
      url: new URL(household).pathname + new URL(household).search,
    });
    expect(theirs.body).toContain('SUMMARY:Thandi Nkosi');
    expect(theirs.body).toContain(`URL;VALUE=URI:${t.config.publicUrl}/visits`);

    const renewed = (await post(t, worker.cookie, '/api/me/calendar/token')).json().url as string;
    expect(renewed).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(renewed).pathname + new URL(renewed).search }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me/calendar.ics?token=nonsense' })).statusCode,
    ).toBe(401);
  });
});
