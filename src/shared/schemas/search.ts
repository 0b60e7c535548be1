// Find Workers: the search query, its answer, the public profile and saved workers, shared by client and server.
import * as z from 'zod';
import { CATEGORIES, DEFAULT_RADIUS_KM, SEARCH_RADII_KM, TIER_LEVELS } from '../constants.js';
import { ADVANCED_FILTER_MESSAGES, advancedFilterFields, rateBoundsInOrder } from './advanced-filters.js';

import { SEARCH_SORTS } from './search-sorts.js';

export { SEARCH_SORTS, type SearchSort } from './search-sorts.js';

import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_RESULT_CAP } from './search-sorts.js';
import { voiceNoteSchema } from './voice-notes.js';

export { SEARCH_PAGE_SIZE, SEARCH_RESULT_CAP };

const boolParam = z
  .enum(['true', 'false', '1', '0'], { message: 'verifiedOnly must be true or false' })
  .transform((v) => v === 'true' || v === '1');

export const workerSearchQuerySchema = z
  .object({
    lat: z.coerce
      .number({ message: 'lat must be a number' })
      .min(-90, 'lat must be between -90 and 90')
      .max(90, 'lat must be between -90 and 90'),
    lng: z.coerce
      .number({ message: 'lng must be a number' })
      .min(-180, 'lng must be between -180 and 180')
      .max(180, 'lng must be between -180 and 180'),
    radius: z.coerce
      .number({ message: 'radius must be a number' })
      .refine((r) => (SEARCH_RADII_KM as readonly number[]).includes(r), {
        message: `radius must be one of ${SEARCH_RADII_KM.join(', ')} km`,
      })
      .default(DEFAULT_RADIUS_KM),
    skill: z
      .string()
      .optional()
      .transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim()))
      .refine((s) => s === undefined || (CATEGORIES as readonly string[]).includes(s), {
        message: 'Unknown skill',
      }),
    verifiedOnly: boolParam.optional().default(false),
    sort: z.enum(SEARCH_SORTS, { message: 'sort must be distance, rating or price' }).default('distance'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    /** The employer plan's filters: refused unless the searcher subscribes (advanced-filters.ts). */
    ...advancedFilterFields,
  })
  .refine(rateBoundsInOrder, { message: ADVANCED_FILTER_MESSAGES.rateOrder, path: ['rateMin'] });
export type WorkerSearchQuery = z.infer<typeof workerSearchQuerySchema>;

const tierSchema = z.enum(TIER_LEVELS);
const moneyString = z.string().nullable();

/** What a card and the profile both show of a worker: nothing private. */
const publicWorkerFields = {
  id: z.uuid(),
  fullName: z.string(),
  skills: z.array(z.string()),
  tierLevel: tierSchema,
  isVerified: z.boolean(),
  hasPoliceClearance: z.boolean(),
  averageRating: z.string(),
  totalReviews: z.number().int(),
  dailyRate: moneyString,
  hourlyRate: moneyString,
  suburb: z.string(),
  city: z.string(),
  availability: z.string(),
  /** Codes of src/shared/spoken-languages.ts, in that list's order. */
  spokenLanguages: z.array(z.string()),
};

export const workerSearchItemSchema = z.object({
  ...publicWorkerFields,
  /** The small card thumbnail; the profile carries the full photo. */
  profilePhotoUrl: z.string().nullable(),
  /** The ~1 km grid cell centre, never the exact position. */
  latitude: z.string(),
  longitude: z.string(),
  /** Whole kilometres from the searched point to the grid cell centre. */
  distanceKm: z.number().int(),
  /** Her voice introduction for the card's play button (issue 35); null when none is shown. */
  voiceIntro: voiceNoteSchema.nullable(),
});
export type WorkerSearchItem = z.infer<typeof workerSearchItemSchema>;

export const workerSearchResponseSchema = z.object({
  workers: z.array(workerSearchItemSchema),
  /** Matches in the radius, at most SEARCH_RESULT_CAP; totalCapped says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type WorkerSearchResponse = z.infer<typeof workerSearchResponseSchema>;

const workerReferenceSchema = z.object({
  id: z.uuid(),
  referenceName: z.string(),
  referenceType: z.string(),
  isVerified: z.boolean(),
  testimonial: z.string().nullable(),
  /** The past employer's voice note, sent from the number the review request went to (issue 35). */
  voice: voiceNoteSchema.nullable(),
});

const workerReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  review: z.string().nullable(),
  jobType: z.string().nullable(),
  createdAt: z.string(),
  /** The viewer wrote it (they get no Report button on it, and see it even when hidden). */
  isOwnReview: z.boolean(),
  /** Only to its author: an admin hid it, and why (issue 20). Null for every review others see. */
  hiddenReason: z.string().nullable(),
});

export const workerProfileSchema = z.object({
  ...publicWorkerFields,
  /** The full photo. */
  profilePhotoUrl: z.string().nullable(),
  totalJobs: z.number().int(),
  description: z.string().nullable(),
  /** Only to the worker and an employer with an accepted hire; others ask POST /api/workers/:id/phone (issue 31). */
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
  /** Exact for the worker and an employer with an accepted hire; the grid cell centre for everyone else. */
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  locationIsExact: z.boolean(),
  /** Only with locationIsExact. */
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  workHistory: z.array(
    z.object({ workType: z.string(), employerName: z.string(), duties: z.string().nullable() }),
  ),
  references: z.array(workerReferenceSchema),
  reviews: z.array(workerReviewSchema),
  /** Her spoken introduction (issue 35); the written description stays. Null when none, or hidden (but to her). */
  voiceIntro: voiceNoteSchema.nullable(),
  isSaved: z.boolean(),
  isOwnProfile: z.boolean(),
});
export type WorkerProfile = z.infer<typeof workerProfileSchema>;

export const savedWorkerSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profilePhotoUrl: z.string().nullable(),
  skills: z.array(z.string()),
  tierLevel: tierSchema,
  averageRating: z.string(),
  totalReviews: z.number().int(),
  suburb: z.string(),
  city: z.string(),
  savedAt: z.string(),
});
export type SavedWorker = z.infer<typeof savedWorkerSchema>;
export const savedWorkersResponseSchema = z.object({ workers: z.array(savedWorkerSchema) });
export type SavedWorkersResponse = z.infer<typeof savedWorkersResponseSchema>;
export const savedStateSchema = z.object({ saved: z.boolean() });
export type SavedState = z.infer<typeof savedStateSchema>;
