// The gazetteer place nearest a position: what the embedded install answers, and every install's fallback when its
// remote geocoder fails.
import type { NearestPlace } from '../../../shared/schemas/nearest-place.js';
import { nearestInGazetteer } from '../../providers/places/gazetteer-nearest.js';
import { loadGazetteer } from './gazetteer.js';

export function nearestPlace(lat: number, lng: number): NearestPlace | null {
  return nearestInGazetteer(loadGazetteer().places, lat, lng);
}
