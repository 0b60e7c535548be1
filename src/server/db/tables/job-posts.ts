// Job posts (issue 18): an employer's job, the workers' applications to it, and the job alerts sent for it. Not the
// `jobs` table, which is the background job queue. Pay is in cents; hours in hundredths, so columns stay integers.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CATEGORIES } from '../../../shared/constants.js';
import { users } from './accounts.js';
import { cents, createdAt, ts } from './columns.js';
import { hires } from './hires.js';
import { workers } from './workers.js';

export const jobPosts = pgTable(
  'job_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerUserId: uuid('employer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    skills: text('skills').array().notNull(),
    // Private: the exact place, for the employer and a worker whose hire for the job was accepted.
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // Public: the general area and the position snapped to the ~1 km grid, the only one distances use.
    suburb: text('suburb').notNull(),
    city: text('city').notNull(),
    approxLatitude: doublePrecision('approx_latitude').notNull(),
    approxLongitude: doublePrecision('approx_longitude').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** 'once' | 'weekly' | 'monthly' */
    schedule: text('schedule').notNull(),
    daysPerWeek: integer('days_per_week'),
    hoursPerDayHundredths: integer('hours_per_day_hundredths').notNull(),
    /** 'hourly' | 'daily' */
    payType: text('pay_type').notNull(),
    payRateCents: cents('pay_rate_cents').notNull(),
    requiresPoliceClearance: boolean('requires_police_clearance').notNull(),
    places: integer('places').notNull().default(1),
    /** How far from the job workers see it and hear of it. */
    radiusKm: integer('radius_km').notNull(),
    /** 'open' | 'filled' | 'closed' | 'expired' */
    status: text('status').notNull().default('open'),
    expiresAt: ts('expires_at').notNull(),
    /** Set while the job is hidden from everyone but its employer (a suspended employer, a reported job). */
    hiddenAt: ts('hidden_at'),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('job_posts_status_ck', sql`${t.status} in ('open','filled','closed','expired')`),
    // Jobs Near Me walks this index outward from the worker (KNN), reading open jobs only (decision 0204)...
    index('job_posts_open_earth_gist')
      .using('gist', sql`ll_to_earth(${t.approxLatitude}, ${t.approxLongitude})`)
      .where(sql`${t.status} = 'open' AND ${t.hiddenAt} IS NULL`),
    // ...or, with a skill filter, the one of that skill: it reads only matching jobs. The query inlines the skill
    // in exactly this form (features/job-posts/nearby.ts), so the planner can prove the predicate.
    ...CATEGORIES.map((skill) =>
      index(`job_posts_open_earth_gist_${skill.toLowerCase().replace(/[^a-z]+/g, '_')}`)
        .using('gist', sql`ll_to_earth(${t.approxLatitude}, ${t.approxLongitude})`)
        .where(
          sql`${t.status} = 'open' AND ${t.hiddenAt} IS NULL AND ${t.skills} @> ${sql.raw(`ARRAY['${skill}']::text[]`)}`,
        ),
    ),
    index('job_posts_employer_idx').on(t.employerUserId, t.status),
    index('job_posts_due_idx').on(t.status, t.expiresAt),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPostId: uuid('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    message: text('message'),
    /** 'applied' | 'hired' */
    status: text('status').notNull().default('applied'),
    /** The hire the employer made from this application (its latest). */
    hireId: uuid('hire_id').references(() => hires.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_applications_job_worker_uq').on(t.jobPostId, t.workerId),
    index('job_applications_worker_idx').on(t.workerId),
  ],
);

/** One row per job and alerted person: a retried alert run never alerts (or counts) anyone twice. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    jobPostId: uuid('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the message may go out: after the quiet hours, after Premium workers' head start. */
    sendAt: ts('send_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobPostId, t.userId] }), index('job_alerts_user_idx').on(t.userId)],
);

/** Alerts per person per South African day, counted by one guarded upsert (the free-hire counter's way). */
export const jobAlertDays = pgTable(
  'job_alert_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD' in South Africa, of the alert's send time. */
    day: text('day').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
