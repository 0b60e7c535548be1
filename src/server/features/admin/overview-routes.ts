// /api/admin dashboard and audit log (admin-only: the hook in routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  dashboardSchema,
} from '../../../shared/schemas/admin-overview.js';
import { getDashboard, searchAudit } from './overview-service.js';

export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get('/dashboard', { schema: { response: { 200: dashboardSchema } } }, async () => getDashboard(db));

  app.get(
    '/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => searchAudit(db, request.query.q, request.query.before),
  );
};
