// A browser journey's own moment (decision 0336): with REQUEST_CLOCK on (development and tests only; refused in
// production), a request carrying `x-request-clock: <ISO time>` reads that moment from `ctx.now()` for its whole
// handling, so a journey can cancel a visit "at 16:00 the day before" while every other journey on the same server
// keeps the real clock. Requests without the header, and every background job, keep the app's clock.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export const REQUEST_CLOCK_HEADER = 'x-request-clock';

const moment = new AsyncLocalStorage<Date>();

/** The app's clock, unless the request being handled named its own moment. */
export function requestClock(base: () => Date): () => Date {
  return () => moment.getStore() ?? base();
}

/**
 * Runs the handler of each request that names a valid moment inside it. A preHandler hook: the hook's callback
 * carries the async context on to the handler, which an onRequest hook's does not once a body is read (the body's
 * stream events run in the request stream's own context).
 */
export function registerRequestClock(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const header = request.headers[REQUEST_CLOCK_HEADER];
    const at = typeof header === 'string' ? new Date(header) : null;
    if (!at || Number.isNaN(at.getTime())) {
      done();
      return;
    }
    moment.run(at, done);
  });
}
