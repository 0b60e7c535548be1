// The subscriber's hire history and its figures (issue 18, decision 0213): hires per month, how long workers took to
// answer, workers hired again, and what the plan cost; and every job they posted. An employer's hires are few (at most
// HIRE_REQUESTS_PER_DAY a day), so they are read once and counted here rather than in several grouped queries.
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ANALYTICS_MONTHS,
  type AnalyticsHire,
  type AnalyticsJob,
  type EmployerAnalytics,
  RESPONSE_TIME_BANDS,
  TOP_REPEAT_WORKERS,
} from '../../../shared/schemas/employer-analytics.js';
import type { HireStatus } from '../../../shared/schemas/hires.js';
import type { DbOrTx } from '../../db/client.js';
import { hires, jobApplications, jobPosts, payments, workers } from '../../db/schema.js';
import { effectiveJobStatus } from '../../domain/job-visibility.js';
import { effectiveStatus, saMonth } from '../hires/index.js';
import { currentSubscription, SUBSCRIPTION_PAYMENT_TYPE } from './subscription.js';

/** A hire the worker accepted: still running, or completed since. */
const WAS_ACCEPTED: readonly HireStatus[] = ['accepted', 'completed'];

/** The `count` months up to and including `last` ('YYYY-MM'), oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function responseTimes(list: AnalyticsHire[]): EmployerAnalytics['responseTimes'] {
  const bands = RESPONSE_TIME_BANDS.map((b) => ({ band: b.id, accepted: 0, declined: 0 }));
  const minutes: number[] = [];
  for (const h of list) {
    if (!h.respondedAt) continue;
    const waited = Math.max(0, Date.parse(h.respondedAt) - Date.parse(h.createdAt)) / 60_000;
    minutes.push(waited);
    const at = RESPONSE_TIME_BANDS.findIndex((b) => b.upToHours === null || waited <= b.upToHours * 60);
    const band = bands[at] as (typeof bands)[number];
    if (h.status === 'declined') band.declined += 1;
    else band.accepted += 1;
  }
  const middle = median(minutes.sort((a, b) => a - b));
  return {
    answered: minutes.length,
    unanswered: list.filter((h) => h.status === 'expired').length,
    medianMinutes: middle === null ? null : Math.round(middle),
    bands,
  };
}

function repeatWorkers(list: AnalyticsHire[]): EmployerAnalytics['repeatWorkers'] {
  const byWorker = new Map<string, { workerId: string; fullName: string; hires: number }>();
  for (const h of list) {
    if (!WAS_ACCEPTED.includes(h.status)) continue;
    const seen = byWorker.get(h.workerId) ?? { workerId: h.workerId, fullName: h.workerName, hires: 0 };
    seen.hires += 1;
    byWorker.set(h.workerId, seen);
  }
  const again = [...byWorker.values()].filter((w) => w.hires > 1);
  return {
    workersHired: byWorker.size,
    repeatWorkers: again.length,
    repeatHires: again.reduce((sum, w) => sum + w.hires - 1, 0),
    top: again
      .sort((a, b) => b.hires - a.hires || a.fullName.localeCompare(b.fullName))
      .slice(0, TOP_REPEAT_WORKERS),
  };
}

async function planSpending(
  db: DbOrTx,
  userId: string,
  months: string[],
  now: Date,
): Promise<EmployerAnalytics['planSpending']> {
  const paid = await db
    .select({ cents: payments.amountCents, paidAt: payments.paidAt, fulfilledAt: payments.fulfilledAt })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.paymentType, SUBSCRIPTION_PAYMENT_TYPE),
        // Granted exactly when fulfilled: a declined, voided or pending checkout cost nothing.
        isNotNull(payments.fulfilledAt),
      ),
    );
  const perMonth = new Map(months.map((m) => [m, 0]));
  let totalCents = 0;
  for (const p of paid) {
    totalCents += p.cents;
    const month = saMonth(p.paidAt ?? (p.fulfilledAt as Date));
    if (perMonth.has(month)) perMonth.set(month, (perMonth.get(month) ?? 0) + p.cents);
  }
  const current = await currentSubscription(db, userId, now);
  return {
    totalCents,
    perMonth: months.map((month) => ({ month, cents: perMonth.get(month) ?? 0 })),
    current: current ? { subscriptionType: current.subscriptionType, expiresAt: current.expiresAt } : null,
  };
}

/** Every job the employer posted, newest first, with its applicants and how many were hired from it. */
async function jobHistory(db: DbOrTx, userId: string, now: Date): Promise<AnalyticsJob[]> {
  const rows = await db
    .select({
      job: jobPosts,
      applicants: count(jobApplications.id),
      hired: sql<number>`count(*) filter (where ${jobApplications.status} = 'hired')`.mapWith(Number),
    })
    .from(jobPosts)
    .leftJoin(jobApplications, eq(jobApplications.jobPostId, jobPosts.id))
    .where(eq(jobPosts.employerUserId, userId))
    .groupBy(jobPosts.id)
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id));
  return rows.map(({ job, applicants, hired }) => ({
    id: job.id,
    title: job.title,
    suburb: job.suburb,
    status: effectiveJobStatus(job, now),
    createdAt: job.createdAt.toISOString(),
    applicants: Number(applicants),
    hired,
  }));
}

export async function employerAnalytics(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<EmployerAnalytics> {
  const rows = await db
    .select({ hire: hires, fullName: workers.fullName, suburb: workers.suburb, city: workers.city })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .where(eq(hires.employerUserId, userId))
    .orderBy(desc(hires.createdAt), desc(hires.id));
  const list: AnalyticsHire[] = rows.map(({ hire, fullName, suburb, city }) => ({
    id: hire.id,
    workerId: hire.workerId,
    workerName: fullName,
    suburb,
    city,
    status: effectiveStatus(hire, now),
    createdAt: hire.createdAt.toISOString(),
    respondedAt: hire.respondedAt?.toISOString() ?? null,
    completedAt: hire.completedAt?.toISOString() ?? null,
  }));
  const months = monthsEndingWith(saMonth(now), ANALYTICS_MONTHS);
  const perMonth = new Map(months.map((m) => [m, { month: m, requested: 0, accepted: 0 }]));
  for (const [i, { hire }] of rows.entries()) {
    const month = perMonth.get(hire.month);
    if (!month) continue;
    month.requested += 1;
    if (WAS_ACCEPTED.includes((list[i] as AnalyticsHire).status)) month.accepted += 1;
  }
  return {
    months,
    hiresPerMonth: [...perMonth.values()],
    responseTimes: responseTimes(list),
    repeatWorkers: repeatWorkers(list),
    planSpending: await planSpending(db, userId, months, now),
    hires: list,
    jobs: await jobHistory(db, userId, now),
  };
}
