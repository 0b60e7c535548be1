// The developer phone's data: what the dev provider "sent" (dev_outbox) and what each number sent back
// (inbound_messages), as conversations; and a reply signed with the local webhook token, as Twilio would sign it.
import { desc, eq, inArray, max } from 'drizzle-orm';
import type { DevChat, DevChatMessage, DevConversation } from '../../../shared/schemas/dev-phone.js';
import type { DbOrTx } from '../../db/client.js';
import { devOutbox, inboundMessages, users, workers } from '../../db/schema.js';
import { twilioSignature } from '../../platform/messaging/index.js';

const CONVERSATIONS_MAX = 100;
const CHAT_MAX = 200;

async function namesOf(db: DbOrTx, phones: string[]): Promise<Map<string, string>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({ phone: users.phoneNumber, firstName: users.firstName, fullName: workers.fullName })
    .from(users)
    .leftJoin(workers, eq(workers.userId, users.id))
    .where(inArray(users.phoneNumber, phones));
  return new Map(
    rows.flatMap((r) => (r.fullName || r.firstName ? [[r.phone, (r.fullName || r.firstName)!]] : [])),
  );
}

export async function listConversations(db: DbOrTx): Promise<DevConversation[]> {
  const out = await db
    .select({ phone: devOutbox.to, at: max(devOutbox.createdAt) })
    .from(devOutbox)
    .groupBy(devOutbox.to)
    .orderBy(desc(max(devOutbox.createdAt)))
    .limit(CONVERSATIONS_MAX);
  const latest = new Map(out.flatMap((r) => (r.at ? [[r.phone, r.at]] : [])));
  const phones = [...latest.keys()];
  const names = await namesOf(db, phones);
  const conversations = await Promise.all(
    phones.map(async (phone) => {
      const [last] = await db
        .select({ body: devOutbox.body })
        .from(devOutbox)
        .where(eq(devOutbox.to, phone))
        .orderBy(desc(devOutbox.id))
        .limit(1);
      return {
        phoneNumber: phone,
        name: names.get(phone) ?? null,
        lastAt: latest.get(phone)!.toISOString(),
        lastText: last?.body ?? '',
      };
    }),
  );
  return conversations;
}

export async function readChat(db: DbOrTx, phone: string): Promise<DevChat> {
  const sent = await db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, phone))
    .orderBy(desc(devOutbox.id))
    .limit(CHAT_MAX);
  const received = await db
    .select()
    .from(inboundMessages)
    .where(eq(inboundMessages.from, phone))
    .orderBy(desc(inboundMessages.id))
    .limit(CHAT_MAX);
  const messages: DevChatMessage[] = [
    ...sent.map((m) => ({
      id: `out-${m.id}`,
      direction: 'out' as const,
      channel: m.channel === 'sms' ? ('sms' as const) : ('whatsapp' as const),
      body: m.body,
      buttons: m.buttons ?? [],
      createdAt: m.createdAt.toISOString(),
    })),
    ...received.map((m) => ({
      id: `in-${m.id}`,
      direction: 'in' as const,
      channel: m.channel === 'sms' ? ('sms' as const) : ('whatsapp' as const),
      body: m.body,
      buttons: [],
      createdAt: m.createdAt.toISOString(),
    })),
  ]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .slice(-CHAT_MAX);
  const names = await namesOf(db, [phone]);
  return { phoneNumber: phone, name: names.get(phone) ?? null, messages };
}

/** The form and headers Twilio would send for this phone's message, signed for `url` with `token`. */
export function signedInbound(
  input: {
    phone: string;
    body: string;
    channel: 'sms' | 'whatsapp';
    buttonPayload?: string | undefined;
    /** A voice note the developer phone keeps, at the URL the dev messaging provider reads it from. */
    media?: { url: string; contentType: string } | undefined;
  },
  messageSid: string,
  url: string,
  token: string,
): { payload: string; headers: Record<string, string> } {
  const address = (n: string) => (input.channel === 'whatsapp' ? `whatsapp:${n}` : n);
  const params: Record<string, string> = {
    MessageSid: messageSid,
    SmsMessageSid: messageSid,
    From: address(input.phone),
    To: address('+27000000000'),
    Body: input.body,
    NumMedia: input.media ? '1' : '0',
    ...(input.media ? { MediaUrl0: input.media.url, MediaContentType0: input.media.contentType } : {}),
    ...(input.buttonPayload ? { ButtonPayload: input.buttonPayload, ButtonText: input.body } : {}),
  };
  return {
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, url, params),
    },
  };
}
