// One app per bookings test file on a clock the test sets (issue 33), and one-line requests for its routes.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import type { CreateBooking } from '../../src/shared/schemas/bookings.js';
import { createWorker, sessionCookie, signedInUser } from './factories.js';
import { createTestDatabase, type TestApp } from './test-app.js';

export interface BookingsTestApp extends TestApp {
  /** Sets the app's clock to a South African date and time ('2026-02-09', '14:59'). */
  at(date: string, time: string): void;
  now(): Date;
}

/**
 * `poolMax`: the concurrency test sends twenty requests at once, each holding a connection while it waits. `env`:
 * more configuration (a fake Paystack's, for the charges of visits).
 */
export async function createBookingsTestApp(
  options: { poolMax?: number; env?: Record<string, string> } = {},
): Promise<BookingsTestApp> {
  const { database, config, dataDir, close } = await createTestDatabase(options.env ?? {}, options);
  let clock = new Date('2026-01-20T08:00:00Z');
  const app: FastifyInstance = await buildApp(config, database, { logger: false, now: () => clock });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dataDir,
    at(date, time) {
      clock = new Date(`${date}T${time}:00+02:00`);
    },
    now: () => clock,
    async close() {
      await app.close();
      await close();
    },
  };
}

export async function bookingEmployer(t: TestApp, firstName = 'Karen') {
  return signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date(), firstName });
}

export async function bookableWorker(t: TestApp) {
  const worker = await createWorker(t.db);
  return { worker, cookie: await sessionCookie(t.db, t.config, worker.userId) };
}

export function book(t: TestApp, cookie: string, body: Partial<CreateBooking> & { workerId: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie },
    payload: { date: '2026-02-03', start: '09:00', hours: 4, hourlyRate: 40, ...body },
  });
}

export function post(t: TestApp, cookie: string, url: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

export function get(t: TestApp, cookie: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}
