// A visit booked after its evening-before reminder went out (issue 33, decision 0341): accepted at 19:00 for the
// next morning, or on the day itself, it would get no reminder, and without one her 1 or 2 has nothing to answer.
// The hires feature books the visits and queues `visitsBookedKind` (domain/visits.ts) in the same transaction; this
// job then reminds her of each such visit at once, under the same rules as the 17:00 run (her quiet hours, never
// after the start), once per visit (`reminded_at` and the message's dedupe key, shared with the 17:00 run).
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { hires, visits, workers } from '../../db/schema.js';
import { addDays, saInstant } from '../../domain/booking-schedule.js';
import { remindOne, VISIT_REMINDER_TIME, visitCode } from './reminders.js';

/** When the daily run reminds of a visit on `date`: 17:00 South African time the day before. */
export function reminderRunAt(date: string): Date {
  return saInstant(addDays(date, -1), VISIT_REMINDER_TIME);
}

/** Her reminded visits not yet started: a new visit's code must differ from theirs, which her replies may name. */
async function remindedVisitIds(tx: Tx, workerId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.workerId, workerId),
        eq(visits.status, 'booked'),
        isNotNull(visits.remindedAt),
        gt(visits.startsAt, now),
      ),
    );
  return rows.map((r) => r.id);
}

/** The hire's booked visits whose 17:00 run has passed, not started and not reminded: each gets its reminder now. */
export async function remindLateBookedVisits(db: Db, hireId: string, now: Date): Promise<number> {
  const rows = await db
    .select({
      visit: visits,
      workerUserId: workers.userId,
      employerUserId: hires.employerUserId,
      visitMinutes: hires.visitMinutes,
    })
    .from(visits)
    .innerJoin(hires, eq(hires.id, visits.hireId))
    .innerJoin(workers, eq(workers.id, visits.workerId))
    .where(
      and(
        eq(visits.hireId, hireId),
        eq(visits.status, 'booked'),
        isNull(visits.remindedAt),
        gt(visits.startsAt, now),
      ),
    );
  let sent = 0;
  for (const row of rows) {
    if (reminderRunAt(row.visit.date).getTime() > now.getTime()) continue;
    const reminded = await db.transaction(async (tx) => {
      const others = await remindedVisitIds(tx, row.visit.workerId, now);
      return remindOne(tx, row, visitCode(row.visit.id, [...others, row.visit.id]), now);
    });
    if (reminded) sent += 1;
  }
  return sent;
}
