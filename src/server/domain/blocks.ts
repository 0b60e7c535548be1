// Whether two people have blocked each other, in either direction (issue 20, decision 0233): the one home of the
// rule. Hires, job applications, the worker profile, job pages, job alerts, the search and the employer profile all
// ask here, in TypeScript for two known people and in SQL for queries that filter rows by it. A block also withdraws
// what is pending between them (features/trust/blocks.ts) and nothing pending can be accepted after it (lockPair).
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client.js';
import { blocks } from '../db/schema.js';

type UserRef = AnyPgColumn | SQL | string;

/**
 * Withdraws what one feature still has pending between two people, either way, in the block's transaction; answers
 * how many things it withdrew. The table of them is `src/server/block-withdrawals.ts`.
 */
export type WithdrawOnBlock = (tx: Tx, a: string, b: string) => Promise<number>;

function ref(u: UserRef): SQL {
  return typeof u === 'string' ? sql`${u}::uuid` : sql`${u}`;
}

/** A block between the two, either way, as a Drizzle condition (a column, a subquery or a known id each side). */
export function blockedBetweenSql(a: UserRef, b: UserRef): SQL<boolean> {
  const x = ref(a);
  const y = ref(b);
  return sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerUserId} = ${x} and ${blocks.blockedUserId} = ${y}) or (${blocks.blockerUserId} = ${y} and ${blocks.blockedUserId} = ${x}))`;
}

/** The same as plain SQL over two SQL expressions (the search script, decision 0083). */
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

/**
 * Serialises a block and the moves it must stop between the same two people (issue 31): blocking takes it before
 * withdrawing what is pending, and accepting a request takes it before its guarded update, so an accept racing a
 * block either commits first (and the block's withdrawal finds nothing pending) or sees the block and is refused.
 */
export async function lockPair(tx: DbOrTx, a: string, b: string): Promise<void> {
  const [first, second] = a < b ? [a, b] : [b, a];
  // A bare function call on no table: the query builder has no form for it.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`block-pair:${first}:${second}`}))`);
}
