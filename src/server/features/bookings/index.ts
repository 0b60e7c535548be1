// The bookings feature's public face: the daily extension of repeating bookings (its jobs.ts), and a party's visit
// for the charges of the visits (features/visit-payments).
export { findPartyVisit } from './payload.js';
export { extendRecurringBookings } from './series.js';
