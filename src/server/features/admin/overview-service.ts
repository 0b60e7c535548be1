// The console's dashboard (issue 20): weekly sign-ups, live listings, hires and revenue, the totals, and how long
// documents wait for verification; and the searchable audit log.
import { and, desc, eq, ilike, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_LIMIT } from '../../../shared/schemas/admin.js';
import {
  type AuditPage,
  DASHBOARD_WEEKS,
  type Dashboard,
  QUEUE_AGE_BANDS_HOURS,
} from '../../../shared/schemas/admin-overview.js';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  hires,
  payments,
  reports,
  reviews,
  users,
  verificationDocuments,
  workers,
} from '../../db/schema.js';
import { listingLiveSql } from '../../domain/visibility.js';
import { containsPattern } from './audit.js';
import { saDate, weekStarts } from './weeks.js';

const HOUR_MS = 60 * 60 * 1000;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** One count per week as a column `w<i>`: a whole series in one scan of the table. */
function perWeek(
  bounds: { from: Date; to: Date }[],
  condition: (from: Date, to: Date) => SQL,
  value: SQL = sql`1`,
): Record<string, SQL<number>> {
  return Object.fromEntries(
    bounds.map(({ from, to }, i) => [
      `w${i}`,
      // bigint: a week's takings in cents pass 2^31 at R21 million.
      sql<number>`coalesce(sum(${value}) filter (where ${condition(from, to)}), 0)::bigint`.mapWith(Number),
    ]),
  );
}

const series = (row: Record<string, number> | undefined, weeks: number) =>
  Array.from({ length: weeks }, (_, i) => row?.[`w${i}`] ?? 0);

export async function getDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const starts = weekStarts(now, DASHBOARD_WEEKS);
  const bounds = starts.map((from, i) => ({ from, to: starts[i + 1] ?? now }));
  const within = (column: AnyPgColumn) => (from: Date, to: Date) =>
    sql`${column} >= ${at(from)} and ${column} < ${at(to)}`;
  const [signUps, hired, revenue, live, totals, pending] = await Promise.all([
    db.select(perWeek(bounds, within(users.createdAt))).from(users),
    db.select(perWeek(bounds, within(hires.createdAt))).from(hires),
    db
      .select(perWeek(bounds, within(payments.paidAt), sql`${payments.amountCents}`))
      .from(payments)
      .where(and(eq(payments.status, 'success'), sql`${payments.refundStatus} is null`)),
    // Live at the week's end: listed by then and live on the clock of that moment (domain/visibility.ts). Paused and
    // suspended are today's state.
    db
      .select(
        perWeek(
          bounds,
          (_from, to) =>
            // A trial is listed from the profile's creation, a paid listing from its payment.
            sql`coalesce(case when ${workers.trialEndsAt} is not null then ${workers.createdAt} end, ${workers.registrationPaidAt}) <= ${at(to)}
              and ${listingLiveSql(to)}`,
        ),
      )
      .from(workers),
    Promise.all([
      db.$count(users),
      db.$count(workers, listingLiveSql()),
      db.$count(reports, eq(reports.status, 'open')),
      db.$count(users, isNotNull(users.suspendedAt)),
      db.$count(reviews, isNotNull(reviews.hiddenAt)),
    ]),
    db
      .select({ createdAt: verificationDocuments.createdAt })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.status, 'pending')),
  ]);
  const [s, h, r, l] = [signUps[0], hired[0], revenue[0], live[0]].map((row) => series(row, DASHBOARD_WEEKS));
  const ages = pending.map((p) => Math.max(0, Math.floor((now.getTime() - p.createdAt.getTime()) / HOUR_MS)));
  const byAge = [...QUEUE_AGE_BANDS_HOURS, Number.POSITIVE_INFINITY].map(
    (limit, i) => ages.filter((a) => a < limit && a >= (QUEUE_AGE_BANDS_HOURS[i - 1] ?? 0)).length,
  );
  return {
    weeks: starts.map((start, i) => ({
      weekStart: saDate(start),
      signUps: s![i]!,
      liveListings: l![i]!,
      hires: h![i]!,
      revenueCents: r![i]!,
    })),
    totals: {
      users: totals[0],
      liveListings: totals[1],
      openReports: totals[2],
      suspendedUsers: totals[3],
      hiddenReviews: totals[4],
    },
    verificationQueue: {
      pending: ages.length,
      oldestHours: ages.length ? Math.max(...ages) : null,
      byAge,
    },
  };
}

/** Newest first; the text matches the action, the subject, the details or the acting admin's name or phone. */
export async function searchAudit(db: Db, q: string, before?: number): Promise<AuditPage> {
  const pattern = q ? containsPattern(q) : null;
  const rows = await db
    .select({ entry: auditLog, name: users.firstName, phone: users.phoneNumber })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        before ? lt(auditLog.id, before) : undefined,
        pattern
          ? or(
              ilike(auditLog.action, pattern),
              ilike(auditLog.subjectType, pattern),
              ilike(auditLog.subjectId, pattern),
              ilike(sql`${auditLog.details}::text`, pattern),
              ilike(users.firstName, pattern),
              ilike(users.phoneNumber, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(ADMIN_LIST_LIMIT + 1);
  const page = rows.slice(0, ADMIN_LIST_LIMIT);
  return {
    entries: page.map(({ entry, name, phone }) => ({
      id: entry.id,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      details: entry.details ?? null,
      actor: entry.actorUserId && phone ? { id: entry.actorUserId, name, phoneNumber: phone } : null,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextBefore: rows.length > ADMIN_LIST_LIMIT ? (page.at(-1)?.entry.id ?? null) : null,
  };
}
