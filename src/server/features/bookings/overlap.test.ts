// No double booking under concurrency (issue 33, decision 0312): twenty households book overlapping times of one
// worker at once; the database's exclusion constraint lets exactly one through, on PostgreSQL and on PGlite.
import { expect, it } from 'vitest';
import {
  type BookingsTestApp,
  book,
  bookableWorker,
  bookingEmployer,
  get,
  post,
} from '../../../../tests/support/bookings.js';
import { withBookingsTestApp } from '../../../../tests/support/with-test-app.js';

let t: BookingsTestApp;
withBookingsTestApp(
  (built) => {
    t = built;
  },
  { poolMax: 24 },
);

it('twenty overlapping bookings at once: exactly one is taken and accepted, the others 409', async () => {
  const { worker, cookie: workerCookie } = await bookableWorker(t);
  const employers = await Promise.all(Array.from({ length: 20 }, (_, i) => bookingEmployer(t, `E${i}`)));
  const answers = await Promise.all(
    employers.map(({ cookie }, i) =>
      book(t, cookie, { workerId: worker.id, date: '2026-02-03', start: `0${8 + (i % 2)}:00`, hours: 4 }),
    ),
  );
  const taken = answers.filter((a) => a.statusCode === 201);
  expect(taken).toHaveLength(1);
  const refused = answers.filter((a) => a.statusCode === 409);
  expect(refused).toHaveLength(19);
  expect(refused[0]?.json().message).toBe(
    'The worker is already booked at that time. Please choose another time.',
  );

  const id = taken[0]?.json().id as string;
  expect((await post(t, workerCookie, `/api/bookings/${id}/accept`)).statusCode).toBe(200);
  const mine = (await get(t, workerCookie, '/api/bookings')).json();
  expect(mine.bookings).toHaveLength(1);
  expect(mine.bookings[0]).toMatchObject({ id, status: 'accepted', role: 'worker' });
  expect(mine.bookings[0].visits.map((v: { status: string }) => v.status)).toEqual(['booked']);
});

it('a declined request gives her time back: the next household may book it', async () => {
  const { worker, cookie: workerCookie } = await bookableWorker(t);
  const first = await bookingEmployer(t);
  const second = await bookingEmployer(t);
  const a = await book(t, first.cookie, { workerId: worker.id, date: '2026-02-04' });
  expect(a.statusCode).toBe(201);
  expect(
    (await book(t, second.cookie, { workerId: worker.id, date: '2026-02-04', start: '10:00' })).statusCode,
  ).toBe(409);
  expect((await post(t, workerCookie, `/api/bookings/${a.json().id}/decline`)).statusCode).toBe(200);
  expect(
    (await book(t, second.cookie, { workerId: worker.id, date: '2026-02-04', start: '10:00' })).statusCode,
  ).toBe(201);
});
