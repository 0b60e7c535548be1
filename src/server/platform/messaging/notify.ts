// A notification to a person with an account: written in their saved language, queued for their chosen channel
// (the delivery policy applies STOP, their preferences, quiet hours and the WhatsApp session when it is sent).
import { eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { NotificationText } from '../../lib/notification-texts.js';
import { languageOf } from '../../lib/sms-templates.js';
import { type MessageKind, templateVariablesFor } from './kinds.js';
import { enqueueMessage } from './outbox.js';

export interface Notification {
  userId: string;
  kind: MessageKind;
  /** Queued once per key: a retried request or sweep never sends twice. */
  dedupeKey: string;
  text: (language: LanguageCode) => NotificationText;
  /** What it is about (a hire id). */
  ref?: string;
  /** Not before this time (a reminder due later). */
  runAt?: Date;
}

/** Queues the notification; answers false when the person has no account any more. */
export async function notifyUser(db: DbOrTx, n: Notification): Promise<boolean> {
  const [user] = await db
    .select({ phoneNumber: users.phoneNumber, language: users.language })
    .from(users)
    .where(eq(users.id, n.userId));
  if (!user) return false;
  const language = languageOf(user.language);
  const { body, values } = n.text(language);
  const templateVariables = templateVariablesFor(n.kind, values);
  await enqueueMessage(
    db,
    {
      to: user.phoneNumber,
      body,
      purpose: n.kind,
      language,
      ...(templateVariables ? { templateVariables } : {}),
      ...(n.ref ? { ref: n.ref } : {}),
    },
    n.dedupeKey,
    n.runAt ? { sendAt: n.runAt } : {},
  );
  return true;
}
