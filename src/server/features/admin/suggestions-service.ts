// The admin console's list of translation suggestions (issue 17): open ones first for a language's reviewer, and
// marking one done once it was passed on or answered, audited like every admin action.
import { and, desc, eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type {
  AdminSuggestion,
  AdminSuggestions,
  SuggestionStatus,
} from '../../../shared/schemas/translation-suggestions.js';
import type { Db } from '../../db/client.js';
import { translationSuggestions } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import { recordAudit } from './audit.js';

const LIST_LIMIT = 200;

const columns = {
  id: translationSuggestions.id,
  language: translationSuggestions.language,
  page: translationSuggestions.page,
  text: translationSuggestions.text,
  proposal: translationSuggestions.proposal,
  userId: translationSuggestions.userId,
  status: translationSuggestions.status,
  createdAt: translationSuggestions.createdAt,
};

type Row = Pick<typeof translationSuggestions.$inferSelect, keyof typeof columns>;

function toAdmin(row: Row): AdminSuggestion {
  return {
    id: row.id,
    language: row.language,
    page: row.page,
    text: row.text,
    proposal: row.proposal,
    signedIn: row.userId !== null,
    status: row.status as SuggestionStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSuggestions(
  db: Db,
  query: { status: SuggestionStatus; language?: LanguageCode | undefined },
): Promise<AdminSuggestions> {
  const rows = await db
    .select(columns)
    .from(translationSuggestions)
    .where(
      and(
        eq(translationSuggestions.status, query.status),
        query.language ? eq(translationSuggestions.language, query.language) : undefined,
      ),
    )
    .orderBy(desc(translationSuggestions.createdAt))
    .limit(LIST_LIMIT);
  return { suggestions: rows.map(toAdmin) };
}

export async function markSuggestionDone(db: Db, admin: SessionUser, id: string): Promise<AdminSuggestion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(translationSuggestions)
      .set({ status: 'done', doneByUserId: admin.id, doneAt: new Date() })
      .where(eq(translationSuggestions.id, id))
      .returning(columns);
    if (!row) throw notFound('Suggestion not found');
    await recordAudit(tx, admin, {
      action: 'translation_suggestion.done',
      subjectType: 'translation_suggestion',
      subjectId: id,
      details: { language: row.language },
    });
    return toAdmin(row);
  });
}
