// GET /api/places/nearest?lat=&lng=: always the embedded gazetteer (offline, no outside service sees the position).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearestPlaceAnswerSchema, nearestPlaceQuerySchema } from '../../../shared/schemas/nearest-place.js';
import { nearestPlace } from './nearest.js';

export const nearestPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/nearest',
    { schema: { querystring: nearestPlaceQuerySchema, response: { 200: nearestPlaceAnswerSchema } } },
    async (request, reply) => {
      // A person's position: not for shared caches.
      reply.header('cache-control', 'private, no-store');
      return { place: nearestPlace(request.query.lat, request.query.lng) };
    },
  );
};
