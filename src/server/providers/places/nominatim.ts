// Nominatim (OpenStreetMap) search, server-side only, limited to South Africa, throttled and cached per its policy.
import type { NearestPlace } from '../../../shared/schemas/nearest-place.js';
import type { NearPoint, Place } from '../../../shared/schemas/places.js';
import { compactAddress, nearestFirst, REVERSE_DECIMALS, toNearestPlace } from './format.js';
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

  /** One object for the position, or `{ error }` where OSM has no data (documented /reverse contract). */
  async reverse(lat: number, lng: number): Promise<NearestPlace | null> {
    const params = new URLSearchParams({
      format: 'jsonv2',
      lat: lat.toFixed(REVERSE_DECIMALS),
      lon: lng.toFixed(REVERSE_DECIMALS),
      addressdetails: '1',
      zoom: '18',
    });
    const r = await this.http.getJson<Partial<NominatimResult> & { error?: string }>(`reverse?${params}`);
    if (r.error || !r.address) return null;
    const a = r.address;
    return toNearestPlace(
      {
        countryCode: a.country_code,
        suburb: a.suburb ?? a.neighbourhood,
        city: a.city ?? a.town,
        state: a.state,
        postcode: a.postcode,
        lat: Number(r.lat ?? lat),
        lon: Number(r.lon ?? lng),
      },
      { lat, lng },
    );
  }
}
