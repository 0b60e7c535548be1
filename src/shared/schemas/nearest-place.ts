// GET /api/places/nearest?lat=&lng=: the place nearest a detected position, which the wizard's 'Use Current
// Location' puts into the suburb, city and (when known) postal code fields; the person still types the street address.
import * as z from 'zod';

const coordinate = (min: number, max: number) =>
  z.coerce.number({ message: 'Please give a position' }).min(min).max(max);

export const nearestPlaceQuerySchema = z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) });

const nearestPlaceSchema = z.object({
  suburb: z.string(),
  city: z.string(),
  province: z.string(),
  /** Only a remote OpenStreetMap geocoder knows postal codes; the embedded gazetteer has none (decision 0112). */
  postalCode: z.string().nullable(),
  /** From the position to the place the suburb was taken from. */
  distanceKm: z.number(),
});
export type NearestPlace = z.infer<typeof nearestPlaceSchema>;

export const nearestPlaceAnswerSchema = z.object({
  /** Null when no known place is near enough (outside South Africa, or far from any town). */
  place: nearestPlaceSchema.nullable(),
  /** Whose data the place is (the remote geocoder's or the gazetteer's), to show beside it; null with no place. */
  attribution: z.string().nullable(),
});
export type NearestPlaceAnswer = z.infer<typeof nearestPlaceAnswerSchema>;
