// The bookings feature's public face: the daily extension of repeating bookings (its jobs.ts), and requesting,
// answering and marking done a booking for the demo's seed (seed/demo-earnings.ts).
export { answerBooking, type BookingDeps, createBooking } from './service.js';
export { markVisitDone } from './visit-actions.js';
export { extendRecurringBookings } from './series.js';
