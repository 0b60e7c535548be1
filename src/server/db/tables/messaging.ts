// Two-way messaging (issue 19): what we sent and what became of it, what people sent us, each number's WhatsApp
// session and opt-out, and each person's notification preferences.
import { bigint, bigserial, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, ts } from './columns.js';

/**
 * Per phone number, whether or not it has an account: when it last wrote to us (WhatsApp's 24-hour session) and
 * whether it replied STOP (POPIA s69: no alerts or marketing until START).
 */
export const messageContacts = pgTable('message_contacts', {
  /** E.164 */
  phoneNumber: text('phone_number').primaryKey(),
  lastInboundAt: ts('last_inbound_at'),
  /** 'sms' | 'whatsapp': the channel of the last message the number sent us. */
  lastInboundChannel: text('last_inbound_channel'),
  optedOutAt: ts('opted_out_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Every message handed to the provider (or held back by a rule), with the delivery status Twilio reports. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Twilio's SM.../MM... sid, or 'dev-N'; null when the message was never handed over (suppressed). */
    providerMessageId: text('provider_message_id').unique(),
    to: text('to').notNull(),
    /** 'sms' | 'whatsapp': the channel used. */
    channel: text('channel').notNull(),
    /** The message kind (platform/messaging/kinds.ts). */
    purpose: text('purpose').notNull(),
    /** What the message is about (a hire id): a reply may act only on what was sent to that number. */
    ref: text('ref'),
    /** queued, sent, delivered, read, failed, undelivered (Twilio's words), or suppressed (a rule held it back). */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    /** Kept only while an SMS fallback may still need it; never for one-time codes. */
    body: text('body'),
    templateVariables: text('template_variables'),
    /** The WhatsApp message this SMS replaced after it failed. */
    fallbackOf: bigint('fallback_of', { mode: 'number' }),
    fellBackAt: ts('fell_back_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbound_messages_to_idx').on(t.to, t.createdAt),
    index('outbound_messages_ref_idx').on(t.ref),
  ],
);

/** Messages people sent us: the MessageSid makes a webhook act once, the rest is the trail of replies. */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageSid: text('message_sid').notNull().unique(),
    /** E.164, without Twilio's 'whatsapp:' prefix. */
    from: text('from').notNull(),
    channel: text('channel').notNull(),
    /** The text (capped), or the tapped button's payload. */
    body: text('body').notNull(),
    /** The handler that answered it ('hire', 'stop', 'help'...), or 'unknown'. */
    handledAs: text('handled_as'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('inbound_messages_from_idx').on(t.from, t.createdAt)],
);

/**
 * How and when a person wants to hear from us; no row means the defaults (platform/messaging/preferences.ts). The
 * job-alert opt-in is users.job_alerts_opted_in_at, the one record of that consent.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'whatsapp' | 'sms' */
  channel: text('channel').notNull(),
  hireReminders: boolean('hire_reminders').notNull(),
  reviewReceived: boolean('review_received').notNull(),
  expiryReminders: boolean('expiry_reminders').notNull(),
  /** 'HH:MM', South African time (platform/messaging/quiet-hours.ts); equal ends mean no quiet hours. */
  quietStart: text('quiet_start').notNull(),
  quietEnd: text('quiet_end').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
