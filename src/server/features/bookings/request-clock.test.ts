// The journeys' request clock (decision 0336): with REQUEST_CLOCK on, a cancel that names 15:01 the day before is
// late while one without the header keeps the app's clock (early); with it off the header changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookableWorker, bookingEmployer, post } from '../../../../tests/support/bookings.js';
import { createTestDatabase, type TestApp } from '../../../../tests/support/test-app.js';
import { buildApp } from '../../app.js';
import { REQUEST_CLOCK_HEADER } from '../../lib/request-clock.js';

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const { database, config, dataDir, close } = await createTestDatabase(env);
  const app = await buildApp(config, database, {
    logger: false,
    now: () => new Date('2026-01-20T08:00:00+02:00'),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

/** Books two Tuesdays, has them accepted and cancels both: the first naming `clock`, the second without it. */
async function cancelTwo(t: TestApp, clock: string) {
  const { worker, cookie } = await bookableWorker(t);
  const employer = await bookingEmployer(t);
  const made = await book(t, employer.cookie, { workerId: worker.id, repeat: 'weekly', until: '2026-02-10' });
  expect(made.statusCode, made.body).toBe(201);
  const { id, visits } = made.json() as { id: string; visits: { id: string }[] };
  // Only a booked visit can be cancelled late: the worker accepts first.
  const accepted = await post(t, cookie, `/api/bookings/${id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const cancel = (visitId: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/visits/${visitId}/cancel`,
      headers: { cookie: employer.cookie, ...headers },
      payload: { reason: 'Away' },
    });
  const named = await cancel(visits[0]!.id, { [REQUEST_CLOCK_HEADER]: clock });
  const plain = await cancel(visits[1]!.id, {});
  expect(named.statusCode, named.body).toBe(200);
  expect(plain.statusCode, plain.body).toBe(200);
  return { named: named.json(), plain: plain.json() };
}

describe('request clock', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await appWith({ REQUEST_CLOCK: 'true' });
    off = await appWith({});
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it('reads the moment a request names when REQUEST_CLOCK is on', async () => {
    const { named, plain } = await cancelTwo(on, '2026-02-02T15:01:00+02:00');
    expect(named).toMatchObject({ lateCancellation: true, feeCents: 8000 });
    expect(plain).toMatchObject({ lateCancellation: false, feeCents: 0 });
  });

  it('ignores the header when REQUEST_CLOCK is off', async () => {
    const { named } = await cancelTwo(off, '2026-02-02T15:01:00+02:00');
    expect(named).toMatchObject({ lateCancellation: false, feeCents: 0 });
  });
});
