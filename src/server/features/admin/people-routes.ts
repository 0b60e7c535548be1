// /api/admin users, reports and reviews (admin-only: the hook in routes.ts).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReportsSchema,
  adminReviewSchema,
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  adminSearchQuerySchema,
  adminUserSchema,
  adminUsersSchema,
  idParamsSchema,
  reasonBodySchema,
  reportsQuerySchema,
  resolvedReportsSchema,
  resolveReportSchema,
} from '../../../shared/schemas/admin.js';
import { requireAdmin } from '../../context.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { listReports, resolveReport } from './reports-service.js';
import { searchReviews, setReviewHidden } from './reviews-service.js';
import { searchUsers, suspendUser, unsuspendUser } from './users-service.js';

export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    '/users',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminUsersSchema } } },
    async (request) => searchUsers(db, requireAdmin(request), request.query.q),
  );

  app.post(
    '/users/:id/suspend',
    { schema: { params: idParamsSchema, body: reasonBodySchema, response: { 200: adminUserSchema } } },
    async (request) => suspendUser(db, requireAdmin(request), request.params.id, request.body.reason),
  );

  app.post(
    '/users/:id/unsuspend',
    { schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => unsuspendUser(db, requireAdmin(request), request.params.id),
  );

  app.get(
    '/reports',
    { schema: { querystring: reportsQuerySchema, response: { 200: adminReportsSchema } } },
    async (request) => listReports(db, requireAdmin(request), request.query.status, requestLanguage(request)),
  );

  app.post(
    '/reports/:id/resolve',
    {
      schema: { params: idParamsSchema, body: resolveReportSchema, response: { 200: resolvedReportsSchema } },
    },
    async (request) => resolveReport(db, requireAdmin(request), request.params.id, request.body),
  );

  app.get(
    '/reviews',
    { schema: { querystring: adminReviewsQuerySchema, response: { 200: adminReviewsPageSchema } } },
    async (request) => searchReviews(db, requireAdmin(request), request.query, requestLanguage(request)),
  );

  app.post(
    '/reviews/:id/hide',
    { schema: { params: idParamsSchema, body: reasonBodySchema, response: { 200: adminReviewSchema } } },
    async (request) =>
      setReviewHidden(
        db,
        requireAdmin(request),
        request.params.id,
        request.body.reason,
        requestLanguage(request),
      ),
  );

  app.post(
    '/reviews/:id/show',
    { schema: { params: idParamsSchema, response: { 200: adminReviewSchema } } },
    async (request) =>
      setReviewHidden(db, requireAdmin(request), request.params.id, null, requestLanguage(request)),
  );
};
