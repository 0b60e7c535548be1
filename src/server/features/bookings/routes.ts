// Bookings (issue 33), on /api because their paths are a contract across areas: /workers/me/availability,
// /workers/:id/availability, /bookings..., /me/calendar... Thin: validate with the shared schema, call a service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityAnswerSchema,
  availabilityQuerySchema,
  availabilitySchema,
  bookingAnswerSchema,
  bookingErrorSchema,
  bookingParamsSchema,
  bookingsAnswerSchema,
  calendarAnswerSchema,
  calendarFileSchema,
  calendarQuerySchema,
  cancelSeriesSchema,
  cancelVisitAnswerSchema,
  cancelVisitSchema,
  createBookingSchema,
  reportProblemSchema,
  visitAnswerSchema,
  visitParamsSchema,
} from '../../../shared/schemas/bookings.js';
import { requireUser } from '../../context.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { availabilityFor, getMyAvailability, setAvailability } from './availability.js';
import { calendarFeed, calendarUrl, renewCalendarToken } from './calendar.js';
import { getBooking, listBookings } from './payload.js';
import { visitReminderReplyHandler } from './reminders.js';
import { answerBooking, createBooking } from './service.js';
import { cancelOrSkipVisit, cancelSeriesFrom, lateCancellationsOf, markVisitDone } from './visit-actions.js';
import { reportVisitProblem } from './visit-problem.js';

const errors = { '4xx': bookingErrorSchema };

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, now, replies } = app.ctx;
  const db = database.db;
  replies.register(visitReminderReplyHandler(config.publicUrl));

  app.put(
    '/workers/me/availability',
    { schema: { body: availabilitySchema, response: { 200: availabilitySchema, ...errors } } },
    async (request) => setAvailability(db, requireUser(request).id, request.body),
  );
  app.get(
    '/workers/me/availability',
    { schema: { response: { 200: availabilitySchema, ...errors } } },
    async (request) => getMyAvailability(db, requireUser(request).id),
  );
  app.get(
    '/workers/:id/availability',
    {
      schema: {
        params: bookingParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: availabilityAnswerSchema, ...errors },
      },
    },
    async (request) =>
      availabilityFor(db, {
        viewerUserId: requireUser(request).id,
        workerId: request.params.id,
        from: request.query.from,
        days: request.query.days,
        now: now(),
      }),
  );

  app.post(
    '/bookings',
    { schema: { body: createBookingSchema, response: { 201: bookingAnswerSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const deps = { publicUrl: config.publicUrl, requestsPerDay: config.HIRE_REQUESTS_PER_DAY };
      return reply.status(201).send(await createBooking(db, deps, user.id, request.body, now()));
    },
  );
  app.get('/bookings', { schema: { response: { 200: bookingsAnswerSchema } } }, async (request) => {
    const user = requireUser(request);
    const at = now();
    return {
      bookings: await listBookings(db, user.id, at),
      lateCancellations: await lateCancellationsOf(db, user.id, at),
    };
  });
  app.get(
    '/bookings/:id',
    { schema: { params: bookingParamsSchema, response: { 200: bookingAnswerSchema, ...errors } } },
    async (request) => getBooking(db, requireUser(request).id, request.params.id, now()),
  );
  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/bookings/:id/${action}`,
      { schema: { params: bookingParamsSchema, response: { 200: bookingAnswerSchema, ...errors } } },
      async (request) =>
        answerBooking(
          db,
          {
            userId: requireUser(request).id,
            bookingId: request.params.id,
            action,
            publicUrl: config.publicUrl,
          },
          now(),
        ),
    );
  }
  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        params: bookingParamsSchema,
        body: cancelSeriesSchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) =>
      cancelSeriesFrom(
        db,
        { userId: requireUser(request).id, bookingId: request.params.id, from: request.body.from },
        now(),
      ),
  );
  for (const move of ['cancel', 'skip'] as const) {
    app.post(
      `/bookings/:id/visits/:visitId/${move}`,
      {
        schema: {
          params: visitParamsSchema,
          ...(move === 'cancel' ? { body: cancelVisitSchema } : {}),
          response: { 200: cancelVisitAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body as { reason?: string } | undefined;
        return cancelOrSkipVisit(
          db,
          {
            userId: requireUser(request).id,
            bookingId: request.params.id,
            visitId: request.params.visitId,
            reason: body?.reason || null,
            skip: move === 'skip',
          },
          now(),
        );
      },
    );
  }
  app.post(
    '/bookings/:id/visits/:visitId/done',
    { schema: { params: visitParamsSchema, response: { 200: visitAnswerSchema, ...errors } } },
    async (request) => ({
      visit: await markVisitDone(
        db,
        { userId: requireUser(request).id, bookingId: request.params.id, visitId: request.params.visitId },
        now(),
      ),
    }),
  );
  app.post(
    '/bookings/:id/visits/:visitId/problem',
    {
      schema: {
        params: visitParamsSchema,
        body: reportProblemSchema,
        response: { 200: visitAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      visit: await reportVisitProblem(
        db,
        {
          userId: requireUser(request).id,
          bookingId: request.params.id,
          visitId: request.params.visitId,
          reason: request.body.reason,
          publicUrl: config.publicUrl,
        },
        now(),
      ),
    }),
  );

  app.get('/me/calendar', { schema: { response: { 200: calendarAnswerSchema } } }, async (request) =>
    calendarUrl(db, config, requireUser(request).id),
  );
  app.post('/me/calendar/token', { schema: { response: { 200: calendarAnswerSchema } } }, async (request) =>
    renewCalendarToken(db, config, requireUser(request).id),
  );
  app.get(
    '/me/calendar.ics',
    {
      config: PUBLIC_ROUTE,
      schema: { querystring: calendarQuerySchema, response: { 200: calendarFileSchema, ...errors } },
    },
    async (request, reply) => {
      const feed = await calendarFeed(db, config, request.query.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(feed);
    },
  );
};
