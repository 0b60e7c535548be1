// The two runs that remind her of booked visits (issue 33) share one query, one code rule and one send loop: the
// 17:00 run reminds of every booked visit of the next day (decision 0325); a visit booked after its 17:00 run
// (accepted at 19:00 for the next morning, or on the day itself) is reminded when it is booked (decision 0341), as
// otherwise her 1 or 2 would have nothing to answer. Both follow the same rules (her quiet hours, never after the
// start) and remind of a visit once (`reminded_at` and the message's dedupe key).
import { and, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { hires, visits, workers } from '../../db/schema.js';
import { addDays, saInstant } from '../../domain/booking-schedule.js';
import { type ReminderRow, remindOne, VISIT_REMINDER_TIME, visitCode } from './reminders.js';

/** When the daily run reminds of a visit on `date`: 17:00 South African time the day before. */
export function reminderRunAt(date: string): Date {
  return saInstant(addDays(date, -1), VISIT_REMINDER_TIME);
}

/** Which visits a run covers: the next day's after the run of `day`, or one hire's visits whose 17:00 run has passed. */
export type ReminderScope = { day: string } | { hireId: string };

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

/**
 * Reminds of every booked visit in the scope that has not started and was not reminded, now or when her quiet hours
 * end if that is still before it. Each visit's code differs from those of her other visits a reply may name (this
 * run's and those already reminded). Answers how many were queued; a second run queues none.
 */
export async function remindDueVisits(db: Db, scope: ReminderScope, now: Date): Promise<number> {
  const inScope: SQL =
    'day' in scope ? eq(visits.date, addDays(scope.day, 1)) : eq(visits.hireId, scope.hireId);
  const rows: ReminderRow[] = await db
    .select({
      visit: visits,
      workerUserId: workers.userId,
      employerUserId: hires.employerUserId,
      visitMinutes: hires.visitMinutes,
    })
    .from(visits)
    .innerJoin(hires, eq(hires.id, visits.hireId))
    .innerJoin(workers, eq(workers.id, visits.workerId))
    .where(and(inScope, eq(visits.status, 'booked'), isNull(visits.remindedAt), gt(visits.startsAt, now)));
  // A hire's visits whose 17:00 run is still ahead are that run's to remind of.
  const due =
    'day' in scope ? rows : rows.filter((r) => reminderRunAt(r.visit.date).getTime() <= now.getTime());
  let sent = 0;
  for (const row of due) {
    const reminded = await db.transaction(async (tx) => {
      const hers = due.filter((d) => d.visit.workerId === row.visit.workerId).map((d) => d.visit.id);
      const among = [...(await remindedVisitIds(tx, row.visit.workerId, now)), ...hers];
      return remindOne(tx, row, visitCode(row.visit.id, among), now);
    });
    if (reminded) sent += 1;
  }
  return sent;
}
