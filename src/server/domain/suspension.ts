// "Is this user suspended?" in one place (issue 20). The fact lives in users.suspended_at; the worker row carries a
// copy (owner_suspended) so the search's listing rule reads it without a join (decision 0240). setSuspension is the
// only writer of both, and it ends the person's sessions in the same transaction, so their next request gets 401.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions, users, workers } from '../db/schema.js';

export function isSuspended(user: { suspendedAt: Date | null }): boolean {
  return user.suspendedAt !== null;
}

/** A users row that is not suspended, as a Drizzle condition (lists of employers, job posters...). */
export function userActiveSql(): SQL<boolean> {
  return sql<boolean>`(${users.suspendedAt} is null)`;
}

/** The same for a users row alias in plain SQL. */
export function userActiveRawSql(alias: string): string {
  return `${alias}.suspended_at IS NULL`;
}

/** A workers row whose owner is not suspended, in plain SQL for the alias (part of listingLiveRawSql). */
export function workerOwnerActiveRawSql(alias: string): string {
  return `NOT ${alias}.owner_suspended`;
}

/** The same as a Drizzle condition (part of listingLiveSql). */
export function workerOwnerActiveSql(): SQL<boolean> {
  return sql<boolean>`(not ${workers.ownerSuspended})`;
}

export type Suspension = { reason: string } | null;

/**
 * Suspends (a reason) or lifts (null) a user's suspension, with the worker row's copy, and on suspension deletes
 * every session of theirs. The users row is updated first: a sign-in running at the same moment holds or waits for
 * that row's lock (its upsert), so either it sees the suspension and refuses, or its session exists by the time the
 * delete below runs. Answers false when the user does not exist.
 */
export async function setSuspension(tx: DbOrTx, userId: string, suspension: Suspension): Promise<boolean> {
  const [user] = await tx
    .update(users)
    .set(
      suspension
        ? {
            suspendedAt: sql`coalesce(${users.suspendedAt}, now())` as unknown as Date,
            suspensionReason: suspension.reason,
          }
        : { suspendedAt: null, suspensionReason: null },
    )
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!user) return false;
  await tx
    .update(workers)
    .set({ ownerSuspended: suspension !== null, updatedAt: new Date() })
    .where(eq(workers.userId, userId));
  if (suspension) await tx.delete(sessions).where(eq(sessions.userId, userId));
  return true;
}
