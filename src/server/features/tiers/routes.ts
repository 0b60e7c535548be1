// The tiers plugin: the 'upgrade' payment type (POST /api/payments/initialize with paymentType 'upgrade') and the
// durable expiry job that returns lapsed tiers to basic, scheduled per expiry and swept daily.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAY_MS } from '../../../shared/constants.js';
import { EXPIRE_TIERS_JOB, expireLapsedTiers, scheduleDailySweep } from './service.js';

export const tierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, jobs } = app.ctx;

  jobs.register(EXPIRE_TIERS_JOB, async (payload) => {
    await expireLapsedTiers(database.db);
    if (typeof payload.sweep === 'string') {
      const tomorrow = new Date(`${payload.sweep}T00:00:00.000Z`).getTime() + DAY_MS;
      await scheduleDailySweep(database.db, new Date(tomorrow));
    }
  });

  // Idempotent per day (dedupe key), so several processes starting at once queue one sweep.
  app.addHook('onReady', async () => {
    await scheduleDailySweep(database.db, new Date());
  });
};
