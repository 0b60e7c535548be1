// Per phone number: the WhatsApp session (Twilio and Meta allow free-form WhatsApp only within 24 hours of the
// person's last message) and the STOP opt-out (POPIA s69), whether or not the number has an account.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { messageContacts } from '../../db/schema.js';

const WHATSAPP_SESSION_MS = 24 * 60 * 60 * 1000;

export interface ContactState {
  lastInboundAt: Date | null;
  optedOutAt: Date | null;
}

export async function getContact(db: DbOrTx, phoneNumber: string): Promise<ContactState> {
  const [row] = await db
    .select({ lastInboundAt: messageContacts.lastInboundAt, optedOutAt: messageContacts.optedOutAt })
    .from(messageContacts)
    .where(eq(messageContacts.phoneNumber, phoneNumber));
  return row ?? { lastInboundAt: null, optedOutAt: null };
}

export function inWhatsappSession(contact: ContactState, now: Date): boolean {
  return (
    contact.lastInboundAt !== null && now.getTime() - contact.lastInboundAt.getTime() < WHATSAPP_SESSION_MS
  );
}

/** A message from the number opens (WhatsApp) or refreshes its session. */
export async function recordInbound(
  db: DbOrTx,
  phoneNumber: string,
  channel: 'sms' | 'whatsapp',
  now: Date,
): Promise<void> {
  // Only a WhatsApp message opens a WhatsApp session; an SMS says nothing about it.
  const session = channel === 'whatsapp' ? { lastInboundAt: now, lastInboundChannel: channel } : {};
  await db
    .insert(messageContacts)
    .values({ phoneNumber, lastInboundChannel: channel, ...session, updatedAt: now })
    .onConflictDoUpdate({
      target: messageContacts.phoneNumber,
      set: { lastInboundChannel: channel, ...session, updatedAt: now },
    });
}

/** STOP (optedOut true) and START (false). Answers when the opt-out in force began (null: none). */
export async function setOptedOut(
  db: DbOrTx,
  phoneNumber: string,
  optedOut: boolean,
  now: Date,
): Promise<Date | null> {
  const value = optedOut ? now : null;
  const [row] = await db
    .insert(messageContacts)
    .values({ phoneNumber, optedOutAt: value, updatedAt: now })
    .onConflictDoUpdate({
      target: messageContacts.phoneNumber,
      set: {
        optedOutAt: optedOut
          ? sql`coalesce(${messageContacts.optedOutAt}, ${now.toISOString()}::timestamptz)`
          : null,
        updatedAt: now,
      },
    })
    .returning({ optedOutAt: messageContacts.optedOutAt });
  return row?.optedOutAt ?? null;
}
