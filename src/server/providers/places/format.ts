// What every places provider does to its answer: a display name without gaps or repeats, and an address with
// only the fields the place has.
import type { NearestPlace } from '../../../shared/schemas/nearest-place.js';
import type { NearPoint, Place } from '../../../shared/schemas/places.js';
import { haversineKm } from '../../lib/geo.js';
import { roundKm } from './gazetteer-nearest.js';

/** 'Durban, Durban, KwaZulu-Natal' would read as a bug: blanks and repeats are dropped, the order kept. */
export function uniqueParts(parts: readonly (string | undefined)[]): string[] {
  return parts.filter((p, i, all): p is string => Boolean(p) && all.indexOf(p) === i);
}

/** Empty fields are left out rather than sent as empty strings. */
export function compactAddress(fields: {
  city?: string | undefined;
  town?: string | undefined;
  suburb?: string | undefined;
  state?: string | undefined;
}): Place['address'] {
  return {
    ...(fields.city ? { city: fields.city } : {}),
    ...(fields.town ? { town: fields.town } : {}),
    ...(fields.suburb ? { suburb: fields.suburb } : {}),
    ...(fields.state ? { state: fields.state } : {}),
  };
}

/** A remote service's few answers, nearest to `near` first (a stable sort: equally near keep the service's order). */
export function nearestFirst(places: Place[], near: NearPoint | undefined): Place[] {
  if (!near) return places;
  const km = (p: Place) => haversineKm(near.lat, near.lng, Number(p.lat), Number(p.lon));
  return places
    .map((place) => ({ place, km: km(place) }))
    .sort((a, b) => a.km - b.km)
    .map((x) => x.place);
}

/** Reverse lookups are rounded to about 100 m: enough for a suburb and a postal code, less of a home sent out, and
 * neighbours' lookups share the answer cache. */
export const REVERSE_DECIMALS = 3;

/** A remote reverse answer as the wizard's suburb, city and postal code; null when it is not South African or names
 * no city or town (the caller then asks the gazetteer). */
export function toNearestPlace(
  fields: {
    countryCode: string | undefined;
    suburb: string | undefined;
    city: string | undefined;
    state: string | undefined;
    postcode: string | undefined;
    lat: number;
    lon: number;
  },
  from: NearPoint,
): NearestPlace | null {
  if ((fields.countryCode ?? '').toLowerCase() !== 'za' || !fields.city) return null;
  // South African postal codes are four digits; anything else is not put into the form.
  const postalCode =
    fields.postcode && /^\d{4}$/.test(fields.postcode.trim()) ? fields.postcode.trim() : null;
  return {
    suburb: fields.suburb || fields.city,
    city: fields.city,
    province: fields.state ?? '',
    postalCode,
    distanceKm: roundKm(haversineKm(from.lat, from.lng, fields.lat, fields.lon)),
  };
}
