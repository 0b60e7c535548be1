// Nominatim (OpenStreetMap) search, server-side only, limited to South Africa, throttled and cached per its policy.
import type { NearPoint, Place } from '../../../shared/schemas/places.js';
import { compactAddress, nearestFirst } from './format.js';
import { PoliteHttpClient, type RemoteOptions } from './remote.js';

interface NominatimResult {
  lat: string;
  lon: string;
  display_name: string;
  name?: string;
  address?: Record<string, string | undefined>;
}

export class NominatimPlacesProvider {
  readonly name = 'nominatim' as const;
  readonly attribution = '© OpenStreetMap contributors (ODbL)';
  private readonly http: PoliteHttpClient;

  constructor(opts: RemoteOptions) {
    this.http = new PoliteHttpClient(opts);
  }

  /** Nominatim has no soft location bias (a viewbox would hide the rest), so its few answers are re-ordered. */
  async search(query: string, limit: number, near?: NearPoint): Promise<Place[]> {
    const params = new URLSearchParams({
      q: `${query}, South Africa`,
      format: 'jsonv2',
      limit: String(limit),
      addressdetails: '1',
      countrycodes: 'za',
    });
    const results = await this.http.getJson<NominatimResult[]>(`search?${params}`);
    const places = results.slice(0, limit).map((r) => {
      const a = r.address ?? {};
      return {
        lat: String(r.lat),
        lon: String(r.lon),
        display_name: r.display_name,
        name: r.name || r.display_name.split(',')[0] || r.display_name,
        address: compactAddress({ city: a.city, town: a.town, suburb: a.suburb, state: a.state }),
      };
    });
    return nearestFirst(places, near);
  }
}
