// The search feature's public face: its routes, the one-round-trip script the endpoint sends (the search benchmark
// runs that same script straight at the database to compare), and a profile's photo as a viewer may see it (the
// photo the profile page's first answer preloads, decision 0258), and the workers near a place other features offer.
export { type NearbyWorker, nearbyWorkers } from './nearby.js';
export { profilePhotoForViewer } from './profile.js';
export { searchRoutes } from './routes.js';
export { sessionSearchScript } from './service.js';
