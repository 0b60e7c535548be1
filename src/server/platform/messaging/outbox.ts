// The one way features send SMS/WhatsApp: enqueue a durable 'message.send' job inside the caller's transaction.
// The messaging feature registers the handler that hands it to the configured provider, with retries; the rules of
// when and how (STOP, quiet hours, channel, the WhatsApp session) are applied at delivery (policy.ts).
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/runner.js';

export const SEND_MESSAGE_JOB = 'message.send';

export interface OutgoingMessage {
  /** E.164 */
  to: string;
  /** Absent: the recipient's chosen channel (notification preferences), WhatsApp unless they chose SMS. */
  channel?: 'sms' | 'whatsapp';
  body: string;
  /** The message kind (kinds.ts: 'otp_login', 'hire_request'...), for the rules and for logs without the body. */
  purpose: string;
  /** Values for the kind's WhatsApp template, {"1": ..., "2": ...} (kinds.ts templateVariablesFor). */
  templateVariables?: Record<string, string>;
  /** The language the body is written in, so a WhatsApp template in the same language is chosen. */
  language?: LanguageCode;
  /** What the message is about (a hire id): a reply may act only on what was sent to that number. */
  ref?: string;
  /** Set on the SMS that replaces a failed WhatsApp message: that message's outbound_messages id. */
  fallbackOf?: number;
}

export interface EnqueueMessageOptions {
  /** Not before this time: a message that may wait for the end of the quiet hours (quiet-hours.ts). */
  sendAt?: Date;
}

export async function enqueueMessage(
  db: DbOrTx,
  message: OutgoingMessage,
  dedupeKey?: string,
  options: EnqueueMessageOptions = {},
): Promise<void> {
  await enqueueJob(
    db,
    SEND_MESSAGE_JOB,
    { ...message },
    { ...(dedupeKey ? { dedupeKey } : {}), ...(options.sendAt ? { runAt: options.sendAt } : {}) },
  );
}
