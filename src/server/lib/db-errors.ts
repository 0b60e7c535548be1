// Recognises database errors by their PostgreSQL or driver code: "the database is not there" (stopped, connection
// refused or lost) so we answer 503, and unique violations so a service can answer 409.

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: our statement_timeout fired, the database is overloaded or stuck
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

interface ErrorLike {
  code?: string;
  message?: string;
  cause?: unknown;
}

/** Drivers and Drizzle wrap one another's errors: the telling code may sit on the error or a few causes down. */
function errorOrCause(error: unknown, maxDepth: number, matches: (err: ErrorLike) => boolean): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < maxDepth; depth++) {
    const err = e as ErrorLike;
    if (matches(err)) return true;
    e = err.cause;
  }
  return false;
}

const UNAVAILABLE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Connection terminated due to connection timeout/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  return errorOrCause(
    error,
    5,
    (err) =>
      (!!err.code && UNAVAILABLE_CODES.has(err.code)) ||
      (typeof err.message === 'string' && UNAVAILABLE_MESSAGE.test(err.message)),
  );
}

/** PostgreSQL's unique_violation is 23505, on Drizzle's error or on a cause. */
export function isUniqueViolation(err: unknown): boolean {
  return errorOrCause(err, 4, (e) => e.code === '23505');
}

/** PostgreSQL's exclusion_violation is 23P01 (an exclusion constraint such as visits_no_overlap refused a row). */
export function isExclusionViolation(err: unknown): boolean {
  return errorOrCause(err, 4, (e) => e.code === '23P01');
}
