// The gazetteer place nearest a position, as a suburb and a city: the suburb entry itself when the nearest place is
// a suburb, else the town with its closest suburb (or the town's own name, as small towns write their addresses).
import type { NearestPlaceAnswer } from '../../../shared/schemas/nearest-place.js';
import { haversineKm } from '../../lib/geo.js';
import type { GazetteerEntry } from '../../providers/places/index.js';
import { loadGazetteer } from './gazetteer.js';

/** Farther than this from every known place, the lookup fills nothing rather than a wrong town. */
export const NEAREST_PLACE_MAX_KM = 30;
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

export function nearestPlace(lat: number, lng: number): NearestPlaceAnswer['place'] {
  const places = loadGazetteer().places;
  const nearest = closest(places, lat, lng);
  if (!nearest || nearest.km > NEAREST_PLACE_MAX_KM) return null;
  const { entry } = nearest;
  const round = (km: number) => Math.round(km * 10) / 10;
  if (entry.city) {
    return { suburb: entry.name, city: entry.city, province: entry.province, distanceKm: round(nearest.km) };
  }
  const suburb = closest(
    places.filter((p) => p.city === entry.name),
    lat,
    lng,
  );
  if (suburb && suburb.km <= SUBURB_MAX_KM) {
    return {
      suburb: suburb.entry.name,
      city: entry.name,
      province: entry.province,
      distanceKm: round(suburb.km),
    };
  }
  return { suburb: entry.name, city: entry.name, province: entry.province, distanceKm: round(nearest.km) };
}
