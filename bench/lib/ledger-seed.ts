// The people and visits of bench:ledger (issue 34). People through the test factories (createWorker, signedInUser:
// one insert each, with their sessions); bookings and visits in bulk SQL (one-off accepted bookings of four hours at
// R40, each with its one booked visit), as the bookings feature writes them, so the load is the money and not the
// booking. Each worker's visits fill the latest South African four-hour blocks that have begun: begun, so the
// household may mark them done; none ended a day before, so the bookings' daily settling leaves them to the bench.
import { randomUUID } from 'node:crypto';
import type { Config } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/client.js';
import { hires, visits } from '../../src/server/db/schema.js';
import { createWorker, sessionCookie, signedInUser } from '../../tests/support/factories.js';

export const VISITS_PER_WORKER = 5;
const BLOCK_HOURS = 4;
const HOUR_MS = 3_600_000;
const SAST_MS = 2 * HOUR_MS;
export const VISIT_PAY_CENTS = 4 * 4000;

export interface SeededVisit {
  bookingId: string;
  visitId: string;
}
export interface SeededWorker {
  workerId: string;
  cookie: string;
  /** Index of the employer (and client) whose household booked her. */
  employer: number;
  visits: SeededVisit[];
}

/** The latest `n` four-hour South African blocks that have begun by `now` (never crossing midnight). */
function blocks(now: Date, n: number): { date: string; start: string; end: string; startsAt: Date }[] {
  const local = now.getTime() + SAST_MS;
  const latest = Math.floor(local / (BLOCK_HOURS * HOUR_MS)) * BLOCK_HOURS * HOUR_MS;
  return Array.from({ length: n }, (_, i) => {
    const start = latest - i * BLOCK_HOURS * HOUR_MS;
    const iso = new Date(start).toISOString();
    const hh = Number(iso.slice(11, 13));
    const end = hh + BLOCK_HOURS;
    return {
      date: iso.slice(0, 10),
      start: `${String(hh).padStart(2, '0')}:00`,
      end: `${String(end).padStart(2, '0')}:00`,
      startsAt: new Date(start - SAST_MS),
    };
  });
}

export async function seedLedgerBench(
  db: Db,
  config: Config,
  opts: { visits: number; employers: number; now: Date },
): Promise<{ employers: string[]; workers: SeededWorker[] }> {
  const employers: { id: string; cookie: string }[] = [];
  for (let i = 0; i < opts.employers; i++) {
    const { user, cookie } = await signedInUser(db, config, {
      employerPhoneVerifiedAt: new Date(),
      firstName: `Household${i}`,
    });
    employers.push({ id: user.id, cookie });
  }
  const slots = blocks(opts.now, VISITS_PER_WORKER);
  const workerCount = Math.ceil(opts.visits / VISITS_PER_WORKER);
  const workers: SeededWorker[] = [];
  let left = opts.visits;
  const hireRows: (typeof hires.$inferInsert)[] = [];
  const visitRows: (typeof visits.$inferInsert)[] = [];
  for (let w = 0; w < workerCount; w++) {
    const worker = await createWorker(db);
    const employer = w % opts.employers;
    const seeded: SeededWorker = {
      workerId: worker.id,
      cookie: await sessionCookie(db, config, worker.userId),
      employer,
      visits: [],
    };
    for (const slot of slots.slice(0, Math.min(VISITS_PER_WORKER, left))) {
      const bookingId = randomUUID();
      const visitId = randomUUID();
      hireRows.push({
        id: bookingId,
        employerUserId: employers[employer]!.id,
        workerId: worker.id,
        status: 'accepted',
        isFreeHire: false,
        month: slot.date.slice(0, 7),
        expiresAt: new Date(opts.now.getTime() + 7 * 24 * HOUR_MS),
        respondedAt: opts.now,
        firstDate: slot.date,
        startTime: slot.start,
        visitMinutes: BLOCK_HOURS * 60,
        hourlyRateCents: 4000,
        repeat: 'none',
        repeatUntil: slot.date,
        visitsGeneratedUntil: slot.date,
      });
      visitRows.push({
        id: visitId,
        hireId: bookingId,
        workerId: worker.id,
        date: slot.date,
        startTime: slot.start,
        endTime: slot.end,
        startsAt: slot.startsAt,
        endsAt: new Date(slot.startsAt.getTime() + BLOCK_HOURS * HOUR_MS),
        status: 'booked',
        payCents: VISIT_PAY_CENTS,
      });
      seeded.visits.push({ bookingId, visitId });
    }
    left -= seeded.visits.length;
    workers.push(seeded);
  }
  for (let i = 0; i < hireRows.length; i += 1000) {
    await db.insert(hires).values(hireRows.slice(i, i + 1000));
    await db.insert(visits).values(visitRows.slice(i, i + 1000));
  }
  return { employers: employers.map((e) => e.cookie), workers };
}
