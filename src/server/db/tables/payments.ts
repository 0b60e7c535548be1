// Money: promo codes, payments, employer subscriptions and the free-hire counters.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { cents, createdAt, ts } from './columns.js';
import { workers } from './workers.js';

export const promoCodes = pgTable('promo_codes', {
  /** Stored uppercased; lookups uppercase too, so codes are case-insensitive. */
  code: text('code').primaryKey(),
  trialDays: integer('trial_days').notNull(),
  description: text('description'),
  expiresAt: ts('expires_at'),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_redemptions_code_user_uq').on(t.code, t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ours, unique per attempt: also the idempotency key with the provider. */
    reference: text('reference').notNull().unique(),
    /** Null once the person deleted their account: the record stays for the law, detached. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    /** 'registration' | 'upgrade' | 'subscription' */
    paymentType: text('payment_type').notNull(),
    tierLevel: text('tier_level'),
    subscriptionType: text('subscription_type'),
    paymentMethod: text('payment_method'),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    provider: text('provider').notNull(),
    /**
     * What a newer checkout replaces: the pending checkouts of the same user, payment type and scope (null for the
     * one-off payments; the booking for a visit's pay, decision 0346).
     */
    scope: text('scope'),
    /** 'pending' | 'success' | 'failed' | 'voided' (a newer checkout of the same type replaced it) */
    status: text('status').notNull().default('pending'),
    /** When a newer checkout for the same user and payment type replaced this one; it can no longer grant. */
    voidedAt: ts('voided_at'),
    /** A voided checkout that was paid anyway is refunded: the gateway's refund status and when we asked. */
    refundStatus: text('refund_status'),
    refundedAt: ts('refunded_at'),
    providerStatus: text('provider_status'),
    paidAt: ts('paid_at'),
    /** Set in the same transaction that grants what was paid for: the exactly-once guard. */
    fulfilledAt: ts('fulfilled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionType: text('subscription_type').notNull(),
    startsAt: ts('starts_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    paymentReference: text('payment_reference').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.expiresAt)],
);

/** Free hires used per employer per calendar month (Africa/Johannesburg), changed only by atomic statements. */

export const employerMonthlyUsage = pgTable(
  'employer_monthly_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' in South African time. */
    month: text('month').notNull(),
    freeHiresUsed: integer('free_hires_used').notNull().default(0),
    totalHires: integer('total_hires').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * The lines of a charge for visits (issue 34): each visit's pay, a tip, a late-cancellation fee, the processing fee.
 * Written with the pending payment, read by its grant, so what the household saw is what the ledger posts.
 */
export const paymentItems = pgTable(
  'payment_items',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    line: smallint('line').notNull(),
    /** PAYMENT_ITEM_KINDS: 'visit_pay' | 'tip' | 'late_fee' | 'processing_fee' */
    kind: text('kind').notNull(),
    visitId: uuid('visit_id'),
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.line] }), index('payment_items_visit_idx').on(t.visitId)],
);

/**
 * A household's reusable card authorization from a successful charge (Paystack's data.authorization), charged again
 * with charge_authorization for a late-cancellation fee. One row per card (Paystack's signature).
 */
export const paymentAuthorizations = pgTable(
  'payment_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    authorizationCode: text('authorization_code').notNull(),
    /** Paystack's card fingerprint: the same card seen again replaces its row. */
    signature: text('signature').notNull(),
    /** The email the card was charged under: charge_authorization must send the same one. */
    email: text('email').notNull(),
    last4: text('last4'),
    cardType: text('card_type'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_authorizations_user_card_uq').on(t.userId, t.provider, t.signature)],
);
