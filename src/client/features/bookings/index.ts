// The bookings feature's public face (issue 33): the worker's My week, the household's visits and the booking form.

export { prefetchBookings } from './api.js';
export { BookingForm } from './booking-form.js';
export { EmployerVisits } from './employer-visits.js';
export { MyWeek } from './my-week.js';
