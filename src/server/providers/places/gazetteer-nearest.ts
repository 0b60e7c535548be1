// The gazetteer place nearest a position, as a suburb and a city: the suburb entry itself when the nearest place is
// a suburb, else the town with its closest suburb (or the town's own name, as small towns write their addresses).
import type { NearestPlace } from '../../../shared/schemas/nearest-place.js';
import { haversineKm } from '../../lib/geo.js';
import type { GazetteerEntry } from './index.js';

/** Farther than this from every known place, the lookup fills nothing rather than a wrong town. */
const NEAREST_PLACE_MAX_KM = 30;
/** A town's suburb is named only when the position is this close to it. */
const SUBURB_MAX_KM = 3;

function closest(
  entries: readonly GazetteerEntry[],
  lat: number,
  lng: number,
): { entry: GazetteerEntry; km: number } | null {
  let best: { entry: GazetteerEntry; km: number } | null = null;
  for (const entry of entries) {
    const km = haversineKm(lat, lng, entry.lat, entry.lon);
    if (!best || km < best.km) best = { entry, km };
  }
  return best;
}

export const roundKm = (km: number) => Math.round(km * 10) / 10;

/** The gazetteer has no postal codes, so `postalCode` is always null here. */
export function nearestInGazetteer(
  places: readonly GazetteerEntry[],
  lat: number,
  lng: number,
): NearestPlace | null {
  const nearest = closest(places, lat, lng);
  if (!nearest || nearest.km > NEAREST_PLACE_MAX_KM) return null;
  const { entry } = nearest;
  const at = (suburb: string, city: string, km: number): NearestPlace => ({
    suburb,
    city,
    province: entry.province,
    postalCode: null,
    distanceKm: roundKm(km),
  });
  if (entry.city) return at(entry.name, entry.city, nearest.km);
  const suburb = closest(
    places.filter((p) => p.city === entry.name),
    lat,
    lng,
  );
  if (suburb && suburb.km <= SUBURB_MAX_KM) return at(suburb.entry.name, entry.name, suburb.km);
  return at(entry.name, entry.name, nearest.km);
}
