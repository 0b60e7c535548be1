// A remote geocoder is one shared, throttled resource: one address may not take all of it. Place search and the
// nearest-place lookup count against the same per-address budget; the embedded gazetteer is not limited.
import type { FastifyInstance } from 'fastify';
import { ERROR_TEXTS } from '../../lib/error-texts.js';
import { hitRateLimit } from '../../platform/rate-limit/index.js';

export async function limitRemotePlaceCalls(app: FastifyInstance, ip: string): Promise<void> {
  if (app.ctx.places.name === 'embedded') return;
  await app.ctx.database.db.transaction((tx) =>
    hitRateLimit(tx, {
      key: `places:ip:${ip}`,
      limit: app.ctx.config.PLACES_REQUESTS_PER_IP_PER_MINUTE,
      windowSeconds: 60,
      message: () => ERROR_TEXTS.placesTooMany,
    }),
  );
}
