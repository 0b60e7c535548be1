// Place autocomplete: the query and the spec's "Location search result" shape, shared by client and server.
import * as z from 'zod';
import { AUTOCOMPLETE_MIN_CHARS } from '../constants.js';

export const placesQuerySchema = z
  .object({
    q: z
      .string({ message: `Type at least ${AUTOCOMPLETE_MIN_CHARS} characters` })
      .trim()
      .min(AUTOCOMPLETE_MIN_CHARS, `Type at least ${AUTOCOMPLETE_MIN_CHARS} characters`)
      .max(100, 'Search text is too long'),
    /** Optional point to rank the suggestions from, nearest first: the searcher's position or the map's centre. */
    lat: z.coerce
      .number({ message: 'lat must be a number' })
      .min(-90, 'lat must be between -90 and 90')
      .max(90, 'lat must be between -90 and 90')
      .optional(),
    lng: z.coerce
      .number({ message: 'lng must be a number' })
      .min(-180, 'lng must be between -180 and 180')
      .max(180, 'lng must be between -180 and 180')
      .optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lng'],
  });

/** The point suggestions are ranked from. */
export interface NearPoint {
  lat: number;
  lng: number;
}

export const placeSchema = z.object({
  lat: z.string(),
  lon: z.string(),
  display_name: z.string(),
  name: z.string(),
  address: z.object({
    city: z.string().optional(),
    town: z.string().optional(),
    suburb: z.string().optional(),
    state: z.string().optional(),
  }),
});
export type Place = z.infer<typeof placeSchema>;

export const placesResponseSchema = z.object({
  places: z.array(placeSchema),
  /** Whose data this is, shown under the suggestions (GeoNames or OpenStreetMap). */
  attribution: z.string(),
});
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

export const mapConfigSchema = z.object({ tileUrl: z.string(), tileAttribution: z.string() });
export type MapConfig = z.infer<typeof mapConfigSchema>;
