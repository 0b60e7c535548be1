// Paying for visits (issue 34), on /api beside the bookings' own paths: the household's charge of a visit (and what
// it costs before paying), several visits ahead (and what they cost before paying), a tip, a late fee, and the refund of a visit that did not happen.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_MESSAGES } from '../../../shared/schemas/booking-messages.js';
import {
  bookingErrorSchema,
  bookingParamsSchema,
  visitParamsSchema,
} from '../../../shared/schemas/bookings.js';
import {
  lateFeeAnswerSchema,
  payAheadQuerySchema,
  payAheadSchema,
  refundAnswerSchema,
  tipSchema,
  VISIT_PAYMENT_MESSAGES,
  visitChargeAnswerSchema,
  visitChargeBreakdownSchema,
} from '../../../shared/schemas/visit-payments.js';
import { requireUser } from '../../context.js';
import { forbidden, HttpError } from '../../lib/http-error.js';
import { findPartyVisit } from '../bookings/index.js';
import { paymentDeps } from '../payments/index.js';
import { payAhead, payAheadQuote, payVisit, tipVisit, visitPayQuote } from './charges.js';
import { collectLateFee } from './late-fees.js';
import { refundVisit } from './refunds.js';

const errors = { '4xx': bookingErrorSchema, '5xx': bookingErrorSchema };

export const visitPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const visitOf = (request: { params: { id: string; visitId: string } }, userId: string) => ({
    userId,
    bookingId: request.params.id,
    visitId: request.params.visitId,
  });

  app.get(
    '/bookings/:id/visits/:visitId/pay',
    { schema: { params: visitParamsSchema, response: { 200: visitChargeBreakdownSchema, ...errors } } },
    async (request) => visitPayQuote(database.db, visitOf(request, requireUser(request).id), now()),
  );
  app.post(
    '/bookings/:id/visits/:visitId/pay',
    { schema: { params: visitParamsSchema, response: { 200: visitChargeAnswerSchema, ...errors } } },
    async (request) => payVisit(paymentDeps(app), visitOf(request, requireUser(request).id), now()),
  );
  app.get(
    '/bookings/:id/pay-ahead',
    {
      schema: {
        params: bookingParamsSchema,
        querystring: payAheadQuerySchema,
        response: { 200: visitChargeBreakdownSchema, ...errors },
      },
    },
    async (request) =>
      payAheadQuote(
        database.db,
        { userId: requireUser(request).id, bookingId: request.params.id, weeks: request.query.weeks },
        now(),
      ),
  );
  app.post(
    '/bookings/:id/pay-ahead',
    {
      schema: {
        params: bookingParamsSchema,
        body: payAheadSchema,
        response: { 200: visitChargeAnswerSchema, ...errors },
      },
    },
    async (request) =>
      payAhead(
        paymentDeps(app),
        { userId: requireUser(request).id, bookingId: request.params.id, weeks: request.body.weeks },
        now(),
      ),
  );
  app.post(
    '/bookings/:id/visits/:visitId/tip',
    {
      schema: {
        params: visitParamsSchema,
        body: tipSchema,
        response: { 200: visitChargeAnswerSchema, ...errors },
      },
    },
    async (request) =>
      tipVisit(
        paymentDeps(app),
        { ...visitOf(request, requireUser(request).id), amountRand: request.body.amount },
        now(),
      ),
  );
  app.post(
    '/bookings/:id/visits/:visitId/late-fee',
    { schema: { params: visitParamsSchema, response: { 200: lateFeeAnswerSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { hire, visit, role } = await findPartyVisit(
        database.db,
        user.id,
        request.params.id,
        request.params.visitId,
      );
      if (role !== 'employer' || !hire.employerUserId) throw forbidden(BOOKING_MESSAGES.employerOnly);
      return collectLateFee(paymentDeps(app), visit, hire.employerUserId, now(), { unpaid: 'link' });
    },
  );
  // Either party may ask: the money only ever goes back to the household that paid.
  app.post(
    '/bookings/:id/visits/:visitId/refund',
    { schema: { params: visitParamsSchema, response: { 200: refundAnswerSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { visit } = await findPartyVisit(database.db, user.id, request.params.id, request.params.visitId);
      const answer = await refundVisit(paymentDeps(app), visit, now());
      if (answer.status === 'failed') throw new HttpError(502, VISIT_PAYMENT_MESSAGES.refundFailed);
      return answer;
    },
  );
};
