// The demo's money (issue 34): a worker with five weeks of weekly visits for two households, paid, done and released,
// tipped and paid out, so her earnings page and statement have something to show; and the demo employer (Karen)
// with a weekly booking whose next visits are paid ahead. Everything goes through the product's own functions (the
// bookings, the charges through the sandbox gateway, the done hook that releases her pay, the payouts), on clocks
// set in the past, so the ledger holds exactly what the product would have written. Times are relative to the
// seeding, so the current and the last month both have visits.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import { hires, users, visits, workers } from '../db/schema.js';
import { addDays, saDate } from '../domain/booking-schedule.js';
import { answerBooking, createBooking, markVisitDone } from '../features/bookings/index.js';
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

function bookingVisits(db: Db, bookingId: string) {
  return db.select().from(visits).where(eq(visits.hireId, bookingId)).orderBy(asc(visits.startsAt));
}

export async function seedDemoEarnings(app: FastifyInstance, now = new Date()): Promise<void> {
  const { db } = app.ctx.database;
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
    for (const visit of await bookingVisits(db, bookingId)) {
      await markVisitDone(
        db,
        { userId: employerUserId, bookingId, visitId: visit.id },
        new Date(visit.endsAt.getTime() + HOUR_MS),
      );
    }
  }

  const karen = await userByPhone(db, KAREN_PHONE);
  const karensWorker = await workerByPhone(db, KARENS_WORKER_PHONE);
  if (karen && karensWorker) {
    const tomorrow = saDate(new Date(now.getTime() + DAY_MS));
    await weeklyBooking(
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
  }
}
