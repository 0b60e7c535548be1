// The safety check-in (issue 20): GET/POST /api/hires/:id/check-in, POST /api/hires/:id/check-out, the worker's
// trusted contact (GET/PUT /api/me/trusted-contact), the jobs that ask and alert, and the reply handler.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hireIdParamsSchema } from '../../../shared/schemas/hires.js';
import { checkInSchema, checkInStateSchema, trustedContactSchema } from '../../../shared/schemas/trust.js';
import { requireUser } from '../../context.js';
import { safetyReplyHandler } from './replies.js';
import {
  alertIfNoAnswer,
  checkIn,
  checkOut,
  getCheckIn,
  getTrustedContact,
  promptIfStillIn,
  SAFETY_ALERT_JOB,
  SAFETY_PROMPT_JOB,
  saveTrustedContact,
} from './service.js';

export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, jobs, replies } = app.ctx;
  const { db } = database;

  jobs.register(SAFETY_PROMPT_JOB, async (payload) => {
    await promptIfStillIn(db, String(payload.checkInId));
  });
  jobs.register(SAFETY_ALERT_JOB, async (payload) => {
    await db.transaction((tx) => alertIfNoAnswer(tx, String(payload.checkInId)));
  });
  replies.register(safetyReplyHandler);

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
      const state = await checkIn(db, {
        hireId: request.params.id,
        workerUserId: requireUser(request).id,
        ...request.body,
      });
      return reply.status(201).send(state);
    },
  );

  app.post(
    '/hires/:id/check-out',
    { schema: { params: hireIdParamsSchema, response: { 200: checkInStateSchema } } },
    async (request) => checkOut(db, { hireId: request.params.id, workerUserId: requireUser(request).id }),
  );
};
