// Hire requests between employers and workers.
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { workers } from './workers.js';

export const hires = pgTable(
  'hires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerUserId: uuid('employer_user_id').references(() => users.id, { onDelete: 'set null' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** 'requested' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'completed' */
    status: text('status').notNull().default('requested'),
    /** Counted against the free quota (given back when declined or expired). */
    isFreeHire: boolean('is_free_hire').notNull(),
    month: text('month').notNull(),
    expiresAt: ts('expires_at').notNull(),
    respondedAt: ts('responded_at'),
    completedAt: ts('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('hires_employer_idx').on(t.employerUserId),
    index('hires_worker_idx').on(t.workerId, t.status),
  ],
);
