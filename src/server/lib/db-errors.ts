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
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: string; message?: string; cause?: unknown };
    if (err.code && UNAVAILABLE_CODES.has(err.code)) return true;
    if (
      typeof err.message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        err.message,
      )
    )
      return true;
    e = err.cause;
  }
  return false;
}

/** Drizzle wraps the driver's error; PostgreSQL's unique_violation is 23505 on it or on a cause. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
