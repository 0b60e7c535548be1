// The two doors to send a message, and the only ones outside platform/messaging (docs/messaging.md, "Sending"):
// notifyUser for a person with an account (their phone and saved language are looked up here), notifyPhone for a
// number that may have none (a trusted contact, a review request to a past employer, a one-time code). Both queue
// the message inside the caller's transaction; STOP, preferences, quiet hours, the channel and the WhatsApp session
// are the delivery policy's (policy.ts), applied when it is sent.
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type LanguageCode, languageOf } from '../../../shared/i18n/languages.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type MessageKind, templateVariablesFor } from './kinds.js';
import type { NotificationText } from './notification-texts.js';
import { enqueueMessage } from './outbox.js';

/** What both doors take: the kind, its text in the recipient's language and when and how it may go. */
interface MessageRequest {
  kind: MessageKind;
  /** Queued once per key: a retried request or sweep never sends twice. */
  dedupeKey: string;
  /** The text in the recipient's language: a plain body, or a body and its WhatsApp template's named values. */
  text: (language: LanguageCode) => NotificationText | string;
  /** What it is about (a hire id): a reply may act only on what was sent to that number. */
  ref?: string;
  /** Not before this time (a reminder due later, a message that waits for the quiet hours to end). */
  runAt?: Date;
  /** The channel the caller names (a code asked for by SMS, the channel of an opt-in); else the person's choice. */
  channel?: 'sms' | 'whatsapp';
  /** How many attempts; a one-time code is worth one. */
  maxAttempts?: number;
}

export interface Notification extends MessageRequest {
  userId: string;
}

export interface PhoneMessage extends MessageRequest {
  /** E.164 */
  to: string;
  /** The language the caller chose (a code asked for on a page in that language); else the number's account's. */
  language?: LanguageCode;
  /** When the number has no account and no language was chosen (English unless given: the spec's texts). */
  fallbackLanguage?: LanguageCode;
}

async function queue(db: DbOrTx, to: string, language: LanguageCode, m: MessageRequest): Promise<void> {
  const written = m.text(language);
  const { body, values } = typeof written === 'string' ? { body: written, values: {} } : written;
  const templateVariables = templateVariablesFor(m.kind, values);
  await enqueueMessage(
    db,
    {
      to,
      body,
      purpose: m.kind,
      language,
      ...(m.channel ? { channel: m.channel } : {}),
      ...(templateVariables ? { templateVariables } : {}),
      ...(m.ref ? { ref: m.ref } : {}),
    },
    m.dedupeKey,
    { ...(m.runAt ? { sendAt: m.runAt } : {}), ...(m.maxAttempts ? { maxAttempts: m.maxAttempts } : {}) },
  );
}

/** Queues a message to a person with an account, in their language; answers false when the account is gone. */
export async function notifyUser(db: DbOrTx, n: Notification): Promise<boolean> {
  const [user] = await db
    .select({ phoneNumber: users.phoneNumber, language: users.language })
    .from(users)
    .where(eq(users.id, n.userId));
  if (!user) return false;
  await queue(db, user.phoneNumber, languageOf(user.language), n);
  return true;
}

/**
 * Queues a message to a phone number that need not be a person's account: in the language the caller chose, else
 * the account's with that number, else the fallback.
 */
export async function notifyPhone(db: DbOrTx, m: PhoneMessage): Promise<void> {
  let language = m.language;
  if (!language) {
    const [account] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.phoneNumber, m.to));
    language = account?.language ? languageOf(account.language) : (m.fallbackLanguage ?? DEFAULT_LANGUAGE);
  }
  await queue(db, m.to, language, m);
}
