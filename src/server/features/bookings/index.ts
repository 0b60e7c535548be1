// The bookings feature's public face: the daily extension of repeating bookings (its jobs.ts), requesting,
// answering and marking done a booking for the demo's seed (seed/demo-earnings.ts), and a party's visit for the
// charges of the visits (features/visit-payments).

export { findPartyVisit } from './payload.js';
export { extendRecurringBookings } from './series.js';
export { answerBooking, type BookingDeps, createBooking } from './service.js';
export { markVisitDone } from './visit-actions.js';
