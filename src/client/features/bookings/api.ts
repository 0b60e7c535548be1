// The bookings calls (issue 33): both sides' bookings and visits, the worker's availability, the booking request
// and the visit actions. Every change reloads the lists that show it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Availability,
  AvailabilityAnswer,
  Booking,
  BookingsAnswer,
  CalendarAnswer,
  CancelVisitAnswer,
  CreateBooking,
  ReportProblem,
  Visit,
} from '../../../shared/schemas/bookings.js';
import { apiJson, queryClient } from '../../lib/api.js';

const BOOKINGS_KEY = ['/api/bookings'] as const;
const MY_AVAILABILITY_KEY = ['/api/workers/me/availability'] as const;

/** Both sides' bookings, asked for before the page renders (a visit straight to My Week or Booked Visits). */
export function prefetchBookings(): void {
  void queryClient.prefetchQuery<BookingsAnswer>({ queryKey: BOOKINGS_KEY });
}

export function useBookings() {
  return useQuery<BookingsAnswer>({ queryKey: BOOKINGS_KEY });
}

export function useMyAvailability() {
  return useQuery<Availability>({ queryKey: MY_AVAILABILITY_KEY });
}

/** Her free and busy times for `days` days from `from` (asked afresh each time: another household may book). */
export function useWorkerAvailability(workerId: string, from: string) {
  return useQuery<AvailabilityAnswer>({
    queryKey: [`/api/workers/${encodeURIComponent(workerId)}/availability?from=${from}&days=7`],
    staleTime: 0,
  });
}

function useReloadBookings() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => {
        const head = String(q.queryKey[0] ?? '');
        return (
          head.startsWith('/api/bookings') || head.startsWith('/api/hires') || head.endsWith('availability')
        );
      },
    });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Availability) => apiJson<Availability>('PUT', MY_AVAILABILITY_KEY[0], body),
    onSuccess: (saved) => queryClient.setQueryData(MY_AVAILABILITY_KEY, saved),
  });
}

export function useCreateBooking() {
  const reload = useReloadBookings();
  return useMutation({
    mutationFn: (body: CreateBooking) => apiJson<Booking>('POST', '/api/bookings', body),
    onSuccess: reload,
  });
}

const visitPath = (bookingId: string, visitId: string, action: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/visits/${encodeURIComponent(visitId)}/${action}`;

export interface VisitRef {
  bookingId: string;
  visitId: string;
}

export function useCancelVisit() {
  const reload = useReloadBookings();
  return useMutation({
    mutationFn: ({ bookingId, visitId, reason }: VisitRef & { reason: string }) =>
      apiJson<CancelVisitAnswer>('POST', visitPath(bookingId, visitId, 'cancel'), { reason }),
    onSuccess: reload,
  });
}

export function useSkipVisit() {
  const reload = useReloadBookings();
  return useMutation({
    mutationFn: ({ bookingId, visitId }: VisitRef) =>
      apiJson<CancelVisitAnswer>('POST', visitPath(bookingId, visitId, 'skip')),
    onSuccess: reload,
  });
}

export function useMarkVisitDone() {
  const reload = useReloadBookings();
  return useMutation({
    mutationFn: ({ bookingId, visitId }: VisitRef) =>
      apiJson<{ visit: Visit }>('POST', visitPath(bookingId, visitId, 'done')),
    onSuccess: reload,
  });
}

export function useEndSeries() {
  const reload = useReloadBookings();
  return useMutation({
    mutationFn: ({ bookingId, from }: { bookingId: string; from: string }) =>
      apiJson<Booking>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/cancel`, { from }),
    onSuccess: reload,
  });
}

/** Reports a problem with a started visit (decision 0340): the visit comes back held, with the report on it. */
export function useReportProblem() {
  const reload = useReloadBookings();
  return useMutation({
    mutationFn: ({ bookingId, visitId, reason }: VisitRef & ReportProblem) =>
      apiJson<{ visit: Visit }>('POST', visitPath(bookingId, visitId, 'problem'), { reason }),
    onSuccess: reload,
  });
}

const CALENDAR_KEY = ['/api/me/calendar'] as const;

/** The person's calendar feed address (GET /api/me/calendar). */
export function useCalendarLink() {
  return useQuery<CalendarAnswer>({ queryKey: CALENDAR_KEY });
}

/** A new feed address; the old one stops working (POST /api/me/calendar/token). */
export function useRenewCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarAnswer>('POST', '/api/me/calendar/token'),
    onSuccess: (answer) => queryClient.setQueryData(CALENDAR_KEY, answer),
  });
}
