// What happens to a message someone sends us (Twilio's inbound webhook, already signature-checked): it is kept once
// per MessageSid (a retried webhook acts once), opens the number's WhatsApp session, is limited per number, goes to
// the reply handlers, and their answer goes back on the same channel. One transaction for all of it.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { languageOf } from '../../../shared/i18n/languages.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { auditLog, inboundMessages, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hitRateLimit } from '../rate-limit/index.js';
import { recordInbound } from './contacts.js';
import { enqueueMessage } from './outbox.js';
import { type InboundReply, type ReplyRegistry, replyKey } from './replies.js';

/** The most of a message we keep or look at: commands are a few words. */
const INBOUND_TEXT_MAX = 320;
const RATE_WINDOW_SECONDS = 600;

export interface InboundDeps {
  database: Database;
  replies: ReplyRegistry;
  config: Pick<Config, 'INBOUND_MESSAGES_PER_NUMBER_PER_10_MINUTES'>;
  log: FastifyBaseLogger;
}

export type InboundOutcome = 'handled' | 'duplicate' | 'rate-limited' | 'ignored';

/** Twilio's address ('whatsapp:+27...' or '+27...') as our E.164 number and the channel it names. */
function parseAddress(address: string): { phone: string; channel: 'sms' | 'whatsapp' } {
  const isWhatsapp = address.startsWith('whatsapp:');
  const phone = (isWhatsapp ? address.slice('whatsapp:'.length) : address).replace(/[^\d+]/g, '');
  return { phone, channel: isWhatsapp ? 'whatsapp' : 'sms' };
}

async function answerAfterCommit(
  deps: InboundDeps,
  to: { phone: string; channel: 'sms' | 'whatsapp'; messageSid: string },
  answer: { body: string; afterCommit: () => Promise<string> },
): Promise<void> {
  let body = answer.body;
  try {
    body = await answer.afterCommit();
  } catch (err) {
    deps.log.error({ err }, 'reply answer failed; sending the fallback');
  }
  await enqueueMessage(
    deps.database.db,
    { to: to.phone, channel: to.channel, body, purpose: 'reply' },
    replyKey(to.messageSid),
  );
}

/** What the inbound row keeps: the text, and for a file its type only (never its URL, which opens it). */
function keptBody(text: string, media: { contentType: string } | null): string {
  if (!media) return text;
  return [text, `[${media.contentType.replace(/[^\w/.+-]/g, '').slice(0, 60) || 'file'}]`]
    .filter(Boolean)
    .join(' ');
}

export async function receiveInbound(
  deps: InboundDeps,
  params: Record<string, string>,
  now: Date = new Date(),
): Promise<InboundOutcome> {
  const messageSid = params.MessageSid ?? params.SmsMessageSid ?? '';
  const { phone, channel } = parseAddress(params.From ?? '');
  if (!messageSid || !/^\+\d{6,15}$/.test(phone)) return 'ignored';
  const text = (params.ButtonPayload || params.Body || '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, INBOUND_TEXT_MAX);
  const media =
    Number(params.NumMedia ?? '0') > 0 && params.MediaUrl0
      ? { url: params.MediaUrl0, contentType: params.MediaContentType0 ?? '' }
      : null;
  let later: { body: string; afterCommit: () => Promise<string> } | null = null;
  try {
    const outcome = await deps.database.db.transaction(async (tx): Promise<InboundOutcome> => {
      const [kept] = await tx
        .insert(inboundMessages)
        .values({ messageSid, from: phone, channel, body: keptBody(text, media), createdAt: now })
        .onConflictDoNothing({ target: inboundMessages.messageSid })
        .returning({ id: inboundMessages.id });
      if (!kept) return 'duplicate';
      await hitRateLimit(tx, {
        key: `inbound:${phone}`,
        limit: deps.config.INBOUND_MESSAGES_PER_NUMBER_PER_10_MINUTES,
        windowSeconds: RATE_WINDOW_SECONDS,
        message: () => 'Too many messages from this number',
      });
      await recordInbound(tx, phone, channel, now);
      const [user] = await tx
        .select({ id: users.id, firstName: users.firstName, language: users.language })
        .from(users)
        .where(eq(users.phoneNumber, phone));
      const reply: InboundReply = {
        messageSid,
        from: phone,
        channel,
        text,
        media,
        user: user ? { id: user.id, firstName: user.firstName } : null,
        language: languageOf(user?.language),
        now,
      };
      const result = await deps.replies.dispatch(tx, reply);
      await tx
        .update(inboundMessages)
        .set({ handledAs: result?.handler ?? 'unknown', userId: user?.id ?? null })
        .where(eq(inboundMessages.id, kept.id));
      if (!result) return 'handled';
      const { audit, body, afterCommit } = result.answer;
      if (audit) {
        await tx.insert(auditLog).values({
          actorUserId: user?.id ?? null,
          action: audit.action,
          subjectType: audit.subjectType,
          subjectId: audit.subjectId,
          details: { ...audit.details, messageSid, channel, from: phone },
          createdAt: now,
        });
      }
      if (body === null) return 'handled';
      if (afterCommit) {
        later = { body, afterCommit };
        return 'handled';
      }
      // The answer speaks the language the handler chose (LANGUAGE changes it within the same reply).
      await enqueueMessage(tx, { to: phone, channel, body, purpose: 'reply' }, replyKey(messageSid));
      return 'handled';
    });
    if (later) await answerAfterCommit(deps, { phone, channel, messageSid }, later);
    return outcome;
  } catch (err) {
    // Over the per-number limit: nothing is kept or done; Twilio still gets its 200 so it does not retry.
    if (err instanceof HttpError && err.statusCode === 429) {
      deps.log.warn({ channel }, 'inbound message over the per-number limit');
      return 'rate-limited';
    }
    throw err;
  }
}
