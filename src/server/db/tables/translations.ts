// "Suggest a better translation" (issue 17): proposals for a language's reviewer, read in the admin console.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, ts } from './columns.js';

export const translationSuggestions = pgTable(
  'translation_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A code of src/shared/i18n/languages.ts. */
    language: text('language').notNull(),
    page: text('page').notNull().default(''),
    text: text('text').notNull().default(''),
    proposal: text('proposal').notNull(),
    /** Null for a signed-out visitor, or once the sender deleted their account: the proposal stays. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'open' | 'done' (src/shared/schemas/translation-suggestions.ts) */
    status: text('status').notNull().default('open'),
    doneByUserId: uuid('done_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: ts('done_at'),
    createdAt: createdAt(),
  },
  (t) => [index('translation_suggestions_status_idx').on(t.status, t.language, t.createdAt)],
);
