// How and whether a queued message goes out, decided at the moment of sending (preferences, STOP and sessions may
// have changed since it was queued): STOP and switched-off preferences suppress it, quiet hours hold alerts until
// morning, and WhatsApp goes as an approved template, or free-form inside the 24-hour session, or else by SMS.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  languageOf,
} from '../../../shared/i18n/languages.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type ContactState, getContact, inWhatsappSession } from './contacts.js';
import { kindRule, type MessageKind } from './kinds.js';
import type { OutgoingMessage } from './outbox.js';
import { DEFAULT_PREFERENCES, getPreferences, type NotificationPreferences } from './preferences.js';
import { isQuietTime, nextSendTime } from './quiet-hours.js';
import type { TemplateLookup } from './templates.js';

export type SendPlan =
  | { action: 'suppress'; reason: 'opted_out' | 'preference_off' }
  | { action: 'defer'; until: Date }
  | { action: 'send'; channel: 'sms' | 'whatsapp'; contentSid?: string };

export interface PlanFacts {
  contact: ContactState;
  preferences: NotificationPreferences;
  /** A WhatsApp sender exists (the dev provider always has one). */
  whatsappAvailable: boolean;
  templates: TemplateLookup;
}

export function messageLanguage(message: Pick<OutgoingMessage, 'language'>): LanguageCode {
  return isLanguageCode(message.language) ? message.language : DEFAULT_LANGUAGE;
}

export function planSend(message: OutgoingMessage, facts: PlanFacts, now: Date): SendPlan {
  const rule = kindRule(message.purpose);
  const { contact, preferences } = facts;
  if (rule.category === 'alert' && contact.optedOutAt) return { action: 'suppress', reason: 'opted_out' };
  if (rule.preference && !preferences[rule.preference])
    return { action: 'suppress', reason: 'preference_off' };
  if (rule.quiet && isQuietTime(now, preferences.quietHours)) {
    return { action: 'defer', until: nextSendTime(now, preferences.quietHours) };
  }
  const wanted = message.channel ?? preferences.channel;
  if (wanted === 'sms' || !facts.whatsappAvailable) return { action: 'send', channel: 'sms' };
  const contentSid = message.templateVariables
    ? facts.templates(message.purpose, messageLanguage(message))
    : undefined;
  // An approved template may start a conversation; free-form WhatsApp only answers one within 24 hours.
  if (contentSid) return { action: 'send', channel: 'whatsapp', contentSid };
  if (inWhatsappSession(contact, now)) return { action: 'send', channel: 'whatsapp' };
  return { action: 'send', channel: 'sms' };
}

/** The facts about the recipient: their number's session and opt-out, and their account's preferences. */
export async function loadRecipient(
  db: DbOrTx,
  to: string,
): Promise<Pick<PlanFacts, 'contact' | 'preferences'>> {
  const contact = await getContact(db, to);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, to));
  const preferences = user ? await getPreferences(db, user.id) : { ...DEFAULT_PREFERENCES };
  return { contact, preferences };
}

/**
 * The channel a message of `kind` to this account would go by now, by the same plan as the send (preference,
 * WhatsApp sender, template or session): what a page tells the sender beforehand ("by WhatsApp"). A message the
 * plan would hold or suppress is named by the person's chosen channel.
 */
export async function expectedChannel(
  db: DbOrTx,
  recipient: { phoneNumber: string; language: string | null },
  kind: MessageKind,
  facts: Pick<PlanFacts, 'whatsappAvailable' | 'templates'>,
  now: Date = new Date(),
): Promise<'sms' | 'whatsapp'> {
  const loaded = await loadRecipient(db, recipient.phoneNumber);
  const rule = kindRule(kind);
  const message: OutgoingMessage = {
    to: recipient.phoneNumber,
    body: '',
    purpose: kind,
    language: languageOf(recipient.language),
    ...(rule.variables ? { templateVariables: {} } : {}),
  };
  const plan = planSend(message, { ...loaded, ...facts }, now);
  if (plan.action === 'send') return plan.channel;
  return loaded.preferences.channel === 'whatsapp' && facts.whatsappAvailable ? 'whatsapp' : 'sms';
}
