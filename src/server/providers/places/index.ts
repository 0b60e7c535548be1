// Place search behind one interface: the embedded gazetteer by default, Nominatim or Photon when configured.
import type { NearPoint, Place } from '../../../shared/schemas/places.js';

export interface GazetteerEntry {
  name: string;
  alt: string[];
  /** The city or metro a suburb belongs to, when it is one. */
  city?: string;
  province: string;
  lat: number;
  lon: number;
  population: number;
}

export interface PlacesProvider {
  readonly name: 'embedded' | 'nominatim' | 'photon';
  /** Whose data the answers are, to show beside them. */
  readonly attribution: string;
  /** Up to `limit` South African places matching the typed text, best first; with `near`, among equally good
   * matches the nearest first (two Rosebanks: Johannesburg's for someone in Johannesburg). */
  search(query: string, limit: number, near?: NearPoint): Promise<Place[]>;
}
