// GET /api/places/nearest?lat=&lng=: the gazetteer place nearest a detected position, which the wizard's 'Use
// Current Location' puts into the suburb and city fields (the person still types the street address).
import * as z from 'zod';

const coordinate = (min: number, max: number) =>
  z.coerce.number({ message: 'Please give a position' }).min(min).max(max);

export const nearestPlaceQuerySchema = z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) });

export const nearestPlaceAnswerSchema = z.object({
  /** Null when no known place is near enough (outside South Africa, or far from any town). */
  place: z
    .object({
      suburb: z.string(),
      city: z.string(),
      province: z.string(),
      /** From the position to the place the suburb was taken from. */
      distanceKm: z.number(),
    })
    .nullable(),
});
export type NearestPlaceAnswer = z.infer<typeof nearestPlaceAnswerSchema>;
