// GET /api/saved-workers, PUT and DELETE /api/saved-workers/:workerId (idempotent save and unsave).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { savedStateSchema, savedWorkersResponseSchema } from '../../../shared/schemas/search.js';
import { requireUser } from '../../context.js';
import { listSavedWorkers, saveWorker, unsaveWorker } from './service.js';

const params = z.object({ workerId: z.string() });

export const savedWorkerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { schema: { response: { 200: savedWorkersResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return { workers: await listSavedWorkers(app.ctx.database.db, user.id) };
  });

  app.put('/:workerId', { schema: { params, response: { 200: savedStateSchema } } }, async (request) => {
    const user = requireUser(request);
    await saveWorker(app.ctx.database.db, user.id, request.params.workerId);
    return { saved: true };
  });

  app.delete('/:workerId', { schema: { params, response: { 200: savedStateSchema } } }, async (request) => {
    const user = requireUser(request);
    await unsaveWorker(app.ctx.database.db, user.id, request.params.workerId);
    return { saved: false };
  });
};
