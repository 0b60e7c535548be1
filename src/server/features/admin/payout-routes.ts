// /api/admin payout runs and their transfers (issue 34; admin-only: the hook in routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPayoutRunsSchema,
  adminPayoutsQuerySchema,
  adminPayoutsSchema,
} from '../../../shared/schemas/admin-payouts.js';
import { listAdminPayouts, listPayoutRuns } from '../payouts/index.js';

export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get('/payout-runs', { schema: { response: { 200: adminPayoutRunsSchema } } }, async () => ({
    runs: await listPayoutRuns(db),
  }));

  app.get(
    '/payouts',
    { schema: { querystring: adminPayoutsQuerySchema, response: { 200: adminPayoutsSchema } } },
    async (request) => ({ payouts: await listAdminPayouts(db, request.query) }),
  );
};
