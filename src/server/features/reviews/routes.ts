// POST /api/reviews and GET /api/reviews/eligibility: the worker profile's Leave a Review form; POST
// /api/hires/:id/employer-review: the worker's rating of the employer.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hireIdParamsSchema } from '../../../shared/schemas/hires.js';
import {
  createReviewResponseSchema,
  createReviewSchema,
  reviewEligibilityQuerySchema,
  reviewEligibilitySchema,
} from '../../../shared/schemas/reviews.js';
import { employerReviewAnswerSchema, employerReviewSchema } from '../../../shared/schemas/trust.js';
import { requireUser } from '../../context.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { createEmployerReview } from './employer-reviews.js';
import { createReview, getReviewEligibility } from './service.js';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // The hired worker rates the employer (issue 20), double-blind with the employer's review of her.
  app.post(
    '/hires/:id/employer-review',
    {
      schema: {
        params: hireIdParamsSchema,
        body: employerReviewSchema,
        response: { 201: employerReviewAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await createEmployerReview(app.ctx.database.db, {
        hireId: request.params.id,
        workerUserId: user.id,
        ...request.body,
      });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/reviews',
    { schema: { body: createReviewSchema, response: { 201: createReviewResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await createReview(app.ctx.database.db, user, request.body, app.ctx.config.publicUrl);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/reviews/eligibility',
    {
      config: PUBLIC_ROUTE,
      schema: { querystring: reviewEligibilityQuerySchema, response: { 200: reviewEligibilitySchema } },
    },
    async (request) => {
      // Signed out is an answer here (the form shows why), not an error.
      return getReviewEligibility(app.ctx.database.db, request.user, request.query.workerId);
    },
  );
};
