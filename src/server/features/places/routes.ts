// GET /api/places?q=[&lat=&lng=] (autocomplete through the configured provider, nearest the point first when one is
// given) and GET /api/map-config (tile URL for the map).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTOCOMPLETE_LIMIT } from '../../../shared/constants.js';
import { mapConfigSchema, placesQuerySchema, placesResponseSchema } from '../../../shared/schemas/places.js';
import { hitRateLimit } from '../../platform/rate-limit/index.js';

const PLACES_TOO_MANY_MESSAGE = 'Too many place searches from your network. Please wait a minute.';

const OSM_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    { schema: { querystring: placesQuerySchema, response: { 200: placesResponseSchema } } },
    async (request, reply) => {
      const provider = app.ctx.places;
      if (provider.name !== 'embedded') {
        // A remote geocoder is one shared, throttled resource: one address may not take all of it.
        await app.ctx.database.db.transaction((tx) =>
          hitRateLimit(tx, {
            key: `places:ip:${request.ip}`,
            limit: app.ctx.config.PLACES_REQUESTS_PER_IP_PER_MINUTE,
            windowSeconds: 60,
            message: () => PLACES_TOO_MANY_MESSAGE,
          }),
        );
      }
      const { q, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      const places = await provider.search(q, AUTOCOMPLETE_LIMIT, near);
      // Suggestions for a prefix change only when the data does: let the browser keep them for a while.
      reply.header('cache-control', 'private, max-age=3600');
      return { places, attribution: provider.attribution };
    },
  );

  app.get('/map-config', { schema: { response: { 200: mapConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { tileUrl: app.ctx.config.TILE_URL, tileAttribution: OSM_TILE_ATTRIBUTION };
  });
};
