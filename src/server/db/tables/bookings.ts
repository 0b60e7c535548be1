// Bookings (issue 33): the visits of a booking (a hire with a schedule, tables/hires.ts) and the worker's own
// availability. No two slot-holding visits of one worker overlap: an exclusion constraint in the migration
// (visits_no_overlap, btree_gist), which drizzle-kit cannot declare (decision 0312).
import { boolean, date, index, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, ts } from './columns.js';
import { hires } from './hires.js';
import { workers } from './workers.js';

export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hireId: uuid('hire_id')
      .notNull()
      .references(() => hires.id, { onDelete: 'cascade' }),
    /** The hire's worker, copied so the exclusion constraint can compare it. */
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** South African date and 'HH:MM' times (no daylight saving: UTC+2 all year). */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** 'requested' | 'booked' | 'done' | 'cancelled' | 'skipped' | 'released' (VISIT_STATUSES) */
    status: text('status').notNull(),
    /** The hours paid (at least four) times the hourly rate. */
    payCents: cents('pay_cents').notNull(),
    cancelledAt: ts('cancelled_at'),
    /** 'employer' | 'worker' */
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /** What the household owes the worker for a late cancellation or skip (recorded, not yet charged). */
    feeCents: cents('fee_cents').notNull().default(0),
    doneAt: ts('done_at'),
    /** When the evening-before reminder was queued (decision 0325); null: not yet, or it could not go in time. */
    remindedAt: ts('reminded_at'),
    /** Her reply to the reminder: 'coming' | 'cannot_come' (decision 0326). */
    workerAnswer: text('worker_answer'),
    workerAnsweredAt: ts('worker_answered_at'),
    /**
     * A problem either party reported from the visit's start (decision 0340): it holds the visit back from being
     * done on its own (her check-out, the daily settle); the household's own mark still completes it. Disputes
     * with held money build on it.
     */
    problemReportedAt: ts('problem_reported_at'),
    /** 'employer' | 'worker' */
    problemReportedBy: text('problem_reported_by'),
    problemReason: text('problem_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('visits_hire_date_uq').on(t.hireId, t.date),
    index('visits_worker_starts_idx').on(t.workerId, t.startsAt),
  ],
);

/** The worker's weekly hours: day 1 (Monday) to 7 (Sunday), 'HH:MM' to 'HH:MM' South African time. */
export const workerWeeklySlots = pgTable(
  'worker_weekly_slots',
  {
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.day, t.startTime] })],
);

/** Days the worker is not available at all. */
export const workerBlockedDates = pgTable(
  'worker_blocked_dates',
  {
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.date] })],
);
