// POST /api/promo-codes/validate {code} -> {valid, trialDays, description} or {valid: false, message}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatePromoAnswerSchema, validatePromoSchema } from '../../../shared/schemas/payments.js';
import { requireUser } from '../../context.js';
import { withPromoTries } from './attempts.js';
import { checkPromoCode } from './service.js';

const validateRoute = { schema: { body: validatePromoSchema, response: { 200: validatePromoAnswerSchema } } };

export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/validate', validateRoute, async (request) => {
    const user = requireUser(request);
    const { db } = app.ctx.database;
    return withPromoTries(
      db,
      { userId: user.id, ip: request.ip },
      () => checkPromoCode(db, request.body.code, user.id),
      (answer) => !answer.valid,
    );
  });
};
