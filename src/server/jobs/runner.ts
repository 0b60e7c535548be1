// Durable background jobs in the database: enqueued inside the caller's transaction, claimed with
// FOR UPDATE SKIP LOCKED (many app processes can share the table), retried with backoff, never lost on restart.
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client.js';
import { jobs } from '../db/schema.js';

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: number; attempts: number },
) => Promise<void>;

export interface EnqueueOptions {
  /** The same key is queued once, so retried requests do not send twice. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind,
      payload,
      dedupeKey: opts.dedupeKey ?? null,
      runAt: opts.runAt ?? new Date(),
      maxAttempts: opts.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

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
export function backoffMs(attempts: number): number {
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

export class JobRunner {
  private handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    /** How long a claimed job stays locked before another process may retry it. */
    private readonly lockSeconds = 60,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.runDue().then(
        () => undefined,
        (err) => this.log.error({ err }, 'job poll failed'),
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

  /** Claims and runs every due job once; returns how many ran. Tests call it to drive the queue. */
  async runDue(limit = 20): Promise<number> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return 0;
    const { db } = this.database;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
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
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    try {
      await handler(job.payload, { id: job.id, attempts: job.attempts });
      await markJobDone(this.database, job.id);
    } catch (err) {
      if (err instanceof JobDeferred) return markJobDeferred(this.database, job.id, err.until);
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.maxAttempts;
      this.log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, final, err: message },
        'job failed',
      );
      await markJobFailed(this.database, job, message, final);
    }
  }
}
