// The search feature's public face: its routes, and the one-round-trip script the endpoint sends (the search
// benchmark runs that same script straight at the database to compare).
export { searchRoutes } from './routes.js';
export { sessionSearchScript } from './service.js';
