// The database server's clock, read now (clock_timestamp, not now(): PostgreSQL's now() is the transaction's start,
// which for a transaction that waited on a row lock is older than what was committed while it waited). Writers that
// serialise on a row lock and stamp rows with a time read it here after taking the lock, so every process on every
// machine stamps from one clock, in lock order.
import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';

export async function databaseNow(tx: Tx): Promise<Date> {
  const result = await tx.execute<{ now: string }>(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
  );
  const row = (result as unknown as { rows: { now: string }[] }).rows[0];
  if (!row) throw new Error('the database returned no clock');
  return new Date(row.now);
}
