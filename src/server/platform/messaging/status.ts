// Twilio's delivery status callbacks: the status is kept on the message, and a WhatsApp message that failed or was
// undelivered (no WhatsApp on the number, an expired session, a blocked sender) is sent again by SMS, once.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboundMessages } from '../../db/schema.js';
import { enqueueMessage } from './outbox.js';

/** Twilio's statuses in the order a message moves through them; a late callback never moves one back. */
const PROGRESS = ['accepted', 'scheduled', 'queued', 'sending', 'sent', 'delivered', 'read'];
const FAILED = new Set(['failed', 'undelivered', 'canceled']);

function isLater(current: string, next: string): boolean {
  if (FAILED.has(current)) return false;
  if (FAILED.has(next)) return true;
  return PROGRESS.indexOf(next) > PROGRESS.indexOf(current);
}

export type StatusOutcome = 'unknown-message' | 'kept' | 'fell-back';

export async function receiveStatus(
  database: Database,
  params: Record<string, string>,
  now: Date = new Date(),
): Promise<StatusOutcome> {
  const sid = params.MessageSid ?? params.SmsSid ?? '';
  const status = (params.MessageStatus ?? params.SmsStatus ?? '').toLowerCase();
  if (!sid || !status) return 'unknown-message';
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.providerMessageId, sid))
      .for('update');
    if (!row) return 'unknown-message';
    if (isLater(row.status, status)) {
      const finished = status === 'delivered' || status === 'read';
      await tx
        .update(outboundMessages)
        .set({
          status,
          errorCode: params.ErrorCode || row.errorCode,
          updatedAt: now,
          // Delivered: the text is no longer needed for a fallback.
          ...(finished ? { body: null, templateVariables: null } : {}),
        })
        .where(eq(outboundMessages.id, row.id));
    }
    if (row.channel !== 'whatsapp' || !FAILED.has(status) || !row.body) return 'kept';
    // The guard makes the fallback happen once, however many failure callbacks arrive.
    const [claimed] = await tx
      .update(outboundMessages)
      .set({ fellBackAt: now, body: null, templateVariables: null })
      .where(and(eq(outboundMessages.id, row.id), isNull(outboundMessages.fellBackAt)))
      .returning({ id: outboundMessages.id });
    if (!claimed) return 'kept';
    await enqueueMessage(
      tx,
      {
        to: row.to,
        channel: 'sms',
        body: row.body,
        purpose: row.purpose,
        ...(row.ref ? { ref: row.ref } : {}),
        fallbackOf: row.id,
      },
      `sms_fallback:${row.id}`,
    );
    return 'fell-back';
  });
}
