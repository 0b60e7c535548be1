// Delivers queued 'message.send' jobs through the configured provider: the job runner's handler, and
// deliverNow() for callers (one-time codes) who must tell the user at once whether the first attempt worked.
// The job row is the single source of truth, so a message is sent by whoever claims it, exactly once.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { markJobDone, markJobFailed } from '../../jobs/runner.js';
import { MessagingError, type ProviderMessage } from '../../providers/messaging/index.js';
import { SEND_MESSAGE_JOB } from './outbox.js';

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
async function sendOnce(app: FastifyInstance, payload: Record<string, unknown>): Promise<void> {
  const { messaging, config } = app.ctx;
  const signal = AbortSignal.timeout(config.PROVIDER_TIMEOUT_MS);
  const abort = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () =>
      reject(new MessagingError('The messaging provider did not answer in time', true, true)),
    );
  });
  const result = await Promise.race([messaging.send(toProviderMessage(payload), signal), abort]);
  app.log.info(
    { purpose: payload.purpose, channel: result.channel, providerMessageId: result.providerMessageId },
    'message sent',
  );
}

/** One-time codes must not sit in the jobs table once sent: keep the routing, drop the text. */
const SCRUB_SQL = `payload = payload - 'body' - 'templateVariables' || '{"body":"[sent]"}'::jsonb`;

export function registerMessageHandler(app: FastifyInstance): void {
  app.ctx.jobs.register(SEND_MESSAGE_JOB, async (payload, job) => {
    await sendOnce(app, payload);
    await app.ctx.database.query(`UPDATE jobs SET ${SCRUB_SQL} WHERE id = $1`, [job.id]);
  });
}

/**
 * Claims the queued message with this dedupe key and sends it now. When another process already claimed it,
 * waits (bounded) for that attempt's result instead of sending a second copy.
 */
export async function deliverNow(app: FastifyInstance, dedupeKey: string): Promise<DeliveryOutcome> {
  const { database, config } = app.ctx;
  const lockSeconds = Math.ceil(config.PROVIDER_TIMEOUT_MS / 1000) + 30;
  const claimed = await database.query<{
    id: number;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(
    `UPDATE jobs SET status = 'running', attempts = attempts + 1,
            locked_until = now() + make_interval(secs => $2)
      WHERE dedupe_key = $1 AND status = 'pending'
      RETURNING id, payload, attempts, max_attempts`,
    [dedupeKey, lockSeconds],
  );
  const job = claimed[0];
  if (!job) return waitForOther(app, dedupeKey);
  try {
    await sendOnce(app, job.payload);
    await markJobDone(database, job.id, sql.raw(SCRUB_SQL));
    return { ok: true };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const retryable = !(err instanceof MessagingError) || err.retryable;
    const final = !retryable || job.attempts >= job.max_attempts;
    app.log.warn({ jobId: job.id, final, err: message }, 'message delivery failed');
    await markJobFailed(database, job, message, final);
    return { ok: false, timedOut: err instanceof MessagingError && err.timedOut, error: message };
  }
}

async function waitForOther(app: FastifyInstance, dedupeKey: string): Promise<DeliveryOutcome> {
  const deadline = Date.now() + app.ctx.config.PROVIDER_TIMEOUT_MS;
  for (;;) {
    const [row] = await app.ctx.database.query<{ status: string; last_error: string | null }>(
      'SELECT status, last_error FROM jobs WHERE dedupe_key = $1',
      [dedupeKey],
    );
    if (!row) return { ok: false, timedOut: false, error: 'message not queued' };
    if (row.status === 'done') return { ok: true };
    if (row.status === 'failed') return { ok: false, timedOut: false, error: row.last_error ?? 'failed' };
    if (Date.now() >= deadline) return { ok: false, timedOut: true, error: 'pending' };
    await new Promise((r) => setTimeout(r, 100));
  }
}
