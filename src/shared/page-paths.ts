// Addresses of client pages the server also has to recognise (the profile's first answer preloads its photo,
// decision 0258), written once for the router's early pages and the server.

/** A worker's profile page, /worker/<id>; the id is the first group. */
export const WORKER_PROFILE_PATH = /^\/worker\/([0-9a-f-]{36})$/;

/** Where the household pays a booked visit, or tips once it is done (issue 34). */
export function payVisitPath(bookingId: string, visitId: string): string {
  return `/bookings/${encodeURIComponent(bookingId)}/visits/${encodeURIComponent(visitId)}/pay`;
}

/** Where the household pays several weeks of a repeating booking at once (issue 34). */
export function payAheadPath(bookingId: string): string {
  return `/bookings/${encodeURIComponent(bookingId)}/pay-ahead`;
}
/** Where each party of a booking reads its visits: the worker's My Week, the household's Booked Visits. */
export const BOOKINGS_PAGE_PATHS = { worker: '/my-week', employer: '/visits' } as const;
