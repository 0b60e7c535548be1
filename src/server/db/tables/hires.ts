// Hire requests between employers and workers. A booking (issue 33) is a hire with a schedule: the schedule's
// columns are null on a plain hire, and its visits live in tables/bookings.ts.
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { cents, createdAt, ts } from './columns.js';
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
    // The schedule of a booking (issue 33); all null on a plain hire.
    /** The first visit's date, South African. */
    firstDate: date('first_date', { mode: 'string' }),
    /** 'HH:MM', South African time, the same for every visit. */
    startTime: text('start_time'),
    visitMinutes: integer('visit_minutes'),
    hourlyRateCents: cents('hourly_rate_cents'),
    transportAllowanceCents: cents('transport_allowance_cents'),
    /** 'none' | 'weekly' | 'fortnightly' */
    repeat: text('repeat'),
    /** The last day a visit may fall on; null: open-ended, kept 8 weeks ahead by the daily job. */
    repeatUntil: date('repeat_until', { mode: 'string' }),
    /** Visits are generated up to and including this date (the daily job extends it). */
    visitsGeneratedUntil: date('visits_generated_until', { mode: 'string' }),
    /** The series was ended from this date on (POST /api/bookings/:id/cancel). */
    endedFrom: date('ended_from', { mode: 'string' }),
    notes: text('notes'),
    /**
     * The street address the visits happen at, when the household gave one with the booking (decision 0335);
     * without it the workplace is the job post's (domain/workplace.ts). Personal data: the household's own, shown
     * to the worker only once she accepted (domain/visibility.ts) and to her trusted contact at check-in.
     */
    workplaceAddress: text('workplace_address'),
  },
  (t) => [
    index('hires_employer_idx').on(t.employerUserId),
    index('hires_worker_idx').on(t.workerId, t.status),
  ],
);
