// /api/admin/translation-suggestions (admin-only: the hook in routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/admin.js';
import {
  adminSuggestionSchema,
  adminSuggestionsQuerySchema,
  adminSuggestionsSchema,
} from '../../../shared/schemas/translation-suggestions.js';
import { requireAdmin } from '../../context.js';
import { listSuggestions, markSuggestionDone } from './suggestions-service.js';

export const adminSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    '/translation-suggestions',
    { schema: { querystring: adminSuggestionsQuerySchema, response: { 200: adminSuggestionsSchema } } },
    async (request) => {
      requireAdmin(request);
      return listSuggestions(db, request.query);
    },
  );

  app.post(
    '/translation-suggestions/:id/done',
    { schema: { params: idParamsSchema, response: { 200: adminSuggestionSchema } } },
    async (request) => markSuggestionDone(db, requireAdmin(request), request.params.id),
  );
};
