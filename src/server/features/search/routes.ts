// GET /api/workers/search and GET /api/workers/:id, both for signed-in users (the spec's pages need login).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  workerProfileSchema,
  workerSearchQuerySchema,
  workerSearchResponseSchema,
} from '../../../shared/schemas/search.js';
import { requireUser } from '../../context.js';
import { getWorkerProfile, searchWorkers } from './service.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workers/search',
    { schema: { querystring: workerSearchQuerySchema, response: { 200: workerSearchResponseSchema } } },
    async (request) => {
      requireUser(request);
      return searchWorkers(app.ctx.database, request.query);
    },
  );

  app.get(
    '/workers/:id',
    // Any text reaches the handler: a malformed id is just a worker that does not exist.
    { schema: { params: z.object({ id: z.string() }), response: { 200: workerProfileSchema } } },
    async (request) => {
      const user = requireUser(request);
      return getWorkerProfile(app.ctx.database.db, request.params.id, user.id);
    },
  );
};
