// POST /api/translation-suggestions: "Suggest a better translation" from the footer (issue 17).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdSuggestionSchema,
  createSuggestionSchema,
} from '../../../shared/schemas/translation-suggestions.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { createSuggestion } from './service.js';

export const translationSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    // Anyone may suggest a better translation; a signed-in person's suggestion carries their id.
    {
      config: PUBLIC_ROUTE,
      schema: { body: createSuggestionSchema, response: { 201: createdSuggestionSchema } },
    },
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
