// What each side of a hire sees: the employer's and the worker's hire lists (each other's address and the employer's
// number only on hires the worker accepted) and the employer's usage of the month.

import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { EmployerHire, WorkerHire } from '../../../shared/schemas/hires.js';
import type { DbOrTx } from '../../db/client.js';
import { employerMonthlyUsage, employerReviews, hires, users, workers } from '../../db/schema.js';
import { requestedJobs, requestedVisit } from '../../domain/requested-work.js';
import {
  employerDisplayName,
  employerPersonName,
  isAddressVisible,
  isWorkplaceAddressVisible,
  shownWorkerPhone,
} from '../../domain/visibility.js';
import { workplaceOf } from '../../domain/workplace.js';
import { employerSummary } from '../trust/index.js';
import { saMonth } from './month.js';
import { toHirePayload } from './payload.js';

const LIST_LIMIT = 50;

/** The employer's hires, newest first; the worker's exact address and number only on hires the worker accepted. */
export async function listEmployerHires(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<EmployerHire[]> {
  const rows = await db
    .select({ hire: hires, worker: workers, workerSignInPhone: users.phoneNumber })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .innerJoin(users, eq(users.id, workers.userId))
    .where(eq(hires.employerUserId, userId))
    .orderBy(desc(hires.createdAt), desc(hires.id))
    .limit(LIST_LIMIT);
  return rows.map(({ hire, worker, workerSignInPhone }) => {
    const payload = toHirePayload(hire, now);
    const exact = isAddressVisible(payload.status);
    return {
      ...payload,
      worker: {
        id: worker.id,
        fullName: worker.fullName,
        profilePhotoUrl: worker.thumbnailUrl ?? worker.profilePhotoUrl,
        suburb: worker.suburb,
        city: worker.city,
        // Her number, like her address, only once she accepted (issue 31: a request did not earn it).
        phoneNumber: exact ? shownWorkerPhone(worker, workerSignInPhone) : null,
        address: exact ? worker.address : null,
        postalCode: exact ? worker.postalCode : null,
      },
    };
  });
}

/** The hires sent to the signed-in worker, open requests first, then the most recent. */
export async function listWorkerHires(
  db: DbOrTx,
  userId: string,
  language: LanguageCode,
  now: Date = new Date(),
): Promise<WorkerHire[]> {
  const rows = await db
    .select({
      hire: hires,
      employerFirstName: users.firstName,
      employerCompanyName: users.companyName,
      employerPhone: users.phoneNumber,
      employerRated: sql<boolean>`exists (select 1 from ${employerReviews} where ${employerReviews.hireId} = ${hires.id})`,
    })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .leftJoin(users, eq(users.id, hires.employerUserId))
    .where(eq(workers.userId, userId))
    .orderBy(sql`(${hires.status} = 'requested') desc`, desc(hires.createdAt), desc(hires.id))
    .limit(LIST_LIMIT);
  // What she may know of each employer before she answers (issue 20): one summary per employer in the list.
  const summaries = new Map<string, Awaited<ReturnType<typeof employerSummary>>>();
  for (const id of new Set(rows.flatMap((r) => (r.hire.employerUserId ? [r.hire.employerUserId] : [])))) {
    summaries.set(id, await employerSummary(db, id, now));
  }
  // What each request asks her to do (issue 33): read in one query for the list, not one per hire.
  const jobs = await requestedJobs(
    db,
    rows.map((r) => r.hire.id),
  );
  const answer: WorkerHire[] = [];
  for (const r of rows) {
    const payload = toHirePayload(r.hire, now);
    const accepted = isAddressVisible(payload.status);
    const summary = r.hire.employerUserId ? summaries.get(r.hire.employerUserId) : null;
    const address = isWorkplaceAddressVisible('worker', payload.status)
      ? (await workplaceOf(db, r.hire.id)).address
      : null;
    answer.push({
      ...payload,
      employerRated: Boolean(r.employerRated),
      visit: requestedVisit(r.hire),
      job: jobs.get(r.hire.id) ?? null,
      employer: {
        userId: r.hire.employerUserId,
        name: employerPersonName(
          { firstName: r.employerFirstName, companyName: r.employerCompanyName },
          language,
        ),
        companyName: r.employerCompanyName,
        phoneNumber: accepted ? r.employerPhone : null,
        area: summary?.area ?? null,
        address,
        phoneVerified: summary?.phoneVerified ?? false,
        hiresMade: summary?.hiresMade ?? 0,
        rating: summary?.rating ?? { averageRating: '0.00', totalReviews: 0 },
      },
    });
  }
  return answer;
}

/** Free hires used and hires requested in the month of `now`. */
export async function monthlyUsage(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<{ month: string; freeHiresUsed: number; totalHires: number }> {
  const month = saMonth(now);
  const [row] = await db
    .select({
      freeHiresUsed: employerMonthlyUsage.freeHiresUsed,
      totalHires: employerMonthlyUsage.totalHires,
    })
    .from(employerMonthlyUsage)
    .where(and(eq(employerMonthlyUsage.userId, userId), eq(employerMonthlyUsage.month, month)));
  return { month, freeHiresUsed: row?.freeHiresUsed ?? 0, totalHires: row?.totalHires ?? 0 };
}

/** The requests still waiting for the worker's answer (requested, not past expiry), oldest first. */
export async function waitingRequests(
  db: DbOrTx,
  userId: string,
  language: LanguageCode,
  now: Date = new Date(),
): Promise<{ id: string; employerName: string; expiresAt: Date }[]> {
  const rows = await db
    .select({
      id: hires.id,
      expiresAt: hires.expiresAt,
      firstName: users.firstName,
      companyName: users.companyName,
    })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .leftJoin(users, eq(users.id, hires.employerUserId))
    .where(and(eq(workers.userId, userId), eq(hires.status, 'requested'), gt(hires.expiresAt, now)))
    .orderBy(hires.createdAt, hires.id);
  return rows.map((r) => ({
    id: r.id,
    expiresAt: r.expiresAt,
    employerName: employerDisplayName({ firstName: r.firstName, companyName: r.companyName }, language),
  }));
}
