// GET /api/health: 200 once migrations ran and the database answers, 503 while it does not.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, healthUnavailableSchema } from '../../../shared/schemas/health.js';

const healthRoute = { schema: { response: { 200: healthSchema, 503: healthUnavailableSchema } } };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', healthRoute, async (_request, reply) => {
    const { database } = app.ctx;
    try {
      await database.query('select 1');
    } catch {
      return reply
        .status(503)
        .send({ status: 'unavailable', database: database.kind, message: 'Database unavailable' });
    }
    return { status: 'ok' as const, database: database.kind };
  });
};
