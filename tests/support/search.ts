// Helpers for the worker-search tests (src/server/features/search/*.test.ts): grid cells at a chosen distance,
// and a signed-in client of GET /api/workers/search.
import { expect } from 'vitest';
import { GRID_DEGREES, haversineKm } from '../../src/server/lib/geo.js';
import type { WorkerSearchResponse } from '../../src/shared/schemas/search.js';
import type { TestApp } from './test-app.js';

/** earthdistance's earth() radius, so expected distances match the database's to the metre. */
export const EARTH_KM = 6378.168;

/** A grid cell whose centre lies between min and max km from the origin (a cell centre itself). */
export function cellAtDistance(origin: { lat: number; lng: number }, min: number, max: number) {
  for (let i = 0; i <= 12; i++) {
    for (let j = 0; j <= 12; j++) {
      const lat = Number((origin.lat + i * GRID_DEGREES).toFixed(5));
      const lng = Number((origin.lng + j * GRID_DEGREES).toFixed(5));
      const d = haversineKm(origin.lat, origin.lng, lat, lng, EARTH_KM);
      if (d >= min && d <= max) return { lat, lng, d };
    }
  }
  throw new Error('no cell at that distance');
}

type Query = Record<string, string | number | boolean>;

/** Searches the app `app()` answers as the signed-in user whose cookie `cookie()` answers (set in beforeAll). */
export function searchClient(app: () => TestApp, cookie: () => string) {
  const search = async (query: Query) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return app().app.inject({
      method: 'GET',
      url: `/api/workers/search?${qs}`,
      headers: { cookie: cookie() },
    });
  };
  const found = async (query: Query) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WorkerSearchResponse;
  };
  return { search, found };
}
