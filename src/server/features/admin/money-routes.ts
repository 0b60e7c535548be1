// /api/admin promo codes and payments (admin-only: the hook in routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSearchQuerySchema } from '../../../shared/schemas/admin.js';
import {
  adminPaymentSchema,
  adminPaymentsSchema,
  adminPromoCodeSchema,
  adminPromoCodesSchema,
  createPromoCodeSchema,
  paymentParamsSchema,
  promoCodeParamsSchema,
  refundBodySchema,
} from '../../../shared/schemas/admin-money.js';
import { requireAdmin } from '../../context.js';
import { paymentDeps } from '../payments/index.js';
import { listPromoCodes } from '../promo/index.js';
import {
  createPromo,
  deactivatePromo,
  recheckPayment,
  refundByAdmin,
  searchPayments,
} from './money-service.js';

export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get('/promo-codes', { schema: { response: { 200: adminPromoCodesSchema } } }, async () =>
    listPromoCodes(db),
  );

  app.post(
    '/promo-codes',
    { schema: { body: createPromoCodeSchema, response: { 201: adminPromoCodeSchema } } },
    async (request, reply) => {
      const created = await createPromo(db, requireAdmin(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/promo-codes/:code/deactivate',
    { schema: { params: promoCodeParamsSchema, response: { 200: adminPromoCodeSchema } } },
    async (request) => deactivatePromo(db, requireAdmin(request), request.params.code),
  );

  app.get(
    '/payments',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminPaymentsSchema } } },
    async (request) => searchPayments(db, requireAdmin(request), request.query.q),
  );

  app.post(
    '/payments/:reference/recheck',
    { schema: { params: paymentParamsSchema, response: { 200: adminPaymentSchema } } },
    async (request) => recheckPayment(paymentDeps(app), requireAdmin(request), request.params.reference),
  );

  app.post(
    '/payments/:reference/refund',
    {
      schema: { params: paymentParamsSchema, body: refundBodySchema, response: { 200: adminPaymentSchema } },
    },
    async (request) =>
      refundByAdmin(paymentDeps(app), requireAdmin(request), request.params.reference, request.body.reason),
  );
};
