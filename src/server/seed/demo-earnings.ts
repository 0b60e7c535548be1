// The demo's money (issue 34): a worker with five weeks of weekly visits for two households, paid, done and released,
// tipped and paid out, so her earnings page and statement have something to show; and the demo employer (Karen)
// with a weekly booking whose next visits are paid ahead. Everything goes through the product's own functions (the
// bookings, the charges through the sandbox gateway, the done hook that releases her pay, the payouts), on clocks
// set in the past, so the ledger holds exactly what the product would have written. Times are relative to the
// seeding, so the current and the last month both have visits.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import { hires, payments, users, visits, workers } from '../db/schema.js';
import { addDays, saDate } from '../domain/booking-schedule.js';
import { answerBooking, createBooking, markVisitDone } from '../features/bookings/index.js';
import { paymentDeps, verifyPayment } from '../features/payments/index.js';
import { payAhead, tipVisit } from '../features/visit-payments/index.js';
import { createSession, SESSION_COOKIE } from '../platform/sessions/index.js';
import { SANDBOX_PAID } from '../providers/payments/sandbox.js';
import { DEMO_JOB_EMPLOYERS } from './demo-jobs.js';

/** The earning worker and the worker Karen booked: generated workers 1 and 2 (generate.ts: +2771 and the index). */
export const DEMO_EARNER_PHONE = '+27710000001';
const KARENS_WORKER_PHONE = '+27710000002';
const KAREN_PHONE = '+27820000002';
const HOUR_MS = 3_600_000;

/** Her two households: a weekly visit each, the first some days after the booking was made five weeks ago. */
const EARNER_BOOKINGS = [
  {
    employer: DEMO_JOB_EMPLOYERS[1].phoneNumber,
    afterDays: 1,
    start: '08:00',
    hours: 5,
    hourlyRate: 45,
    tipRand: 50,
  },
  {
    employer: DEMO_JOB_EMPLOYERS[2].phoneNumber,
    afterDays: 3,
    start: '09:00',
    hours: 3,
    hourlyRate: 40,
    tipRand: 0,
  },
] as const;
const BOOKED_DAYS_AGO = 36;
/** Her payout, of part of her balance, so the page shows both a payout and a balance left. */
const PAYOUT_RAND = 800;

interface Ids {
  userId: string;
  workerId: string;
}

async function workerByPhone(db: Db, phone: string): Promise<Ids | undefined> {
  const [row] = await db
    .select({ userId: workers.userId, workerId: workers.id })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(eq(users.phoneNumber, phone));
  return row;
}

async function userByPhone(db: Db, phone: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  return row?.id;
}

/** A weekly booking made and accepted at `at`: its id. */
async function weeklyBooking(
  app: FastifyInstance,
  input: {
    employerUserId: string;
    worker: Ids;
    date: string;
    until: string;
    start: string;
    hours: number;
    hourlyRate: number;
  },
  at: Date,
): Promise<string> {
  const { config, database } = app.ctx;
  const deps = { publicUrl: config.publicUrl, requestsPerDay: config.HIRE_REQUESTS_PER_DAY };
  const booking = await createBooking(
    database.db,
    deps,
    input.employerUserId,
    {
      workerId: input.worker.workerId,
      date: input.date,
      start: input.start,
      hours: input.hours,
      hourlyRate: input.hourlyRate,
      repeat: 'weekly',
      until: input.until,
    },
    at,
  );
  await answerBooking(
    database.db,
    { userId: input.worker.userId, bookingId: booking.id, action: 'accept', publicUrl: config.publicUrl },
    new Date(at.getTime() + HOUR_MS),
  );
  return booking.id;
}

/**
 * The household presses Pay on the sandbox's checkout page (what the page writes, at `at`), and the payment is
 * verified, which posts it to the ledger. Only with the sandbox gateway: any other would charge real money.
 */
async function paidAtSandbox(app: FastifyInstance, reference: string, at: Date): Promise<void> {
  await app.ctx.database.db
    .update(payments)
    .set({ providerStatus: SANDBOX_PAID, paidAt: at })
    .where(and(eq(payments.reference, reference), isNull(payments.providerStatus)));
  const { succeeded } = await verifyPayment(paymentDeps(app), reference);
  if (!succeeded) throw new Error(`sandbox payment ${reference} not verified`);
}

