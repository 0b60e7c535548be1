// Accounts: users, their sessions, one-time codes and the rate-limit counters.
import { bigserial, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** E.164, '+27XXXXXXXXX'. */
  phoneNumber: text('phone_number').notNull().unique(),
  firstName: text('first_name'),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** Set when the employer confirmed this phone with a code on /phone-verification. */
  employerPhoneVerifiedAt: ts('employer_phone_verified_at'),
  companyName: text('company_name'),
  /** The person's language (issue 17: a code of src/shared/i18n/languages.ts); null until chosen or first sign-in. */
  language: text('language'),
  /** Set while an admin has suspended the account (src/server/domain/suspension.ts is the only writer). */
  suspendedAt: ts('suspended_at'),
  /** The admin's reason, for the console and the audit log; never shown to the suspended person. */
  suspensionReason: text('suspension_reason'),
  /**
   * Job alerts (issue 18): when the person opted in to hear of new jobs near them; null is off, the default (POPIA
   * s69: alerts are direct marketing and need an opt-in). The time is the record of that consent.
   */
  jobAlertsOptedInAt: ts('job_alerts_opted_in_at'),
  /** 'whatsapp' | 'sms': how job alerts reach the person. */
  jobAlertsChannel: text('job_alerts_channel').notNull().default('whatsapp'),
  /** E.164: the person a worker's safety check-in tells where she is (issue 20); null until she saves one. */
  trustedContactPhone: text('trusted_contact_phone'),
  /**
   * The calendar feed's token is derived from the user id and this number (issue 33, decision 0314): a new token
   * bumps it, which revokes the old one without storing any token.
   */
  calendarFeedVersion: integer('calendar_feed_version').notNull().default(1),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the random session id; the id itself lives only in the cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    /** 'login' | 'employer_phone' | 'worker_phone' | 'delete_account' */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  // One live code per phone and purpose: a new send replaces the old one.
  (t) => [uniqueIndex('otp_codes_phone_purpose_uq').on(t.phoneNumber, t.purpose)],
);

/** Sliding-window counters for rate limits that must hold across processes (OTP sends per phone, per IP...). */

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.createdAt)],
);

/** Durable background jobs, claimed with FOR UPDATE SKIP LOCKED so several app processes can share them. */
