// Queues a message as a durable 'message.send' job inside the caller's transaction. Only this folder calls it:
// features go through the two doors of notify.ts. The job's payload is the outgoing message, its shape written
// once here (outgoingMessageSchema): checked when queued, and parsed by delivery.ts when it is sent; the rules of
// when and how (STOP, quiet hours, channel, the WhatsApp session) are applied at delivery (policy.ts).
import * as z from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/i18n/languages.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueJob, jobKind } from '../../jobs/define.js';

export const SEND_MESSAGE_JOB = 'message.send';

export const outgoingMessageSchema = z.object({
  /** E.164 */
  to: z.string().min(1),
  /** Absent: the recipient's chosen channel (notification preferences), WhatsApp unless they chose SMS. */
  channel: z.enum(['sms', 'whatsapp']).optional(),
  body: z.string(),
  /** The message kind (kinds.ts: 'otp_login', 'hire_request'...), for the rules and for logs without the body. */
  purpose: z.string().min(1),
  /** Values for the kind's WhatsApp template, {"1": ..., "2": ...} (kinds.ts templateVariablesFor). */
  templateVariables: z.record(z.string(), z.string()).optional(),
  /** The language the body is written in, so a WhatsApp template in the same language is chosen. */
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]).optional(),
  /** What the message is about (a hire id): a reply may act only on what was sent to that number. */
  ref: z.string().optional(),
  /** Set on the SMS that replaces a failed WhatsApp message: that message's outbound_messages id. */
  fallbackOf: z.number().int().optional(),
});

export type OutgoingMessage = z.infer<typeof outgoingMessageSchema>;

export const sendMessageKind = jobKind(SEND_MESSAGE_JOB, outgoingMessageSchema);

export interface EnqueueMessageOptions {
  /** Not before this time: a message that may wait for the end of the quiet hours (quiet-hours.ts). */
  sendAt?: Date;
  maxAttempts?: number;
}

export async function enqueueMessage(
  db: DbOrTx,
  message: OutgoingMessage,
  dedupeKey?: string,
  options: EnqueueMessageOptions = {},
): Promise<void> {
  await enqueueJob(db, sendMessageKind, message, {
    ...(dedupeKey ? { dedupeKey } : {}),
    ...(options.sendAt ? { runAt: options.sendAt } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  });
}
