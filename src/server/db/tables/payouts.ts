// The worker's payout account, her payouts (Paystack transfers) and the weekly runs (issue 34, decisions 0352-0355).
// The money itself moves in the ledger (domain/ledger); each transfer result is claimed once there too.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { cents, createdAt, ts } from './columns.js';
import { workers } from './workers.js';

export const payoutAccounts = pgTable('payout_accounts', {
  /** One account per person; her data, so it goes with her account. */
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').notNull(),
  /** AES-256-GCM, sealed with the key named inside it (lib/field-cipher.ts): never the number in clear. */
  accountNumberSealed: text('account_number_sealed').notNull(),
  /** The last four digits, which she and the admin see. */
  accountLast4: text('account_last4').notNull(),
  accountHolder: text('account_holder').notNull(),
  /** The provider's recipient (Paystack's RCP_...), made from the number when she saved it. */
  provider: text('provider').notNull(),
  recipientCode: text('recipient_code').notNull(),
  /** No payout leaves before this after a change (PAYOUT_ACCOUNT_HOLD_HOURS); null for her first account. */
  holdUntil: ts('hold_until'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const payoutRuns = pgTable('payout_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The Wednesday (South African date) of the run: one run a week, whatever the number of processes. */
  day: text('day').notNull().unique(),
  startedAt: ts('started_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
  payoutCount: integer('payout_count').notNull().default(0),
  totalCents: cents('total_cents').notNull().default(0),
});

export const payouts = pgTable(
  'payouts',
  {
    /** Also the transfer's reference with Paystack: a retried send can never pay twice. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once she deleted her account: the record stays for the law, detached. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whose ledger balance it was paid from (the ledger's worker accounts are per worker profile). */
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    runId: uuid('run_id').references(() => payoutRuns.id),
    /** 'request' | 'weekly' */
    origin: text('origin').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    provider: text('provider').notNull(),
    recipientCode: text('recipient_code').notNull(),
    accountLast4: text('account_last4').notNull(),
    /** 'pending' (not yet accepted) | 'in_flight' | 'paid' | 'failed' | 'reversed' */
    status: text('status').notNull().default('pending'),
    transferCode: text('transfer_code'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    failureReason: text('failure_reason'),
    sendAttempts: integer('send_attempts').notNull().default(0),
    requestedAt: createdAt(),
    sentAt: ts('sent_at'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('payouts_user_idx').on(t.userId, t.requestedAt),
    index('payouts_run_idx').on(t.runId),
    // One payout on its way per person at a time (decision 0354): the database refuses a second.
    uniqueIndex('payouts_one_open_uq').on(t.userId).where(sql`status in ('pending', 'in_flight')`),
    check('payouts_amount_positive', sql`amount_cents > 0`),
    check('payouts_status_known', sql`status in ('pending', 'in_flight', 'paid', 'failed', 'reversed')`),
  ],
);
