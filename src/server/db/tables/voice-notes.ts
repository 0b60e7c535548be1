// Voice notes (issue 35): a worker's spoken introduction and a past employer's spoken reference, sent as WhatsApp
// audio, checked, re-encoded for every phone's browser and kept in the private file store (decisions 0358-0361).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { reviewRequests } from './reviews.js';
import { workers } from './workers.js';

export const voiceNotes = pgTable(
  'voice_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose profile it speaks for: her introduction, or a reference about her. */
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** 'intro' | 'reference' */
    kind: text('kind').notNull(),
    /** 'pending' (an introduction waiting for her 1) | 'active' */
    status: text('status').notNull(),
    /** A reference's review request: the number it went to is the only one whose voice note attaches to it. */
    reviewRequestId: uuid('review_request_id').references(() => reviewRequests.id, { onDelete: 'cascade' }),
    /** E.164 of the phone that sent it. */
    fromPhone: text('from_phone').notNull(),
    /** In the private file store: served only through GET /api/voice-notes/:id/audio. */
    storageKey: text('storage_key').notNull().unique(),
    seconds: integer('seconds').notNull(),
    bytes: integer('bytes').notNull(),
    /** A pending introduction not confirmed by then is dropped. */
    expiresAt: ts('expires_at'),
    /** Hidden by an admin: off the profile; the worker still sees it, with the reason. */
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: uuid('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('voice_notes_kind_ck', sql`${t.kind} in ('intro', 'reference')`),
    check('voice_notes_status_ck', sql`${t.status} in ('pending', 'active')`),
    check('voice_notes_reference_ck', sql`(${t.kind} = 'reference') = (${t.reviewRequestId} is not null)`),
    uniqueIndex('voice_notes_one_intro_uq')
      .on(t.workerId)
      .where(sql`${t.kind} = 'intro' and ${t.status} = 'active'`),
    uniqueIndex('voice_notes_one_per_request_uq').on(t.reviewRequestId).where(sql`${t.kind} = 'reference'`),
    index('voice_notes_pending_idx').on(t.fromPhone, t.createdAt),
  ],
);
