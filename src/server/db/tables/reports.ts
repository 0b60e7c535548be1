// Reports of abuse (issue 20): anyone signed in reports a user, a worker's listing, a review or a job; admins work
// the queue. The reporter is stored for the admins only and never leaves the admin API.

import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, ts } from './columns.js';

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the reporter deleted their account: the report stays for the admins. */
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'user' | 'worker' | 'review' | 'job' (src/shared/schemas/reports.ts) */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The person behind the subject (the worker, the review's author, the job's poster), found when reported. */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A code of REPORT_REASONS. */
    reason: text('reason').notNull(),
    details: text('details'),
    /** 'open' | 'resolved' */
    status: text('status').notNull().default('open'),
    /** 'dismiss' | 'hide_review' | 'hide_job' | 'suspend' | 'note' (src/shared/schemas/admin.ts) */
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_subject_idx').on(t.subjectType, t.subjectId),
    // One open report per reporter and subject: pressing Report twice files one report.
    uniqueIndex('reports_open_reporter_subject_uq')
      .on(t.reporterUserId, t.subjectType, t.subjectId)
      .where(sql`${t.status} = 'open'`),
  ],
);
