// POST /api/translation-suggestions: "Suggest a better translation" from the footer (issue 17).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdSuggestionSchema,
  createSuggestionSchema,
} from '../../../shared/schemas/translation-suggestions.js';
import { createSuggestion } from './service.js';

export const translationSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    { schema: { body: createSuggestionSchema, response: { 201: createdSuggestionSchema } } },
    async (request, reply) => {
      const created = await createSuggestion(
        app.ctx.database.db,
        { userId: request.user?.id ?? null, ip: request.ip },
        request.body,
      );
      return reply.status(201).send(created);
    },
  );
};
