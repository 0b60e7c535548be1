// Dates in the console: the app's one formatter (src/client/lib/format-date.ts), in the reader's language and South
// African time; money is formatRand's (src/shared/constants.ts), as everywhere.
export { formatDateTime, weekLabels } from '../../lib/format-date.js';
