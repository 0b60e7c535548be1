// The bookings feature's public face: the daily extension of repeating bookings (its jobs.ts) and nothing else yet.
export { extendRecurringBookings } from './series.js';
