// The translation suggestions feature's public face: its route (the admin console reads the table itself).
export { translationSuggestionRoutes } from './routes.js';