/** Every visit of the booking from `at` on, paid in one charge. */
async function payBooking(
  app: FastifyInstance,
  employerUserId: string,
  bookingId: string,
  weeks: number,
  at: Date,
) {
  const { reference } = await payAhead(paymentDeps(app), { userId: employerUserId, bookingId, weeks }, at);
  await paidAtSandbox(app, reference, at);
}

/**
 * Her payout of part of her balance, through the payout routes as she would ask for it (in-process requests): a
 * one-time code, her bank account, then the payout; the sandbox's transfer settles at once. Without a development
 * code (production's messaging) there is none.
 */
async function payOut(app: FastifyInstance, userId: string, amountRand: number): Promise<void> {
  const { database, config } = app.ctx;
  const { rawId } = await createSession(database.db, config, userId, false);
  const headers = { cookie: `${SESSION_COOKIE}=${rawId}` };
  const sent = await app.inject({ method: 'POST', url: '/api/me/payout-account/code', headers, payload: {} });
  const otpCode = (sent.json() as { developmentOtp?: string }).developmentOtp;
  if (!otpCode) return;
  const account = { bankCode: '470010', accountNumber: '1234567890', accountHolder: 'Demo Worker', otpCode };
  await app.inject({ method: 'PUT', url: '/api/me/payout-account', headers, payload: account });
  await app.inject({ method: 'POST', url: '/api/me/payouts', headers, payload: { amount: amountRand } });
}

function bookingVisits(db: Db, bookingId: string) {
  return db.select().from(visits).where(eq(visits.hireId, bookingId)).orderBy(asc(visits.startsAt));
}

export async function seedDemoEarnings(app: FastifyInstance, now = new Date()): Promise<void> {
  const { db } = app.ctx.database;
  if (app.ctx.payments.name !== 'sandbox') return;
  const earner = await workerByPhone(db, DEMO_EARNER_PHONE);
  if (!earner) return;
  const [seeded] = await db
    .select({ id: hires.id })
    .from(hires)
    .where(and(eq(hires.workerId, earner.workerId), isNotNull(hires.repeat)))
    .limit(1);
  if (seeded) return;

  const bookedAt = new Date(now.getTime() - BOOKED_DAYS_AGO * DAY_MS);
  const yesterday = saDate(new Date(now.getTime() - DAY_MS));
  for (const plan of EARNER_BOOKINGS) {
    const employerUserId = await userByPhone(db, plan.employer);
    if (!employerUserId) continue;
    const bookingId = await weeklyBooking(
      app,
      {
        employerUserId,
        worker: earner,
        date: addDays(saDate(bookedAt), plan.afterDays),
        until: yesterday,
        start: plan.start,
        hours: plan.hours,
        hourlyRate: plan.hourlyRate,
      },
      bookedAt,
    );
    await payBooking(app, employerUserId, bookingId, 6, new Date(bookedAt.getTime() + 2 * HOUR_MS));
    for (const [n, visit] of (await bookingVisits(db, bookingId)).entries()) {
      const doneAt = new Date(visit.endsAt.getTime() + HOUR_MS);
      await markVisitDone(db, { userId: employerUserId, bookingId, visitId: visit.id }, doneAt);
      // Every other visit of the first household's ends with a tip.
      if (plan.tipRand > 0 && n % 2 === 1) {
        const tip = await tipVisit(
          paymentDeps(app),
          { userId: employerUserId, bookingId, visitId: visit.id, amountRand: plan.tipRand },
          doneAt,
        );
        await paidAtSandbox(app, tip.reference, doneAt);
      }
    }
  }
  await payOut(app, earner.userId, PAYOUT_RAND);

  const karen = await userByPhone(db, KAREN_PHONE);
  const karensWorker = await workerByPhone(db, KARENS_WORKER_PHONE);
  if (karen && karensWorker) {
    const tomorrow = saDate(new Date(now.getTime() + DAY_MS));
    const bookingId = await weeklyBooking(
      app,
      {
        employerUserId: karen,
        worker: karensWorker,
        date: tomorrow,
        until: addDays(tomorrow, 21),
        start: '09:00',
        hours: 4,
        hourlyRate: 40,
      },
      now,
    );
    await payBooking(app, karen, bookingId, 2, now);
  }
}
