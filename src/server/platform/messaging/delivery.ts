// Delivers queued 'message.send' jobs through the configured provider: what the job (jobs.ts) runs, and
// deliverNow() for callers (one-time codes) who must tell the user at once whether the first attempt worked.
// The job row is the single source of truth, so a message is sent by whoever claims it, exactly once.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { jobs, outboundMessages } from '../../db/schema.js';
import { JobPayloadError, parsePayload } from '../../jobs/define.js';
import {
  claimedJobFields,
  claimSet,
  JobDeferred,
  markJobDeferred,
  markJobDone,
  markJobFailed,
} from '../../jobs/runner.js';
import {
  MessagingError,
  type MessagingProvider,
  type ProviderMessage,
} from '../../providers/messaging/index.js';
import { serverTranslators } from '../i18n/index.js';
import { fillPayload, kindRule, namedValues } from './kinds.js';
import { type OutgoingMessage, sendMessageKind } from './outbox.js';
import { loadRecipient, messageLanguage, planSend } from './policy.js';
import { type TemplateConfig, templateLookup } from './templates.js';

/** What delivering a message needs: the database (the job rows), the provider, its time limit and a log. */
export interface DeliveryDeps {
  database: Database;
  messaging: MessagingProvider;
  config: TemplateConfig & Pick<Config, 'PROVIDER_TIMEOUT_MS'>;
  log: FastifyBaseLogger;
}

export type DeliveryOutcome =
  | { ok: true }
  /** error 'pending' with timedOut: another process holds the job and did not finish within the time limit. */
  | { ok: false; timedOut: boolean; error: string };

/** The template's quick replies in the message's language, payloads filled ('1 A7'). */
function quickReplies(message: OutgoingMessage): { title: string; payload: string }[] | undefined {
  const replies = kindRule(message.purpose).quickReplies;
  if (!replies) return undefined;
  const i18n = serverTranslators()(messageLanguage(message));
  const values = namedValues(message.purpose, message.templateVariables);
  return replies.map((r) => ({ title: i18n._(r.title), payload: fillPayload(r.payload, values) }));
}

/**
 * One delivery attempt: the policy's plan at `now`, then one provider call bounded by PROVIDER_TIMEOUT_MS (a hung
 * provider becomes a timed-out MessagingError). Every outcome, a suppressed message too, is kept in
 * outbound_messages; a deferred one throws JobDeferred for the runner.
 */
export async function sendOnce(
  deps: DeliveryDeps,
  message: OutgoingMessage,
  now: Date = new Date(),
): Promise<void> {
  const { messaging, config, database } = deps;
  const recipient = await loadRecipient(database.db, message.to);
  const plan = planSend(
    message,
    { ...recipient, whatsappAvailable: messaging.whatsappAvailable, templates: templateLookup(config) },
    now,
  );
  if (plan.action === 'defer') throw new JobDeferred(plan.until);
  const isCode = kindRule(message.purpose).category === 'code';
  if (plan.action === 'suppress') {
    deps.log.info({ purpose: message.purpose, reason: plan.reason }, 'message suppressed');
    await recordOutbound(
      database,
      message,
      { channel: message.channel ?? 'sms', status: 'suppressed' },
      isCode,
    );
    return;
  }
  const signal = AbortSignal.timeout(config.PROVIDER_TIMEOUT_MS);
  const abort = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () =>
      reject(new MessagingError('The messaging provider did not answer in time', true, true)),
    );
  });
  const buttons = plan.contentSid ? quickReplies(message) : undefined;
  const providerMessage: ProviderMessage = {
    to: message.to,
    channel: plan.channel,
    body: message.body,
    purpose: message.purpose,
    templateVariables: message.templateVariables,
    ...(plan.contentSid ? { contentSid: plan.contentSid } : {}),
    ...(buttons ? { buttons } : {}),
  };
  const result = await Promise.race([messaging.send(providerMessage, signal), abort]);
  deps.log.info(
    { purpose: message.purpose, channel: result.channel, providerMessageId: result.providerMessageId },
    'message sent',
  );
  await recordOutbound(
    database,
    message,
    {
      channel: result.channel,
      status: result.status ?? 'queued',
      providerMessageId: result.providerMessageId,
    },
    isCode,
  );
}

/** Keeps the message's fate; the text only where an SMS fallback may need it (never a one-time code). */
async function recordOutbound(
  database: Database,
  message: OutgoingMessage,
  sent: { channel: 'sms' | 'whatsapp'; status: string; providerMessageId?: string | null },
  isCode: boolean,
): Promise<void> {
  const keepBody = !isCode && sent.channel === 'whatsapp' && sent.status !== 'suppressed';
  await database.db
    .insert(outboundMessages)
    .values({
      providerMessageId: sent.providerMessageId ?? null,
      to: message.to,
      channel: sent.channel,
      purpose: message.purpose,
      ref: message.ref ?? null,
      status: sent.status,
      body: keepBody ? message.body : null,
      templateVariables:
        keepBody && message.templateVariables ? JSON.stringify(message.templateVariables) : null,
      fallbackOf: message.fallbackOf ?? null,
    })
    .onConflictDoNothing({ target: outboundMessages.providerMessageId });
}

/** One-time codes must not sit in the jobs table once sent: keep the routing, drop the text. */
export const scrubbed = () => ({
  payload: sql`${jobs.payload} - 'body' - 'templateVariables' || '{"body":"[sent]"}'::jsonb`,
});

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
    await sendOnce(deps, parsePayload(sendMessageKind, job.payload));
    await markJobDone(database, job.id, scrubbed());
    return { ok: true };
  } catch (err) {
    if (err instanceof JobDeferred) {
      await markJobDeferred(database, job.id, err.until);
      return { ok: false, timedOut: false, error: err.message };
    }
    const message = err instanceof Error ? err.message : String(err);
    const retryable =
      err instanceof JobPayloadError ? false : !(err instanceof MessagingError) || err.retryable;
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
