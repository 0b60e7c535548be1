// Place search behind one interface: the embedded gazetteer by default, Nominatim or Photon when configured.
import type { Place } from '../../../shared/schemas/places.js';
import type { Config } from '../../config.js';
import { EmbeddedPlacesProvider, type GazetteerEntry } from './embedded.js';
import { NominatimPlacesProvider } from './nominatim.js';
import { PhotonPlacesProvider } from './photon.js';

export type { GazetteerEntry };

export interface PlacesProvider {
  readonly name: 'embedded' | 'nominatim' | 'photon';
  /** Whose data the answers are, to show beside them. */
  readonly attribution: string;
  /** Up to `limit` South African places matching the typed text, best first. */
  search(query: string, limit: number): Promise<Place[]>;
}

export function createPlacesProvider(config: Config, gazetteer: readonly GazetteerEntry[]): PlacesProvider {
  const remote = {
    baseUrl: config.PLACES_API_BASE ?? '',
    userAgent: config.PLACES_USER_AGENT,
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    maxQueued: config.PLACES_QUEUE_MAX,
  };
  switch (config.PLACES_PROVIDER) {
    case 'nominatim':
      return new NominatimPlacesProvider(remote);
    case 'photon':
      return new PhotonPlacesProvider(remote);
    default:
      return new EmbeddedPlacesProvider(gazetteer);
  }
}
