// The money ledger (issue 34, decision 0344): double entry, append-only. Accounts are the plan in
// domain/ledger/accounts.ts; every movement is one transaction whose entries sum to zero; balances are sums of
// entries, never stored. The triggers that refuse changing or deleting a posted row and refuse an unbalanced
// transaction at commit are raw SQL (domain/ledger/guards.sql, copied into the migration).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { cents, ts } from './columns.js';
import { workers } from './workers.js';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'paystack_clearing', or per worker 'worker_payable:<worker id>': stays when the worker is deleted. */
    code: text('code').notNull().unique(),
    /** A kind of the account plan (LEDGER_ACCOUNT_KINDS). */
    kind: text('kind').notNull(),
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    /** 'debit' (what we hold or spent) | 'credit' (what we owe or earned): the side a balance counts as positive. */
    normalSide: text('normal_side').notNull(),
    /** Her payable balance and held pay: refused at commit when a transaction would take it below zero. */
    nonNegative: boolean('non_negative').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_accounts_worker_idx').on(t.workerId)],
);

/** What a transaction is about, for statements and reconciliation. */
export interface LedgerRefs {
  paymentReference?: string;
  visitId?: string;
  bookingId?: string;
  workerId?: string;
  payoutId?: string;
  holdKey?: string;
  /** The refund (ledger_refunds) a refund posting belongs to. */
  refundId?: string;
  note?: string;
}

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The idempotency key: posting the same key again changes nothing ('charge:<reference>', 'release:...'). */
  eventKey: text('event_key').notNull().unique(),
  /** LEDGER_TRANSACTION_KINDS */
  kind: text('kind').notNull(),
  refs: jsonb('refs').$type<LedgerRefs>().notNull().default({}),
  /** The app's clock (fixed in tests), not the database's. */
  postedAt: ts('posted_at').notNull(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: a debit is positive, a credit negative, so a transaction's entries sum to zero. */
    amountCents: cents('amount_cents').notNull(),
    /** The visit the money is for (no foreign key: the ledger outlives a deleted booking). */
    visitId: uuid('visit_id'),
    postedAt: ts('posted_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.visitId),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_visit_idx').on(t.visitId),
    check('ledger_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** Every provider event (a charge, a refund, a transfer result) applied once, by the provider's own id. */
export const ledgerProviderEvents = pgTable(
  'ledger_provider_events',
  {
    provider: text('provider').notNull(),
    /** The provider's id for the event: the charge's reference, the refund's id, the transfer code. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    appliedAt: ts('applied_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Money kept back (a visit reported as a problem, a dispute): neither released nor paid out until let go. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    visitId: uuid('visit_id'),
    reason: text('reason').notNull(),
    placedBy: uuid('placed_by').references(() => users.id, { onDelete: 'set null' }),
    placedAt: ts('placed_at').notNull(),
    letGoAt: ts('let_go_at'),
  },
  (t) => [index('ledger_holds_visit_idx').on(t.visitId)],
);

/**
 * Each refund of a visit's pay asked of the gateway (decision 0385), so that Paystack's refund webhooks can be matched
 * to it and applied once: its state changes in the same database transaction as the ledger posting it causes.
 */
export const ledgerRefunds = pgTable(
  'ledger_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The visit the money was for (no foreign key, as the ledger's entries: it outlives a deleted booking). */
    visitId: uuid('visit_id').notNull(),
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    /** The charge refunded (a payment's reference): Paystack's webhooks name it as data.transaction_reference. */
    paymentReference: text('payment_reference').notNull(),
    provider: text('provider').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** REFUND_STATES (domain/ledger/refunds.ts). */
    status: text('status').notNull(),
    /** The gateway's id for the refund (Paystack's data.id in its answer to POST /refund). */
    providerRefundId: text('provider_refund_id'),
    /** The gateway's latest word on it ('pending', 'processed', 'needs-attention', ...). */
    providerStatus: text('provider_status'),
    /** The failed refund an admin asked again for: one retry per failure. */
    retryOf: uuid('retry_of').references((): AnyPgColumn => ledgerRefunds.id),
    retriedBy: uuid('retried_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: ts('requested_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('ledger_refunds_visit_idx').on(t.visitId),
    index('ledger_refunds_payment_idx').on(t.paymentReference, t.amountCents),
    index('ledger_refunds_status_idx').on(t.status, t.requestedAt),
    uniqueIndex('ledger_refunds_provider_id_uq').on(t.provider, t.providerRefundId),
    uniqueIndex('ledger_refunds_retry_uq').on(t.retryOf),
    check('ledger_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'ledger_refunds_status_known',
      sql`${t.status} in ('asking', 'refused', 'pending', 'needs_attention', 'processed', 'failed')`,
    ),
  ],
);
