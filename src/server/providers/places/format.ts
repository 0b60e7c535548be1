// What every places provider does to its answer: a display name without gaps or repeats, and an address with
// only the fields the place has.
import type { NearPoint, Place } from '../../../shared/schemas/places.js';
import { haversineKm } from '../../lib/geo.js';

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
