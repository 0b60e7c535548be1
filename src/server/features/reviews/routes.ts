// POST /api/reviews and GET /api/reviews/eligibility: the worker profile's Leave a Review form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReviewResponseSchema,
  createReviewSchema,
  reviewEligibilityQuerySchema,
  reviewEligibilitySchema,
} from '../../../shared/schemas/reviews.js';
import { requireUser } from '../../context.js';
import { createReview, getReviewEligibility } from './service.js';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reviews',
    { schema: { body: createReviewSchema, response: { 201: createReviewResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await createReview(app.ctx.database.db, user, request.body);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/reviews/eligibility',
    { schema: { querystring: reviewEligibilityQuerySchema, response: { 200: reviewEligibilitySchema } } },
    async (request) => {
      // Signed out is an answer here (the form shows why), not an error.
      return getReviewEligibility(app.ctx.database.db, request.user, request.query.workerId);
    },
  );
};
