// The shipped South African gazetteer (GeoNames, CC BY 4.0) and geocodePlace(), for any feature that needs a
// suburb or town turned into coordinates without calling an outside service.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedPlacesProvider } from '../../providers/places/embedded.js';
import type { GazetteerEntry } from '../../providers/places/index.js';

interface GazetteerFile {
  attribution: string;
  license: string;
  places: GazetteerEntry[];
}

const DATA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'za-places.json');

let loaded: GazetteerFile | null = null;
let matcher: EmbeddedPlacesProvider | null = null;

export function loadGazetteer(): GazetteerFile {
  loaded ??= JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as GazetteerFile;
  return loaded;
}

export interface GeocodedPlace {
  name: string;
  province: string;
  lat: number;
  lng: number;
}

/**
 * Coordinates of a South African suburb or town by name ('Soweto', 'Sandton, Johannesburg', 'Port Elizabeth'),
 * or null when the gazetteer does not know it. Only an exact name (or former name) counts, biggest place first.
 */
export function geocodePlace(name: string): GeocodedPlace | null {
  matcher ??= new EmbeddedPlacesProvider(loadGazetteer().places);
  const parts = name
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of parts) {
    const [best] = matcher.match(part, 1);
    if (best && [best.name, ...best.alt].some((n) => n.toLowerCase() === part.toLowerCase())) {
      return { name: best.name, province: best.province, lat: best.lat, lng: best.lon };
    }
  }
  return null;
}
