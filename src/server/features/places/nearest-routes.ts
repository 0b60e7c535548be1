// GET /api/places/nearest?lat=&lng=: the configured provider's reverse lookup (a remote OpenStreetMap geocoder also
// knows the postal code), and the embedded gazetteer whenever the remote one fails, is busy or answers outside
// South Africa (decision 0112).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearestPlaceAnswerSchema, nearestPlaceQuerySchema } from '../../../shared/schemas/nearest-place.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { GAZETTEER_ATTRIBUTION } from '../../providers/places/embedded.js';
import { nearestPlace } from './nearest.js';
import { limitRemotePlaceCalls } from './remote-limit.js';

export const nearestPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nearest',
    {
      config: PUBLIC_ROUTE,
      schema: { querystring: nearestPlaceQuerySchema, response: { 200: nearestPlaceAnswerSchema } },
    },
    async (request, reply) => {
      // A person's position: not for shared caches.
      reply.header('cache-control', 'private, no-store');
      await limitRemotePlaceCalls(app, request.ip);
      const { lat, lng } = request.query;
      const provider = app.ctx.places;
      if (provider.name !== 'embedded') {
        // The suburb and city are a convenience: a failing, slow or busy service must not cost the person them.
        const remote = await provider.reverse(lat, lng).catch((err: unknown) => {
          request.log.warn({ err, provider: provider.name }, 'reverse geocoding failed; using the gazetteer');
          return null;
        });
        if (remote) return { place: remote, attribution: provider.attribution };
      }
      const place = nearestPlace(lat, lng);
      return { place, attribution: place ? GAZETTEER_ATTRIBUTION : null };
    },
  );
};
