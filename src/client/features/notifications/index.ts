// The notifications feature's public entry: the preferences card the account page shows.
export { NotificationPreferences } from './notification-preferences.js';
