// A hire as both sides receive it: its status in force (a requested hire past its expiry is expired) and dates as
// ISO strings; and the condition of a hire still open between the two parties.
import { sql } from 'drizzle-orm';
import type { HirePayload, HireStatus } from '../../../shared/schemas/hires.js';
import { hires } from '../../db/schema.js';

export type HireRow = typeof hires.$inferSelect;

/** Still open between the two parties: accepted, or requested and not yet past its expiry. */
export function isOpenHire(nowIso: string) {
  return sql`(${hires.status} = 'accepted' or (${hires.status} = 'requested' and ${hires.expiresAt} > ${nowIso}::timestamptz))`;
}

/** A requested hire past its expiry is expired, even in the moments before the expiry job has run. */
export function effectiveStatus(hire: Pick<HireRow, 'status' | 'expiresAt'>, now: Date): HireStatus {
  if (hire.status === 'requested' && hire.expiresAt.getTime() <= now.getTime()) return 'expired';
  return hire.status as HireStatus;
}

export function toHirePayload(hire: HireRow, now: Date = new Date()): HirePayload {
  return {
    id: hire.id,
    workerId: hire.workerId,
    status: effectiveStatus(hire, now),
    isFreeHire: hire.isFreeHire,
    month: hire.month,
    createdAt: hire.createdAt.toISOString(),
    expiresAt: hire.expiresAt.toISOString(),
    respondedAt: hire.respondedAt?.toISOString() ?? null,
    completedAt: hire.completedAt?.toISOString() ?? null,
  };
}
