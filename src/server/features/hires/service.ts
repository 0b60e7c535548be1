// Hiring: the free-hire quota and the hire state machine (decision 0060). What each side sees is in lists.ts.
import { and, count, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { DAY_MS, FREE_HIRES_PER_MONTH, HIRE_EXPIRY_DAYS } from '../../../shared/constants.js';
import {
  type CreateHireAnswer,
  HIRE_MESSAGES,
  type HireAction,
  type HirePayload,
  type RequestedJob,
} from '../../../shared/schemas/hires.js';
import type { Db, Tx } from '../../db/client.js';
import { employerMonthlyUsage, hires, users, workers } from '../../db/schema.js';
import { blockedBetweenSql, isBlockedBetween, lockPair } from '../../domain/blocks.js';
import { hasActiveSubscription } from '../../domain/subscription.js';
import { listingLiveSql } from '../../domain/visibility.js';
import { bookRequestedVisits, releaseVisits } from '../../domain/visits.js';
import { enqueueJob } from '../../jobs/define.js';
import { conflict, HttpError, notFound, tooManyRequests } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { expireHiresKind } from './job-kinds.js';
import { saMonth } from './month.js';
import { notifyEmployer, notifyWorkerOfCancel, notifyWorkerOfRequest } from './notifications.js';
import { effectiveStatus, type HireRow, isOpenHire, toHirePayload } from './payload.js';

/** Gives a free hire back to the month it was counted in (a declined or expired free hire). */
async function returnFreeHire(tx: Tx, hire: Pick<HireRow, 'isFreeHire' | 'employerUserId' | 'month'>) {
  if (!hire.isFreeHire || !hire.employerUserId) return;
  const usage = employerMonthlyUsage;
  await tx
    .update(usage)
    .set({ freeHiresUsed: sql`${usage.freeHiresUsed} - 1` })
    .where(
      and(eq(usage.userId, hire.employerUserId), eq(usage.month, hire.month), gt(usage.freeHiresUsed, 0)),
    );
}

export interface CreateHireInput {
  employerUserId: string;
  workerId: string;
  publicUrl: string;
  /** HIRE_REQUESTS_PER_DAY: each request texts a worker, so even a subscriber's are bounded. */
  requestsPerDay: number;
  /**
   * A booking (issue 33) is a hire with a schedule: its columns go on the hire row, and `afterInsert` makes its
   * visits in the same transaction, before the worker is told, so a refused visit leaves no hire and no quota used.
   */
  schedule?: HireSchedule;
  /**
   * The job post the hire is made from (issue 33: the request names it). Handed in by the job posts feature, as its
   * application is linked to the hire only once the hire exists.
   */
  job?: RequestedJob;
}

export type HireScheduleColumns = Pick<
  typeof hires.$inferInsert,
  | 'firstDate'
  | 'startTime'
  | 'visitMinutes'
  | 'hourlyRateCents'
  | 'transportAllowanceCents'
  | 'repeat'
  | 'repeatUntil'
  | 'visitsGeneratedUntil'
  | 'notes'
  | 'workplaceAddress'
>;

export interface HireSchedule {
  columns: HireScheduleColumns;
  afterInsert(tx: Tx, hire: HireRow): Promise<void>;
}

/**
 * Requests a hire. Refuses an unverified employer (403), an unknown or unlisted worker (404), the employer's own
 * profile, a second open request to the same worker (409) and, without a subscription, a third free hire in the
 * South African month (402). `now` is the clock, injectable so tests can stand on a month boundary.
 */
export async function createHire(
  db: Db,
  input: CreateHireInput,
  now: Date = new Date(),
): Promise<CreateHireAnswer> {
  const month = saMonth(now);
  return db.transaction(async (tx) => {
    // One employer's hire requests run one at a time: the open-request check below cannot be raced.
    const [employer] = await tx
      .select({
        employerPhoneVerifiedAt: users.employerPhoneVerifiedAt,
        firstName: users.firstName,
        companyName: users.companyName,
      })
      .from(users)
      .where(eq(users.id, input.employerUserId))
      .for('no key update');
    if (!employer) throw new HttpError(401, 'Unauthorized');
    if (!employer.employerPhoneVerifiedAt) {
      throw new HttpError(403, HIRE_MESSAGES.phoneVerificationRequired, { requiresPhoneVerification: true });
    }

    if (!isUuid(input.workerId)) throw notFound(HIRE_MESSAGES.workerNotFound);
    const [worker] = await tx
      .select({
        id: workers.id,
        userId: workers.userId,
        fullName: workers.fullName,
        isLive: listingLiveSql(now),
      })
      .from(workers)
      .leftJoin(users, eq(users.id, workers.userId))
      .where(eq(workers.id, input.workerId));
    if (!worker?.isLive) throw notFound(HIRE_MESSAGES.workerNotFound);
    if (worker.userId === input.employerUserId) {
      throw new HttpError(400, HIRE_MESSAGES.cannotHireSelf);
    }
    // Blocked either way: the worker is as good as unlisted for this employer (decision 0233).
    if (await isBlockedBetween(tx, worker.userId, input.employerUserId)) {
      throw notFound(HIRE_MESSAGES.workerNotFound);
    }

    const [open] = await tx
      .select({ id: hires.id })
      .from(hires)
      .where(
        and(
          eq(hires.employerUserId, input.employerUserId),
          eq(hires.workerId, worker.id),
          isOpenHire(now.toISOString()),
        ),
      )
      .limit(1);
    if (open) throw conflict(HIRE_MESSAGES.alreadyOpen, { hireId: open.id });

    // The employer row is locked above, so concurrent requests count one after another.
    const [today] = await tx
      .select({ n: count() })
      .from(hires)
      .where(
        and(
          eq(hires.employerUserId, input.employerUserId),
          gt(hires.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((today?.n ?? 0) >= input.requestsPerDay) {
      throw tooManyRequests(HIRE_MESSAGES.dailyLimit(input.requestsPerDay), 3600);
    }

    const subscribed = await hasActiveSubscription(tx, input.employerUserId, now);
    let monthlyHireCount: number;
    if (subscribed) {
      const [usage] = await tx
        .insert(employerMonthlyUsage)
        .values({ userId: input.employerUserId, month, freeHiresUsed: 0, totalHires: 1 })
        .onConflictDoUpdate({
          target: [employerMonthlyUsage.userId, employerMonthlyUsage.month],
          set: { totalHires: sql`${employerMonthlyUsage.totalHires} + 1` },
        })
        .returning({ totalHires: employerMonthlyUsage.totalHires });
      monthlyHireCount = usage?.totalHires ?? 1;
    } else {
      // A single statement takes a free hire or takes nothing: concurrent requests cannot pass the limit.
      const [usage] = await tx
        .insert(employerMonthlyUsage)
        .values({ userId: input.employerUserId, month, freeHiresUsed: 1, totalHires: 1 })
        .onConflictDoUpdate({
          target: [employerMonthlyUsage.userId, employerMonthlyUsage.month],
          set: {
            freeHiresUsed: sql`${employerMonthlyUsage.freeHiresUsed} + 1`,
            totalHires: sql`${employerMonthlyUsage.totalHires} + 1`,
          },
          setWhere: lt(employerMonthlyUsage.freeHiresUsed, FREE_HIRES_PER_MONTH),
        })
        .returning({ freeHiresUsed: employerMonthlyUsage.freeHiresUsed });
      if (!usage) {
        const [current] = await tx
          .select({ used: employerMonthlyUsage.freeHiresUsed })
          .from(employerMonthlyUsage)
          .where(
            and(eq(employerMonthlyUsage.userId, input.employerUserId), eq(employerMonthlyUsage.month, month)),
          );
        const used = current?.used ?? FREE_HIRES_PER_MONTH;
        throw new HttpError(402, HIRE_MESSAGES.limitReached(used, FREE_HIRES_PER_MONTH), {
          requiresSubscription: true,
          currentHireCount: used,
          limit: FREE_HIRES_PER_MONTH,
        });
      }
      monthlyHireCount = usage.freeHiresUsed;
    }

    const expiresAt = new Date(now.getTime() + HIRE_EXPIRY_DAYS * DAY_MS);
    const [hire] = await tx
      .insert(hires)
      .values({
        employerUserId: input.employerUserId,
        workerId: worker.id,
        status: 'requested',
        isFreeHire: !subscribed,
        month,
        expiresAt,
        createdAt: now,
        ...input.schedule?.columns,
      })
      .returning();
    if (!hire) throw new Error('hire insert returned nothing');
    await input.schedule?.afterInsert(tx, hire);

    if (worker.userId !== null) {
      await notifyWorkerOfRequest(tx, {
        hire,
        workerUserId: worker.userId,
        employerNames: employer,
        job: input.job ?? null,
        publicUrl: input.publicUrl,
        now,
      });
    }
    // A durable job per hire, due at its expiry: it survives restarts and sweeps every overdue request.
    await enqueueJob(
      tx,
      expireHiresKind,
      { hireId: hire.id },
      { dedupeKey: `hire_expire:${hire.id}`, runAt: expiresAt },
    );

    return { hire: toHirePayload(hire, now), monthlyHireCount, freeHireLimit: FREE_HIRES_PER_MONTH };
  });
}

/**
 * A block between the two (issue 31): every hire request still pending between them, either way, is cancelled in
 * the block's transaction, and a free hire it took is given back. Nobody is told: a block is silent. Returns how
 * many were withdrawn. A booking is a hire: its visits give the worker's time back with it.
 */
export async function withdrawHireRequestsBetween(tx: Tx, a: string, b: string): Promise<number> {
  const workerOf = (userId: string) =>
    tx.select({ id: workers.id }).from(workers).where(eq(workers.userId, userId));
  const withdrawn = await tx
    .update(hires)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(hires.status, 'requested'),
        or(
          and(eq(hires.employerUserId, a), inArray(hires.workerId, workerOf(b))),
          and(eq(hires.employerUserId, b), inArray(hires.workerId, workerOf(a))),
        ),
      ),
    )
    .returning();
  for (const hire of withdrawn) await returnFreeHire(tx, hire);
  await releaseVisits(
    tx,
    withdrawn.map((h) => h.id),
  );
  return withdrawn.length;
}

/** Expires every request past its expiry and gives back the free hires they took; returns how many expired. */
export async function expireDueHires(db: Db, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(hires)
      .set({ status: 'expired' })
      .where(and(eq(hires.status, 'requested'), lte(hires.expiresAt, sql`now()`)))
      .returning();
    for (const hire of expired) {
      await returnFreeHire(tx, hire);
      await notifyEmployer(tx, hire, 'expired', publicUrl);
    }
    await releaseVisits(
      tx,
      expired.map((h) => h.id),
    );
    return expired.length;
  });
}

