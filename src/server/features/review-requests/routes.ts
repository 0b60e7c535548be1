// POST /api/review-requests (a worker asks an employer by SMS), and the public link's lookup and submit.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReviewRequestResponseSchema,
  createReviewRequestSchema,
  REVIEW_MESSAGES,
  reviewRequestLookupSchema,
  reviewTokenParamsSchema,
  submitReviewRequestResponseSchema,
  submitReviewRequestSchema,
} from '../../../shared/schemas/reviews.js';
import { requireUser } from '../../context.js';
import { forbidden } from '../../lib/http-error.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { lookupReviewRequest, requestReview, submitReviewRequest } from './service.js';

export const reviewRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;

  app.post(
    '',
    { schema: { body: createReviewRequestSchema, response: { 201: createReviewRequestResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!user.workerId) throw forbidden(REVIEW_MESSAGES.noWorkerProfile);
      const { url, expiresAt } = await requestReview(database.db, config, user.workerId, request.body);
      return reply.status(201).send({
        success: true as const,
        expiresAt: expiresAt.toISOString(),
        ...(config.isProduction ? {} : { developmentUrl: url }),
      });
    },
  );

  app.get(
    '/:token',
    {
      config: PUBLIC_ROUTE,
      schema: { params: reviewTokenParamsSchema, response: { 200: reviewRequestLookupSchema } },
    },
    async (request, reply) => {
      // The token is a credential in the URL: keep the answer out of shared caches.
      reply.header('cache-control', 'no-store');
      return lookupReviewRequest(database.db, config, request.params.token);
    },
  );

  app.post(
    '/:token/submit',
    {
      config: PUBLIC_ROUTE,
      schema: {
        params: reviewTokenParamsSchema,
        body: submitReviewRequestSchema,
        response: { 201: submitReviewRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await submitReviewRequest(database.db, config, request.params.token, request.body);
      return reply.status(201).send(result);
    },
  );
};
