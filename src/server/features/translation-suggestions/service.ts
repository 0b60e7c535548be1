// Keeping a suggestion (issue 17): one row, after the sender's address has its daily allowance left. Anyone may send
// one, signed in or not: the footer link is on every public page, and a reader who spots a wrong word should not
// need an account to say so.
import type { z } from 'zod';
import {
  type CreatedSuggestion,
  type createSuggestionSchema,
  SUGGESTION_MESSAGES,
  SUGGESTIONS_PER_IP_PER_DAY,
} from '../../../shared/schemas/translation-suggestions.js';
import type { Db } from '../../db/client.js';
import { translationSuggestions } from '../../db/schema.js';
import { hitRateLimit } from '../../platform/rate-limit/index.js';

export async function createSuggestion(
  db: Db,
  sender: { userId: string | null; ip: string },
  input: z.output<typeof createSuggestionSchema>,
): Promise<CreatedSuggestion> {
  return db.transaction(async (tx) => {
    await hitRateLimit(tx, {
      key: `translation-suggestions:ip:${sender.ip}`,
      limit: SUGGESTIONS_PER_IP_PER_DAY,
      windowSeconds: 24 * 60 * 60,
      message: () => SUGGESTION_MESSAGES.tooMany,
    });
    const [row] = await tx
      .insert(translationSuggestions)
      .values({ ...input, userId: sender.userId })
      .returning({ id: translationSuggestions.id });
    return { id: row!.id };
  });
}
