// The places feature's public face for other features: the embedded gazetteer.
export { type GeocodedPlace, geocodePlace, loadGazetteer } from './gazetteer.js';
