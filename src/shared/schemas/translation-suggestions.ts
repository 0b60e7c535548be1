// "Suggest a better translation" (issue 17): anyone, signed in or not, proposes better wording for a text in one of
// the languages; admins read the list and pass it to the language's reviewer. A proposal is a suggestion for the
// reviewer (docs/i18n/README.md), never a change to the catalogue by itself.
import * as z from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.js';
import { sharedMessage } from '../i18n/messages.js';

export const SUGGESTION_TEXT_MAX = 500;
export const SUGGESTION_PROPOSAL_MAX = 1000;
const SUGGESTION_PAGE_MAX = 200;
/** Suggestions one browser address may send in a day: a keen reviewer's evening, not a flood. */
export const SUGGESTIONS_PER_IP_PER_DAY = 30;

export const SUGGESTION_MESSAGES = {
  language: sharedMessage(/*i18n*/ { id: 'suggestions.language', message: 'Choose the language' }),
  proposal: sharedMessage(
    /*i18n*/ { id: 'suggestions.proposal', message: 'Please write your better translation' },
  ),
  tooLong: sharedMessage(
    /*i18n*/ {
      id: 'suggestions.too-long',
      message: 'Please keep it under {max} characters',
      values: { max: SUGGESTION_PROPOSAL_MAX },
    },
  ),
  tooMany: sharedMessage(
    /*i18n*/ {
      id: 'suggestions.too-many',
      message: 'Thank you for all your suggestions today. Please send more tomorrow.',
    },
  ),
} as const;

export const createSuggestionSchema = z.object({
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
    error: SUGGESTION_MESSAGES.language,
  }),
  /** The page the person was reading (its path), so the reviewer sees the text in its place. */
  page: z.string().trim().max(SUGGESTION_PAGE_MAX).default(''),
  /** The wording shown today, as the person copied or remembered it. */
  text: z
    .string()
    .trim()
    .max(SUGGESTION_TEXT_MAX, SUGGESTION_MESSAGES.tooLong)
    .optional()
    .transform((v) => v ?? ''),
  proposal: z
    .string({ error: SUGGESTION_MESSAGES.proposal })
    .trim()
    .min(1, SUGGESTION_MESSAGES.proposal)
    .max(SUGGESTION_PROPOSAL_MAX, SUGGESTION_MESSAGES.tooLong),
});
export type CreateSuggestionInput = z.input<typeof createSuggestionSchema>;

export const createdSuggestionSchema = z.object({ id: z.uuid() });
export type CreatedSuggestion = z.infer<typeof createdSuggestionSchema>;

export const SUGGESTION_STATUSES = ['open', 'done'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const adminSuggestionsQuerySchema = z.object({
  status: z.enum(SUGGESTION_STATUSES).default('open'),
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]).optional(),
});

export const adminSuggestionSchema = z.object({
  id: z.uuid(),
  language: z.string(),
  page: z.string(),
  text: z.string(),
  proposal: z.string(),
  /** Whether a signed-in person sent it (who is for the admins' audit, not shown). */
  signedIn: z.boolean(),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: z.string(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestionSchema>;
export const adminSuggestionsSchema = z.object({ suggestions: z.array(adminSuggestionSchema) });
export type AdminSuggestions = z.infer<typeof adminSuggestionsSchema>;
