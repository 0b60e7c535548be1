// POST /api/promo-codes/validate {code} -> {valid, trialDays, description} or {valid: false, message}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatePromoAnswerSchema, validatePromoSchema } from '../../../shared/schemas/payments.js';
import { requireUser } from '../../context.js';
import { checkPromoCode } from './service.js';

const validateRoute = { schema: { body: validatePromoSchema, response: { 200: validatePromoAnswerSchema } } };

export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/validate', validateRoute, async (request) => {
    const user = requireUser(request);
    return checkPromoCode(app.ctx.database.db, request.body.code, user.id);
  });
};
