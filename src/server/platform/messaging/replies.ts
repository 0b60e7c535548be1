// The hook for features that act on a person's reply (accept a hire, STOP, a safety check-in's "are you safe?"):
// each registers a handler; an inbound message goes to them in priority order, and the first that answers owns it.
// A handler runs inside the webhook's transaction, so its writes, the audit entry and the answer commit together.
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { Tx } from '../../db/client.js';

export interface InboundReply {
  messageSid: string;
  /** E.164: the number the message came from. */
  from: string;
  channel: 'sms' | 'whatsapp';
  /** What the person sent: a tapped button's payload, else the text, trimmed and capped. */
  text: string;
  /** The first file sent with it (Twilio's MediaUrl0 and MediaContentType0), not yet fetched; null without one. */
  media: { url: string; contentType: string } | null;
  /** The account whose phone number this is; null for a number without one. */
  user: { id: string; firstName: string | null } | null;
  /** The sender's saved language (English for a number without an account). */
  language: LanguageCode;
  now: Date;
}

/** The dedupe key of our answer to an inbound message: one answer per message, whoever sends it. */
export const replyKey = (messageSid: string): string => `reply:${messageSid}`;

export interface ReplyAnswer {
  /**
   * Sent back on the channel the message came by, in the sender's language. Null: the handler queued a job that
   * answers her itself, keyed `replyKey` as this answer would be (a voice note's intake, decision 0386).
   */
  body: string | null;
  /**
   * An answer that must run outside the webhook's transaction (PGlite runs nothing beside an open one, and some
   * services manage their own): run after the commit, its text is sent instead of `body` (the fallback if it
   * throws). Whatever it changes it writes, with its audit entry, in a transaction of its own; the message is
   * already kept by then, so a retried webhook never runs it twice.
   */
  afterCommit?: () => Promise<string>;
  /** What the reply did, for the audit log (every action by reply is audited). */
  audit?: { action: string; subjectType: string; subjectId: string; details?: Record<string, unknown> };
}

export interface ReplyHandler {
  /** Kept with the inbound message ('hire', 'stop'...). */
  name: string;
  /** Lower runs first: a handler for a specific state (an open safety check-in) goes before the general ones. */
  priority: number;
  /** Answers null when the message is not for it. */
  handle(tx: Tx, reply: InboundReply): Promise<ReplyAnswer | null>;
}

export class ReplyRegistry {
  private handlers: ReplyHandler[] = [];

  register(handler: ReplyHandler): void {
    if (this.handlers.some((h) => h.name === handler.name)) {
      throw new Error(`reply handler '${handler.name}' is registered twice`);
    }
    this.handlers = [...this.handlers, handler].sort((a, b) => a.priority - b.priority);
  }

  async dispatch(tx: Tx, reply: InboundReply): Promise<{ handler: string; answer: ReplyAnswer } | null> {
    for (const handler of this.handlers) {
      const answer = await handler.handle(tx, reply);
      if (answer) return { handler: handler.name, answer };
    }
    return null;
  }
}
