// Where each person last searched for workers: the employer home page's recommendations start there (issue 18,
// decision 0212). One row per user, overwritten; it goes with the account.
import { date, doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { workers } from './workers.js';

export const lastSearches = pgTable('last_searches', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The searched point as sent (a suburb's centre or the searcher's own position). */
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  radiusKm: integer('radius_km').notNull(),
  skill: text('skill'),
  searchedAt: ts('searched_at').notNull(),
});

/**
 * A worker's number shown to an account in the Contact dialog (issue 31, decision 0287): one row per account, worker
 * and South African day, so the day's reveals are counted per distinct worker and the worker can be told how many
 * employers had her number shown. Goes with either account.
 */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewerUserId: uuid('viewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** The South African date of the reveal, YYYY-MM-DD. */
    saDay: date('sa_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('phone_reveals_viewer_worker_day_uq').on(t.viewerUserId, t.workerId, t.saDay),
    index('phone_reveals_viewer_day_idx').on(t.viewerUserId, t.saDay),
    index('phone_reveals_worker_idx').on(t.workerId, t.createdAt),
  ],
);
