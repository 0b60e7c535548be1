// Reviews, references, review requests and saved workers.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { hires } from './hires.js';
import { workers } from './workers.js';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** Null for a review through a request link, or once the reviewer deleted their account (anonymised). */
    reviewerUserId: uuid('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    hireId: uuid('hire_id')
      .unique()
      .references(() => hires.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    review: text('review'),
    jobType: text('job_type'),
    /** 'hire' | 'review_request' */
    source: text('source').notNull(),
    /**
     * A hire's review is shown and counted from this time on (double-blind with the worker's review of the employer,
     * decision 0230); null for a review through a request link, shown at once.
     */
    revealAt: ts('reveal_at'),
    /** Hidden by an admin: off the profile and out of the rating; its author still sees it, with the reason. */
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: uuid('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    index('reviews_worker_idx').on(t.workerId, t.createdAt),
  ],
);

export const workerReferences = pgTable(
  'worker_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    referenceName: text('reference_name').notNull(),
    referenceType: text('reference_type').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    testimonial: text('testimonial'),
    createdAt: createdAt(),
  },
  (t) => [index('worker_references_worker_idx').on(t.workerId)],
);

export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    recipientPhone: text('recipient_phone').notNull(),
    recipientName: text('recipient_name'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** The review the link brought: its reference loses the verified mark if this phone turns out to be hers. */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('review_requests_worker_idx').on(t.workerId, t.createdAt)],
);

export const savedWorkers = pgTable(
  'saved_workers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workerId] })],
);
