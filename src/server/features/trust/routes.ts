// /api/employers/:userId (the employer profile a worker may see) and /api/blocks (issue 20).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockSchema,
  blockStateSchema,
  blocksAnswerSchema,
  employerProfileSchema,
  userIdParamsSchema,
} from '../../../shared/schemas/trust.js';
import { requireUser } from '../../context.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { blockUser, listBlocks, unblockUser } from './blocks.js';
import { getEmployerProfile } from './employer-profile.js';

export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    '/employers/:userId',
    { schema: { params: userIdParamsSchema, response: { 200: employerProfileSchema } } },
    async (request) =>
      getEmployerProfile(db, requireUser(request).id, request.params.userId, requestLanguage(request)),
  );

  app.get('/blocks', { schema: { response: { 200: blocksAnswerSchema } } }, async (request) =>
    listBlocks(db, requireUser(request).id),
  );

  app.post(
    '/blocks',
    { schema: { body: blockSchema, response: { 201: blockStateSchema } } },
    async (request, reply) => {
      const userId = await blockUser(db, requireUser(request).id, request.body, app.ctx.blockWithdrawals);
      return reply.status(201).send({ userId, blocked: true });
    },
  );

  app.delete(
    '/blocks/:userId',
    { schema: { params: userIdParamsSchema, response: { 200: blockStateSchema } } },
    async (request) => {
      await unblockUser(db, requireUser(request).id, request.params.userId);
      return { userId: request.params.userId, blocked: false };
    },
  );
};
