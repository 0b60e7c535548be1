// Durable background jobs in the database: enqueued inside the caller's transaction (define.ts), claimed with
// FOR UPDATE SKIP LOCKED (many app processes can share the table), retried with backoff, never lost on restart.
// The runner is given the table of every job and schedule (src/server/background-jobs.ts): it checks each payload
// before running it (a stored bad one fails that job alone, with the schema's complaint as last_error) and queues
// each schedule's next slot itself, on its clock (decisions 0001, 0270).
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema.js';
import {
  enqueueJob,
  type JobContext,
  type JobDefinition,
  JobPayloadError,
  parsePayload,
  type ScheduleDefinition,
} from './define.js';
import { slotsAround } from './schedule.js';

/**
 * Thrown by a handler whose job must wait (a message held by quiet hours): it runs again at `until`, and the wait
 * does not count as a failed attempt.
 */
export class JobDeferred extends Error {
  constructor(readonly until: Date) {
    super(`deferred until ${until.toISOString()}`);
    this.name = 'JobDeferred';
  }
}

/** Puts a claimed job back to wait until `until`, giving back the attempt its claim counted. */
export async function markJobDeferred(database: Database, jobId: number, until: Date): Promise<void> {
  await database.db
    .update(jobs)
    .set({
      status: 'pending',
      runAt: until,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedUntil: null,
      lastError: null,
    })
    .where(eq(jobs.id, jobId));
}

/** Exponential backoff: 2 s, 4 s, 8 s... capped at 10 minutes. */
function backoffMs(attempts: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

/**
 * Ends a claimed job as done. `alsoSet` is written by the same UPDATE, for a caller whose clean-up must not be
 * left behind by a crash between two statements.
 */
export async function markJobDone(
  database: Database,
  jobId: number,
  alsoSet: PgUpdateSetSource<typeof jobs> = {},
): Promise<void> {
  await database.db
    .update(jobs)
    .set({ ...alsoSet, status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, jobId));
}

/** After a failed attempt: a final one ends the job as failed, any other queues it again after the backoff. */
export async function markJobFailed(
  database: Database,
  job: { id: number; attempts: number },
  message: string,
  final: boolean,
): Promise<void> {
  const retryAt = new Date(Date.now() + backoffMs(job.attempts));
  await database.db
    .update(jobs)
    .set(
      final
        ? { status: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError: message }
        : { status: 'pending', runAt: retryAt, lockedUntil: null, lastError: message },
    )
    .where(eq(jobs.id, job.id));
}

/** What claiming a job answers: the fields a handler and the retry rule need. */
export const claimedJobFields = {
  id: jobs.id,
  kind: jobs.kind,
  payload: jobs.payload,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
};

/** The SET of a claim: running, one more attempt, locked for `lockSeconds` against other processes. */
export function claimSet(lockSeconds: number) {
  return {
    status: 'running',
    attempts: sql`${jobs.attempts} + 1`,
    lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
  } satisfies PgUpdateSetSource<typeof jobs>;
}

type ClaimedJob = { [K in keyof typeof claimedJobFields]: (typeof jobs.$inferSelect)[K] };

export interface JobRunnerOptions {
  /** Every job this runner runs: the app's table (background-jobs.ts), or a test's own. */
  jobs: readonly JobDefinition[];
  schedules?: readonly ScheduleDefinition[];
  /** What the jobs use, but the clock (the runner's own). */
  context: Omit<JobContext, 'now'>;
  pollMs: number;
  /** How long a claimed job stays locked before another process may retry it. */
  lockSeconds?: number;
  /** The clock that says which jobs and slots are due: a fixed one in tests. */
  now?: () => Date;
}

export class JobRunner {
  private readonly handlers: ReadonlyMap<string, JobDefinition>;
  private readonly schedules: readonly ScheduleDefinition[];
  /** Per schedule, the slot already queued: nothing to do until the clock passes it. */
  private readonly queuedSlot = new Map<ScheduleDefinition, Date>();
  private readonly context: JobContext;
  private readonly database: Database;
  private readonly pollMs: number;
  private readonly lockSeconds: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(options: JobRunnerOptions) {
    const handlers = new Map<string, JobDefinition>();
    for (const job of options.jobs) {
      if (handlers.has(job.kind)) throw new Error(`job kind '${job.kind}' is defined twice`);
      handlers.set(job.kind, job);
    }
    this.handlers = handlers;
    this.schedules = options.schedules ?? [];
    for (const s of this.schedules) {
      if (!handlers.has(s.job.kind)) throw new Error(`schedule of '${s.job.kind}', a job this runner lacks`);
    }
    this.now = options.now ?? (() => new Date());
    this.context = { ...options.context, now: this.now };
    this.database = options.context.database;
    this.pollMs = options.pollMs;
    this.lockSeconds = options.lockSeconds ?? 60;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.runDue().then(
        () => undefined,
        (err) => this.context.log.error({ err }, 'job poll failed'),
      );
      await this.running;
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) await this.running;
  }

  /**
   * Queues each schedule's next slot once the clock has passed the one queued before (a dedupe key per slot, so
   * processes starting together queue it once); at start-up a catch-up schedule also gets its latest missed slot.
   */
  async queueSchedules(): Promise<void> {
    const now = this.now();
    for (const schedule of this.schedules) {
      const queued = this.queuedSlot.get(schedule);
      if (queued && queued > now) continue;
      const { previous, next } = slotsAround(schedule.rule, now);
      const slots = !queued && schedule.catchUp ? [previous, next] : [next];
      for (const at of slots) {
        await enqueueJob(this.database.db, schedule.job, schedule.payload(at), {
          runAt: at,
          dedupeKey: schedule.dedupeKey(at),
        });
      }
      this.queuedSlot.set(schedule, next);
    }
  }

  /** Claims and runs every due job once; returns how many ran. Tests call it to drive the queue. */
  async runDue(limit = 20): Promise<number> {
    await this.queueSchedules();
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return 0;
    const { db } = this.database;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, this.now())),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
          ),
          inArray(jobs.kind, kinds),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: ClaimedJob[] = await db
      .update(jobs)
      .set(claimSet(this.lockSeconds))
      .where(inArray(jobs.id, due))
      .returning(claimedJobFields);
    for (const job of claimed) await this.runOne(job);
    return claimed.length;
  }

  /** Runs due jobs until none are left (jobs that enqueue jobs included). */
  async drain(maxRounds = 20): Promise<void> {
    for (let i = 0; i < maxRounds; i++) {
      if ((await this.runDue()) === 0) return;
    }
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const definition = this.handlers.get(job.kind);
    if (!definition) return;
    const { log } = this.context;
    try {
      // A stored payload that does not fit is no passing fault: retrying cannot mend it.
      const payload = parsePayload(definition, job.payload);
      await definition.run(payload, this.context, { id: job.id, attempts: job.attempts });
      await markJobDone(this.database, job.id);
    } catch (err) {
      if (err instanceof JobDeferred) return markJobDeferred(this.database, job.id, err.until);
      const message = err instanceof Error ? err.message : String(err);
      const final = err instanceof JobPayloadError || job.attempts >= job.maxAttempts;
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, final, err: message }, 'job failed');
      await markJobFailed(this.database, job, message, final);
    }
  }
}
