// GET /api/employer/recommendations: workers near the signed-in person's last search, Premium first (issue 18's
// "featured recommendations", decision 0212).
import * as z from 'zod';
import { workerSearchItemSchema } from './search.js';

/** How many workers the home page recommends. */
export const RECOMMENDATION_COUNT = 6;

export const recommendationsResponseSchema = z.object({
  /** The last search they start from; null before the first search (the page then invites one). */
  near: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      radiusKm: z.number().int(),
      skill: z.string().nullable(),
      searchedAt: z.string(),
    })
    .nullable(),
  workers: z.array(workerSearchItemSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
