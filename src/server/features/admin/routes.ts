// /api/admin: the admin console's API (issue 20). Every route registered under this plugin, today's and any added
// later, is admin-only by the hook below, before its schema or handler runs: signed out 401, not an admin 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../context.js';
import { adminMoneyRoutes } from './money-routes.js';
import { adminOverviewRoutes } from './overview-routes.js';
import { adminPayoutRoutes } from './payout-routes.js';
import { adminPeopleRoutes } from './people-routes.js';
import { adminReconciliationRoutes } from './reconciliation-routes.js';
import { adminSuggestionRoutes } from './suggestions-routes.js';
import { adminVoiceNoteRoutes } from './voice-notes-routes.js';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  await app.register(adminOverviewRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(adminPayoutRoutes);
  await app.register(adminReconciliationRoutes);
  await app.register(adminSuggestionRoutes);
  await app.register(adminVoiceNoteRoutes);
};
