// GET /api/places?q=[&lat=&lng=] (autocomplete through the configured provider, nearest the point first when one is
// given) and GET /api/map-config (tile URL for the map).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTOCOMPLETE_LIMIT } from '../../../shared/constants.js';
import { mapConfigSchema, placesQuerySchema, placesResponseSchema } from '../../../shared/schemas/places.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { limitRemotePlaceCalls } from './remote-limit.js';

const OSM_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      config: PUBLIC_ROUTE,
      schema: { querystring: placesQuerySchema, response: { 200: placesResponseSchema } },
    },
    async (request, reply) => {
      const provider = app.ctx.places;
      await limitRemotePlaceCalls(app, request.ip);
      const { q, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      const places = await provider.search(q, AUTOCOMPLETE_LIMIT, near);
      // Suggestions for a prefix change only when the data does: let the browser keep them for a while.
      reply.header('cache-control', 'private, max-age=3600');
      return { places, attribution: provider.attribution };
    },
  );

  app.get(
    '/map-config',
    { config: PUBLIC_ROUTE, schema: { response: { 200: mapConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { tileUrl: app.ctx.config.TILE_URL, tileAttribution: OSM_TILE_ATTRIBUTION };
    },
  );
};
