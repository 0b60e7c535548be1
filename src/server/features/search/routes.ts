// GET /api/workers/search and GET /api/workers/:id, both for signed-in users (the spec's pages need login).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  workerProfileSchema,
  workerSearchQuerySchema,
  workerSearchResponseSchema,
} from '../../../shared/schemas/search.js';
import { requireUser } from '../../context.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';
import { unauthorized } from '../../lib/http-error.js';
import { keepSessionAlive, readSessionCookie, sessionIdHash } from '../../platform/sessions/index.js';
import { getWorkerProfile, searchWorkersForSession } from './service.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workers/search',
    {
      schema: { querystring: workerSearchQuerySchema, response: { 200: workerSearchResponseSchema } },
      // The busiest endpoint: the session is checked in the search's round trip, and the answer is written by a
      // serializer compiled from its schema (decision 0083).
      config: { sessionLookup: 'route' },
      serializerCompiler: compiledSerializerCompiler,
    },
    async (request) => {
      const { database, config } = app.ctx;
      const rawId = readSessionCookie(request);
      const found = rawId
        ? await searchWorkersForSession(database, sessionIdHash(config, rawId), request.query)
        : null;
      if (!rawId || !found) throw unauthorized('Unauthorized');
      await keepSessionAlive(database.db, found.session);
      return found.response;
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
