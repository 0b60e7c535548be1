// Photon (komoot) search: built for type-ahead; asked for South Africa's bounding box and filtered to ZA.
import type { NearPoint, Place } from '../../../shared/schemas/places.js';
import { compactAddress, uniqueParts } from './format.js';
import { PoliteHttpClient, type RemoteOptions } from './remote.js';

interface PhotonFeature {
  geometry: { coordinates: [number, number] };
  properties: {
    name?: string;
    countrycode?: string;
    city?: string;
    town?: string;
    district?: string;
    locality?: string;
    state?: string;
  };
}

/** minLon,minLat,maxLon,maxLat around South Africa (with Lesotho and Eswatini inside). */
const ZA_BBOX = '16.3,-34.9,32.95,-22.1';

export class PhotonPlacesProvider {
  readonly name = 'photon' as const;
  readonly attribution = '© OpenStreetMap contributors (ODbL), Photon by komoot';
  private readonly http: PoliteHttpClient;

  constructor(opts: RemoteOptions) {
    this.http = new PoliteHttpClient(opts);
  }

  /** `near` becomes Photon's own location bias (lat/lon): nearer places rank higher among similar matches. */
  async search(query: string, limit: number, near?: NearPoint): Promise<Place[]> {
    const params = new URLSearchParams({ q: query, limit: String(limit * 2), lang: 'en', bbox: ZA_BBOX });
    if (near) {
      // Rounded to about 1 km: a finer point would only defeat the answer cache.
      params.set('lat', near.lat.toFixed(2));
      params.set('lon', near.lng.toFixed(2));
    }
    const answer = await this.http.getJson<{ features?: PhotonFeature[] }>(`api?${params}`);
    return (answer.features ?? [])
      .filter((f) => (f.properties.countrycode ?? '').toUpperCase() === 'ZA' && f.properties.name)
      .slice(0, limit)
      .map((f) => {
        const p = f.properties;
        const [lon, lat] = f.geometry.coordinates;
        const suburb = p.district ?? p.locality;
        const parts = uniqueParts([p.name, suburb, p.city ?? p.town, p.state, 'South Africa']);
        return {
          lat: String(lat),
          lon: String(lon),
          display_name: parts.join(', '),
          name: p.name as string,
          address: compactAddress({ city: p.city, town: p.town, suburb, state: p.state }),
        };
      });
  }
}
