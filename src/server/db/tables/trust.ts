// Trust both ways (issue 20): workers' reviews of employers, blocks between two people, and the safety check-ins of
// a worker on a hire.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { hires } from './hires.js';
import { workers } from './workers.js';

/** The hired worker's review of the employer: one per hire, double-blind with the employer's (decision 0230). */
export const employerReviews = pgTable(
  'employer_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hireId: uuid('hire_id')
      .notNull()
      .unique()
      .references(() => hires.id, { onDelete: 'cascade' }),
    employerUserId: uuid('employer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    /** Null once the worker deleted her account. */
    reviewerUserId: uuid('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    review: text('review'),
    /** Shown and counted from this time on (domain/visibility.ts, decision 0230). */
    revealAt: ts('reveal_at').notNull(),
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('employer_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    index('employer_reviews_employer_idx').on(t.employerUserId, t.createdAt),
  ],
);

/** One person blocked another; the rule holds both ways (domain/blocks.ts, decision 0233). */
export const blocks = pgTable(
  'blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUserId, t.blockedUserId] }),
    index('blocks_blocked_idx').on(t.blockedUserId),
  ],
);

/** A worker's arrival at a hire's workplace and her expected end (features/safety, decision 0234). */
export const safetyCheckIns = pgTable(
  'safety_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hireId: uuid('hire_id')
      .notNull()
      .references(() => hires.id, { onDelete: 'cascade' }),
    workerUserId: uuid('worker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164; copied from the account at check-in, so a later change does not move an alert under way. */
    trustedContactPhone: text('trusted_contact_phone'),
    expectedEndAt: ts('expected_end_at').notNull(),
    checkedInAt: ts('checked_in_at').notNull().defaultNow(),
    checkedOutAt: ts('checked_out_at'),
    /** When she was asked whether she is safe. */
    promptedAt: ts('prompted_at'),
    /** When she answered that she is safe. */
    safeAt: ts('safe_at'),
    /** When the trusted contact and the admins were alerted. */
    alertedAt: ts('alerted_at'),
  },
  (t) => [
    // One open check-in per hire: checking in twice without checking out answers the open one.
    uniqueIndex('safety_check_ins_open_uq').on(t.hireId).where(sql`${t.checkedOutAt} is null`),
    index('safety_check_ins_worker_idx').on(t.workerUserId, t.checkedInAt),
  ],
);
