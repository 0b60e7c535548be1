// The bookings' messages (issue 33), apart from bookings.ts and without zod: shared messages (decision 0181),
// answered in the requester's language by the server and shown by the pages (shared.po, not the shell's core.po).
import { sharedMessage } from '../i18n/messages.js';

export const BOOKING_MESSAGES = {
  notFound: sharedMessage(/*i18n*/ { id: 'booking.not-found', message: 'Booking not found' }),
  visitNotFound: sharedMessage(/*i18n*/ { id: 'booking.visit-not-found', message: 'Visit not found' }),
  overlaps: sharedMessage(
    /*i18n*/ {
      id: 'booking.overlaps',
      message: 'The worker is already booked at that time. Please choose another time.',
    },
  ),
  outsideAvailability: (date: string) =>
    sharedMessage(
      /*i18n*/ {
        id: 'booking.outside-availability',
        message: 'The worker is not available on {date} at that time',
        values: { date },
      },
    ),
  endsAfterMidnight: sharedMessage(
    /*i18n*/ { id: 'booking.ends-after-midnight', message: 'A visit must end by midnight' },
  ),
  inThePast: sharedMessage(
    /*i18n*/ { id: 'booking.in-the-past', message: 'Please choose a date and time that is still ahead' },
  ),
  untilBeforeDate: sharedMessage(
    /*i18n*/ {
      id: 'booking.until-before-date',
      message: 'The last date must be on or after the first visit',
    },
  ),
  visitNotOpen: sharedMessage(
    /*i18n*/ { id: 'booking.visit-not-open', message: 'This visit can no longer be changed' },
  ),
  notStarted: sharedMessage(
    /*i18n*/ { id: 'booking.not-started', message: 'A visit can be marked done once it has started' },
  ),
  problemNotStarted: sharedMessage(
    /*i18n*/ {
      id: 'booking.problem-not-started',
      message: 'A problem can be reported once the visit has started',
    },
  ),
  problemAlreadyReported: sharedMessage(
    /*i18n*/ {
      id: 'booking.problem-already-reported',
      message: 'A problem with this visit is already reported',
    },
  ),
  problemReason: sharedMessage(
    /*i18n*/ {
      id: 'booking.problem-reason',
      message: 'Please say what the problem is, in 5 to 500 characters',
    },
  ),
  employerOnly: sharedMessage(
    /*i18n*/ { id: 'booking.employer-only', message: 'Only the household can do this' },
  ),
  notASeries: sharedMessage(
    /*i18n*/ { id: 'booking.not-a-series', message: 'Only a repeating booking can be ended from a date' },
  ),
  calendarTokenInvalid: sharedMessage(
    /*i18n*/ { id: 'booking.calendar-token-invalid', message: 'This calendar link is no longer valid' },
  ),
  notAWorker: sharedMessage(
    /*i18n*/ { id: 'booking.not-a-worker', message: 'Only a worker profile has availability' },
  ),
  time: sharedMessage(/*i18n*/ { id: 'booking.time', message: 'Please enter a time as HH:MM' }),
  hours: sharedMessage(
    /*i18n*/ { id: 'booking.hours', message: 'Please choose from 1 to 12 hours, in whole or half hours' },
  ),
  slotInvalid: sharedMessage(
    /*i18n*/ { id: 'booking.slot-invalid', message: 'Each time slot must end after it starts' },
  ),
} as const;
