// Reveals of a worker's number (issue 31, decision 0287): the one home of what counts as a reveal (a distinct
// worker's number shown to an account in a South African day) for the search feature that shows it and the
// workers feature that tells her how many employers saw it.
import { and, count, countDistinct, eq, gt } from 'drizzle-orm';
import { DAY_MS, PHONE_REVEALS_WINDOW_DAYS } from '../../shared/constants.js';
import { todayInSouthAfrica } from '../../shared/pay/minimum-wage.js';
import type { DbOrTx } from '../db/client.js';
import { phoneReveals } from '../db/schema.js';

/** Whether this account already had this worker's number shown today (a second look is free). */
export async function revealedToday(db: DbOrTx, viewerUserId: string, workerId: string, now: Date) {
  const [row] = await db
    .select({ id: phoneReveals.id })
    .from(phoneReveals)
    .where(
      and(
        eq(phoneReveals.viewerUserId, viewerUserId),
        eq(phoneReveals.workerId, workerId),
        eq(phoneReveals.saDay, todayInSouthAfrica(now)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Distinct workers' numbers shown to this account today. */
export async function revealsToday(db: DbOrTx, viewerUserId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(phoneReveals)
    .where(and(eq(phoneReveals.viewerUserId, viewerUserId), eq(phoneReveals.saDay, todayInSouthAfrica(now))));
  return row?.n ?? 0;
}

export async function recordReveal(db: DbOrTx, viewerUserId: string, workerId: string, now: Date) {
  await db
    .insert(phoneReveals)
    .values({ viewerUserId, workerId, saDay: todayInSouthAfrica(now), createdAt: now })
    .onConflictDoNothing();
}

/** How many different accounts had the worker's number shown in the last PHONE_REVEALS_WINDOW_DAYS days. */
export async function phoneRevealsThisWeek(db: DbOrTx, workerId: string, now: Date = new Date()) {
  const since = new Date(now.getTime() - PHONE_REVEALS_WINDOW_DAYS * DAY_MS);
  const [row] = await db
    .select({ n: countDistinct(phoneReveals.viewerUserId) })
    .from(phoneReveals)
    .where(and(eq(phoneReveals.workerId, workerId), gt(phoneReveals.createdAt, since)));
  return row?.n ?? 0;
}