type Actor = 'worker' | 'employer';

/** Finds the hire for a 404-or-409 answer after a guarded update changed nothing. */
async function explainRefusal(
  tx: Tx,
  hireId: string,
  userId: string,
  actor: Actor,
  now: Date,
): Promise<HttpError> {
  const [row] = await tx
    .select({ hire: hires, workerUserId: workers.userId })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .where(eq(hires.id, hireId));
  const isParty =
    row && (actor === 'worker' ? row.workerUserId === userId : row.hire.employerUserId === userId);
  if (!row || !isParty) return notFound(HIRE_MESSAGES.hireNotFound);
  if (effectiveStatus(row.hire, now) === 'expired') return conflict(HIRE_MESSAGES.expired);
  return conflict(HIRE_MESSAGES.notPending, { status: row.hire.status });
}

/**
 * Moves a hire along its state machine. The worker accepts or declines a live request; the employer cancels a
 * request or an accepted hire, and marks an accepted hire completed (which counts one job for the worker).
 * Each move is one guarded UPDATE, so a double click or two tabs cannot apply it twice.
 */
export async function transitionHire(
  db: Db,
  input: { hireId: string; userId: string; action: HireAction; publicUrl: string },
  now: Date = new Date(),
): Promise<HirePayload> {
  if (!isUuid(input.hireId)) throw notFound(HIRE_MESSAGES.hireNotFound);
  const nowIso = now.toISOString();
  return db.transaction(async (tx) => {
    const ownWorker = inArray(
      hires.workerId,
      tx.select({ id: workers.id }).from(workers).where(eq(workers.userId, input.userId)),
    );
    const live = and(eq(hires.status, 'requested'), gt(hires.expiresAt, now));
    let updated: HireRow | undefined;
    switch (input.action) {
      case 'accept':
      case 'decline': {
        const answer = input.action === 'accept' ? 'accepted' : 'declined';
        // Accepting hands over the worker's phone and address: never to someone either of them blocked (issue 31).
        const [pending] = await tx
          .select({ employerUserId: hires.employerUserId })
          .from(hires)
          .where(eq(hires.id, input.hireId));
        if (answer === 'accepted' && pending?.employerUserId) {
          await lockPair(tx, pending.employerUserId, input.userId);
        }
        const notBlocked =
          answer === 'accepted'
            ? sql`not ${blockedBetweenSql(hires.employerUserId, input.userId)}`
            : undefined;
        [updated] = await tx
          .update(hires)
          .set({ status: answer, respondedAt: now })
          .where(and(eq(hires.id, input.hireId), ownWorker, live, notBlocked))
          .returning();
        if (updated) {
          if (answer === 'declined') {
            await returnFreeHire(tx, updated);
            await releaseVisits(tx, [updated.id]);
          } else {
            await bookRequestedVisits(tx, updated.id, now);
          }
          await notifyEmployer(tx, updated, answer, input.publicUrl);
        }
        break;
      }
      case 'cancel':
        [updated] = await tx
          .update(hires)
          .set({ status: 'cancelled' })
          .where(and(eq(hires.id, input.hireId), eq(hires.employerUserId, input.userId), isOpenHire(nowIso)))
          .returning();
        if (updated) {
          await releaseVisits(tx, [updated.id], now);
          await notifyWorkerOfCancel(tx, updated);
        }
        break;
      case 'complete':
        [updated] = await tx
          .update(hires)
          .set({ status: 'completed', completedAt: now })
          .where(
            and(
              eq(hires.id, input.hireId),
              eq(hires.employerUserId, input.userId),
              eq(hires.status, 'accepted'),
            ),
          )
          .returning();
        if (updated) {
          await tx
            .update(workers)
            .set({ totalJobs: sql`${workers.totalJobs} + 1` })
            .where(eq(workers.id, updated.workerId));
        }
        break;
    }
    if (!updated) {
      const actor: Actor = input.action === 'accept' || input.action === 'decline' ? 'worker' : 'employer';
      const refusal = await explainRefusal(tx, input.hireId, input.userId, actor, now);
      if (input.action === 'complete' && refusal.statusCode === 409)
        throw conflict(HIRE_MESSAGES.notAccepted);
      if (input.action === 'cancel' && refusal.statusCode === 409)
        throw conflict(HIRE_MESSAGES.notCancellable);
      throw refusal;
    }
    return toHirePayload(updated, now);
  });
}
