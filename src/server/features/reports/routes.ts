// POST /api/reports: report a user, a worker's listing, a review or a job to the admins (issue 20).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdReportSchema, createReportSchema } from '../../../shared/schemas/reports.js';
import { requireUser } from '../../context.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { createReport } from './service.js';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    { schema: { body: createReportSchema, response: { 201: createdReportSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await createReport(
        app.ctx.database.db,
        user.id,
        request.body,
        requestLanguage(request),
      );
      return reply.status(201).send(created);
    },
  );
};
