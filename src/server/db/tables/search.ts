// Where each person last searched for workers: the employer home page's recommendations start there (issue 18,
// decision 0212). One row per user, overwritten; it goes with the account.
import { doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { ts } from './columns.js';

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
