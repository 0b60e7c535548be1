// Whether two people have blocked each other, in either direction (issue 20, decision 0233): the one home of the
// rule. Hires, job applications, the worker profile, job pages, the search and the employer profile all ask here,
// in TypeScript for two known people and in SQL for queries that filter rows by it.
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { blocks } from '../db/schema.js';

/** A block between the two, either way, as plain SQL over two SQL expressions (the search script, decision 0083). */
export function blockedBetweenRawSql(a: string, b: string): string {
  return `EXISTS (SELECT 1 FROM blocks bl WHERE (bl.blocker_user_id = ${a} AND bl.blocked_user_id = ${b}) OR (bl.blocker_user_id = ${b} AND bl.blocked_user_id = ${a}))`;
}

/** Whether either has blocked the other; false when one of them is unknown (null). */
export async function isBlockedBetween(db: DbOrTx, a: string | null, b: string | null): Promise<boolean> {
  if (!a || !b || a === b) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerUserId, a), eq(blocks.blockedUserId, b)),
        and(eq(blocks.blockerUserId, b), eq(blocks.blockedUserId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
