// What messaging keeps about a person, for their data export (POPIA s23) and their account deletion.
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inboundMessages, messageContacts, outboundMessages } from '../../db/schema.js';
import { getContact } from './contacts.js';
import { getPreferences } from './preferences.js';

export async function exportMessagingData(db: DbOrTx, userId: string, phone: string) {
  const [preferences, contact, received, sent] = await Promise.all([
    getPreferences(db, userId),
    getContact(db, phone),
    db
      .select({
        body: inboundMessages.body,
        channel: inboundMessages.channel,
        createdAt: inboundMessages.createdAt,
      })
      .from(inboundMessages)
      .where(eq(inboundMessages.from, phone)),
    db
      .select({
        purpose: outboundMessages.purpose,
        channel: outboundMessages.channel,
        status: outboundMessages.status,
        createdAt: outboundMessages.createdAt,
      })
      .from(outboundMessages)
      .where(eq(outboundMessages.to, phone)),
  ]);
  return {
    preferences,
    lastMessageFromYouAt: contact.lastInboundAt,
    alertsStoppedAt: contact.optedOutAt,
    messagesFromYou: received,
    messagesToYou: sent,
  };
}

/**
 * Forgets the number's messages and session. A STOP stays on record (number and date only): the opt-out must still
 * hold if the number signs up again (POPIA s69).
 */
export async function forgetNumber(db: DbOrTx, phone: string): Promise<void> {
  await db.delete(inboundMessages).where(eq(inboundMessages.from, phone));
  await db.delete(outboundMessages).where(eq(outboundMessages.to, phone));
  await db
    .delete(messageContacts)
    .where(and(eq(messageContacts.phoneNumber, phone), isNull(messageContacts.optedOutAt)));
  await db
    .update(messageContacts)
    .set({ lastInboundAt: null, lastInboundChannel: null })
    .where(eq(messageContacts.phoneNumber, phone));
}

/** How long the text of what people sent us is kept (the trail of replies; their actions are in the audit log). */
const INBOUND_RETENTION_DAYS = 90;
/** A WhatsApp message not reported delivered or failed within this long will not be: its text goes. */
const FALLBACK_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily clean-up: old replies forgotten, texts kept for an SMS fallback dropped once it can no longer come. */
export async function purgeOldMessages(db: DbOrTx, now: Date): Promise<{ inbound: number; texts: number }> {
  const inbound = await db
    .delete(inboundMessages)
    .where(lt(inboundMessages.createdAt, new Date(now.getTime() - INBOUND_RETENTION_DAYS * DAY_MS)))
    .returning({ id: inboundMessages.id });
  const texts = await db
    .update(outboundMessages)
    .set({ body: null, templateVariables: null })
    .where(
      and(
        isNotNull(outboundMessages.body),
        lt(outboundMessages.createdAt, new Date(now.getTime() - FALLBACK_WINDOW_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: outboundMessages.id });
  return { inbound: inbound.length, texts: texts.length };
}
