// Location privacy: the public position is the exact one snapped to a fixed grid of about 1 km.

/** 0.01 degrees of latitude is 1.11 km; of longitude, about 1.0 km at South African latitudes (22-35 S). */
export const GRID_DEGREES = 0.01;

export function snapToGrid(value: number): number {
  // Cell centres, so the public point is never the corner the real one sits near.
  return Number(((Math.floor(value / GRID_DEGREES) + 0.5) * GRID_DEGREES).toFixed(5));
}

export function approxPosition(lat: number, lng: number): { lat: number; lng: number } {
  return { lat: snapToGrid(lat), lng: snapToGrid(lng) };
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance on a sphere; pass earthdistance's earth() radius to match the database's distances. */
export function haversineKm(
  lat1: number,
  lng1: number,
  lat2: number,
  lng2: number,
  radiusKm: number = EARTH_RADIUS_KM,
): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * radiusKm * Math.asin(Math.sqrt(a));
}
