// Typed background jobs (decision 0270): a job kind is its name and the zod schema of its payload; a feature
// declares the kind beside the code that queues it and the job (kind and what runs it) in its jobs.ts, and
// src/server/background-jobs.ts collects every job and schedule into the one table the runner is given.
// A payload is checked when queued (a bad one is a programming error: JobPayloadError) and again when run (a stored
// bad one fails that job, never the runner).
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod';
import type { Config } from '../config.js';
import type { Database, DbOrTx } from '../db/client.js';
import { jobs } from '../db/schema.js';
import type { MessagingProvider } from '../providers/messaging/index.js';
import type { FileStorage } from '../providers/storage/index.js';
import type { ScheduleRule } from './schedule.js';

/** What every job may use: the app's database, configuration and providers, its log, and the runner's clock. */
export interface JobContext {
  database: Database;
  config: Config;
  storage: FileStorage;
  messaging: MessagingProvider;
  log: FastifyBaseLogger;
  /** The runner's clock: a fixed one in tests. */
  now: () => Date;
}

/** A job kind: the name in `jobs.kind` and the shape of its payload. */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  kind: string;
  payload: S;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> extends JobKind<S> {
  // Method syntax: a table of definitions with different payloads is a JobDefinition[].
  run(payload: z.output<S>, ctx: JobContext, job: { id: number; attempts: number }): Promise<void>;
}

export function jobKind<S extends z.ZodType>(kind: string, payload: S): JobKind<S> {
  return { kind, payload };
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/**
 * A job queued by the runner on a calendar rule in South African time, instead of by each run queuing the next.
 * Each slot is queued once (its dedupe key), whatever the number of processes.
 */
export interface ScheduleDefinition<S extends z.ZodType = z.ZodType> {
  job: JobKind<S>;
  rule: ScheduleRule;
  payload(slot: Date): z.input<S>;
  dedupeKey(slot: Date): string;
  /** At start-up, also queue the latest slot that has passed when it was never queued (a missed daily sweep). */
  catchUp?: boolean;
}

export function defineSchedule<S extends z.ZodType>(schedule: ScheduleDefinition<S>): ScheduleDefinition<S> {
  return schedule;
}

/** A payload that does not fit its kind's schema: the caller's bug when queuing, a stored row's when running. */
export class JobPayloadError extends Error {
  constructor(
    readonly kind: string,
    readonly problems: string,
  ) {
    super(`invalid payload for job '${kind}': ${problems}`);
    this.name = 'JobPayloadError';
  }
}

/** The payload as its schema parses it, or a JobPayloadError saying what is wrong. */
export function parsePayload<S extends z.ZodType>(job: JobKind<S>, payload: unknown): z.output<S> {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success)
    throw new JobPayloadError(job.kind, z.prettifyError(parsed.error).replace(/\n/g, '; '));
  return parsed.data;
}

export interface EnqueueOptions {
  /** The same key is queued once, so retried requests do not send twice. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Queues a job inside the caller's transaction; the payload is checked first (JobPayloadError). */
export async function enqueueJob<S extends z.ZodType>(
  db: DbOrTx,
  job: JobKind<S>,
  payload: z.input<S>,
  opts: EnqueueOptions = {},
): Promise<void> {
  const checked = parsePayload(job, payload) as Record<string, unknown>;
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: checked,
      dedupeKey: opts.dedupeKey ?? null,
      runAt: opts.runAt ?? new Date(),
      maxAttempts: opts.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}
