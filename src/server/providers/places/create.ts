// Picks the places provider from the configuration (kept apart from the interface, which knows no implementation).
import type { Config } from '../../config.js';
import { EmbeddedPlacesProvider } from './embedded.js';
import type { GazetteerEntry, PlacesProvider } from './index.js';
import { NominatimPlacesProvider } from './nominatim.js';
import { PhotonPlacesProvider } from './photon.js';

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
