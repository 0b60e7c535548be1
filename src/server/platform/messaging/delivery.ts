// Delivers queued 'message.send' jobs through the configured provider: the job runner's handler, and
// deliverNow() for callers (one-time codes) who must tell the user at once whether the first attempt worked.
// The job row is the single source of truth, so a message is sent by whoever claims it, exactly once.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { claimedJobFields, claimSet, type JobRunner, markJobDone, markJobFailed } from '../../jobs/runner.js';
import {
  MessagingError,
  type MessagingProvider,
  type ProviderMessage,
} from '../../providers/messaging/index.js';
import { SEND_MESSAGE_JOB } from './outbox.js';

/** What delivering a message needs: the database (the job rows), the provider, its time limit and a log. */
export interface DeliveryDeps {
  database: Database;
  messaging: MessagingProvider;
  config: Pick<Config, 'PROVIDER_TIMEOUT_MS'>;
  log: FastifyBaseLogger;
}

export type DeliveryOutcome =
  | { ok: true }
  /** error 'pending' with timedOut: another process holds the job and did not finish within the time limit. */
  | { ok: false; timedOut: boolean; error: string };

function toProviderMessage(payload: Record<string, unknown>): ProviderMessage {
  const channel = payload.channel === 'whatsapp' ? 'whatsapp' : 'sms';
  const vars = payload.templateVariables;
  return {
    to: String(payload.to),
    channel,
    body: String(payload.body),
    purpose: String(payload.purpose ?? 'message'),
    templateVariables: vars && typeof vars === 'object' ? (vars as Record<string, string>) : undefined,
  };
}

/** One provider call bounded by PROVIDER_TIMEOUT_MS; a hung provider becomes a timed-out MessagingError. */
async function sendOnce(deps: DeliveryDeps, payload: Record<string, unknown>): Promise<void> {
  const { messaging, config } = deps;
  const signal = AbortSignal.timeout(config.PROVIDER_TIMEOUT_MS);
  const abort = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () =>
      reject(new MessagingError('The messaging provider did not answer in time', true, true)),
    );
  });
  const result = await Promise.race([messaging.send(toProviderMessage(payload), signal), abort]);
  deps.log.info(
    { purpose: payload.purpose, channel: result.channel, providerMessageId: result.providerMessageId },
    'message sent',
  );
}

/** One-time codes must not sit in the jobs table once sent: keep the routing, drop the text. */
const scrubbed = () => ({
  payload: sql`${jobs.payload} - 'body' - 'templateVariables' || '{"body":"[sent]"}'::jsonb`,
});

export function registerMessageHandler(runner: JobRunner, deps: DeliveryDeps): void {
  runner.register(SEND_MESSAGE_JOB, async (payload, job) => {
    await sendOnce(deps, payload);
    await deps.database.db.update(jobs).set(scrubbed()).where(eq(jobs.id, job.id));
  });
}

/**
 * Claims the queued message with this dedupe key and sends it now. When another process already claimed it,
 * waits (bounded) for that attempt's result instead of sending a second copy.
 */
export async function deliverNow(deps: DeliveryDeps, dedupeKey: string): Promise<DeliveryOutcome> {
  const { database, config } = deps;
  const lockSeconds = Math.ceil(config.PROVIDER_TIMEOUT_MS / 1000) + 30;
  const [job] = await database.db
    .update(jobs)
    .set(claimSet(lockSeconds))
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'pending')))
    .returning(claimedJobFields);
  if (!job) return waitForOther(deps, dedupeKey);
  try {
    await sendOnce(deps, job.payload);
    await markJobDone(database, job.id, scrubbed());
    return { ok: true };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const retryable = !(err instanceof MessagingError) || err.retryable;
    const final = !retryable || job.attempts >= job.maxAttempts;
    deps.log.warn({ jobId: job.id, final, err: message }, 'message delivery failed');
    await markJobFailed(database, job, message, final);
    return { ok: false, timedOut: err instanceof MessagingError && err.timedOut, error: message };
  }
}

async function waitForOther(deps: DeliveryDeps, dedupeKey: string): Promise<DeliveryOutcome> {
  const deadline = Date.now() + deps.config.PROVIDER_TIMEOUT_MS;
  for (;;) {
    const [row] = await deps.database.db
      .select({ status: jobs.status, lastError: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.dedupeKey, dedupeKey));
    if (!row) return { ok: false, timedOut: false, error: 'message not queued' };
    if (row.status === 'done') return { ok: true };
    if (row.status === 'failed') return { ok: false, timedOut: false, error: row.lastError ?? 'failed' };
    if (Date.now() >= deadline) return { ok: false, timedOut: true, error: 'pending' };
    await new Promise((r) => setTimeout(r, 100));
  }
}
