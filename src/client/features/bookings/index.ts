// The bookings feature's public face (issue 33): the worker's My week, the household's visits and the booking form.

import { lazy } from 'react';

export { prefetchBookings } from './api.js';

/**
 * The booking form, downloaded by the page that shows it: My Week and the visits come through this entry too, and the
 * form's checks bring zod, which their first render does without (issue 32 item 22). The booking page starts the
 * download as it loads, alongside the worker's profile.
 */
export const loadBookingForm = () => import('./booking-form.js');
export const BookingForm = lazy(async () => ({ default: (await loadBookingForm()).BookingForm }));
export { EmployerVisits } from './employer-visits.js';
export { MyWeek } from './my-week.js';
