// POST /api/workers (create the signed-in user's worker profile), GET /api/workers/me (read it back) and
// POST /api/workers/me/promo-code (a promo code for a profile that exists unpaid).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatePromoSchema } from '../../../shared/schemas/payments.js';
import {
  createdWorkerProfileSchema,
  ownWorkerProfileSchema,
  workerRegistrationPayloadSchema,
} from '../../../shared/schemas/worker-registration.js';
import { requireUser } from '../../context.js';
import { applyPromoToProfile, createWorkerProfile, getOwnWorkerProfile } from './registration-service.js';

const createRoute = {
  schema: { body: workerRegistrationPayloadSchema, response: { 201: createdWorkerProfileSchema } },
};

export const workerRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/workers', createRoute, async (request, reply) => {
    const user = requireUser(request);
    const created = await createWorkerProfile(app.ctx.database.db, user, request.body);
    const profile = await getOwnWorkerProfile(app.ctx.database.db, user.id);
    return reply.status(201).send({ ...profile, trialDays: created.trialDays });
  });

  app.post(
    '/workers/me/promo-code',
    { schema: { body: validatePromoSchema, response: { 200: createdWorkerProfileSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { trialDays } = await applyPromoToProfile(app.ctx.database.db, user, request.body.code);
      return { ...(await getOwnWorkerProfile(app.ctx.database.db, user.id)), trialDays };
    },
  );

  // A static segment: Fastify's router prefers it over the search feature's /workers/:id.
  app.get('/workers/me', { schema: { response: { 200: ownWorkerProfileSchema } } }, async (request) => {
    const user = requireUser(request);
    return getOwnWorkerProfile(app.ctx.database.db, user.id);
  });
};
