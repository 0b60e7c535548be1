// The one way features send SMS/WhatsApp: enqueue a durable 'message.send' job inside the caller's transaction.
// The messaging feature registers the handler that hands it to the configured provider, with retries.
import type { DbOrTx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/runner.js';

export const SEND_MESSAGE_JOB = 'message.send';

export interface OutgoingMessage {
  /** E.164 */
  to: string;
  channel: 'sms' | 'whatsapp';
  body: string;
  /** What it is for ('otp', 'hire_request', 'review_request'...), for logs without the body. */
  purpose: string;
  /** Values for a WhatsApp template where the provider needs one (one-time codes). */
  templateVariables?: Record<string, string>;
}

export async function enqueueMessage(
  db: DbOrTx,
  message: OutgoingMessage,
  dedupeKey?: string,
): Promise<void> {
  await enqueueJob(db, SEND_MESSAGE_JOB, { ...message }, dedupeKey ? { dedupeKey } : {});
}
