// The safety check-in (issue 20): GET/POST /api/hires/:id/check-in, POST /api/hires/:id/check-out, the worker's
// trusted contact (GET/PUT /api/me/trusted-contact) and the reply handlers (SAFE/HELP, IN/OUT); the jobs that ask and alert are jobs.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hireIdParamsSchema } from '../../../shared/schemas/hires.js';
import { checkInSchema, checkInStateSchema, trustedContactSchema } from '../../../shared/schemas/trust.js';
import { requireUser } from '../../context.js';
import { checkInReplyHandler, safetyReplyHandler } from './replies.js';
import { checkIn, checkOut, getCheckIn, getTrustedContact, saveTrustedContact } from './service.js';

export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, replies, now } = app.ctx;
  const { db } = database;

  replies.register(safetyReplyHandler);
  replies.register(checkInReplyHandler(config.publicUrl));

  app.get(
    '/me/trusted-contact',
    { schema: { response: { 200: trustedContactSchema } } },
    async (request) => ({ trustedContactPhone: await getTrustedContact(db, requireUser(request).id) }),
  );

  app.put(
    '/me/trusted-contact',
    { schema: { body: trustedContactSchema, response: { 200: trustedContactSchema } } },
    async (request) => ({
      trustedContactPhone: await saveTrustedContact(
        db,
        requireUser(request).id,
        request.body.trustedContactPhone,
      ),
    }),
  );

  app.get(
    '/hires/:id/check-in',
    { schema: { params: hireIdParamsSchema, response: { 200: checkInStateSchema } } },
    async (request) => getCheckIn(db, request.params.id, requireUser(request).id),
  );

  app.post(
    '/hires/:id/check-in',
    { schema: { params: hireIdParamsSchema, body: checkInSchema, response: { 201: checkInStateSchema } } },
    async (request, reply) => {
      const state = await checkIn(
        db,
        { hireId: request.params.id, workerUserId: requireUser(request).id, ...request.body },
        now(),
      );
      return reply.status(201).send(state);
    },
  );

  app.post(
    '/hires/:id/check-out',
    { schema: { params: hireIdParamsSchema, response: { 200: checkInStateSchema } } },
    async (request) =>
      checkOut(db, { hireId: request.params.id, workerUserId: requireUser(request).id }, now()),
  );
};
