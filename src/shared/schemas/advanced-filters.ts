// The employer plan's advanced search filters (issue 18): the query fields of GET /api/workers/search that only an
// active subscriber may send, and the refusal a free employer gets (decision 0210). The keys, limits, messages and
// checks without zod are in advanced-filter-rules.ts (re-exported here for the server).
import * as z from 'zod';
import { AVAILABILITY_OPTIONS } from '../constants.js';
import { SPOKEN_LANGUAGE_CODES } from '../spoken-languages.js';
import {
  ADVANCED_FILTER_MESSAGES,
  type AdvancedFilterKey,
  RATE_FILTER_MAX,
} from './advanced-filter-rules.js';
import { apiErrorSchema } from './common.js';

export * from './advanced-filter-rules.js';

/** A blank field (an empty form value in the URL) is no filter. */
const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);

const flag = z.preprocess(
  blankIsUnset,
  z
    .enum(['true', 'false', '1', '0'], { message: ADVANCED_FILTER_MESSAGES.flag })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
);

const rand = z.preprocess(
  blankIsUnset,
  z.coerce
    .number({ message: ADVANCED_FILTER_MESSAGES.rate })
    .int(ADVANCED_FILTER_MESSAGES.rate)
    .min(0, ADVANCED_FILTER_MESSAGES.rate)
    .max(RATE_FILTER_MAX, ADVANCED_FILTER_MESSAGES.rate)
    .optional(),
);

/** The query fields; spread into the search query's object. */
export const advancedFilterFields = {
  /** Average rating at least this (workers without reviews have none, so they drop out). */
  minRating: z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ message: ADVANCED_FILTER_MESSAGES.minRating })
      .min(1, ADVANCED_FILTER_MESSAGES.minRating)
      .max(5, ADVANCED_FILTER_MESSAGES.minRating)
      .refine((n) => Number.isInteger(n * 2), ADVANCED_FILTER_MESSAGES.minRating)
      .optional(),
  ),
  /** Rand per day (an hourly rate times DAY_RATE_HOURS), inclusive. */
  rateMin: rand,
  rateMax: rand,
  availability: z.preprocess(
    blankIsUnset,
    z.enum(AVAILABILITY_OPTIONS, { message: ADVANCED_FILTER_MESSAGES.availability }).optional(),
  ),
  policeCleared: flag,
  /** At least one reference Work Local verified. */
  verifiedReferences: flag,
  /** Speaks this language. */
  language: z.preprocess(
    blankIsUnset,
    z.enum(SPOKEN_LANGUAGE_CODES, { message: ADVANCED_FILTER_MESSAGES.language }).optional(),
  ),
} satisfies Record<AdvancedFilterKey, z.ZodType>; // the keys' home is advanced-filter-rules.ts

/** A refusal's body on the perks' routes: with `requiresSubscription` (403) the client shows its own offer. */
export const subscriptionErrorSchema = apiErrorSchema.extend({
  requiresSubscription: z.literal(true).optional(),
});
