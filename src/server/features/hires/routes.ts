// /api/hires: request a hire, the employer's and the worker's lists, and the moves of the hire state machine.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createHireAnswerSchema,
  createHireSchema,
  employerHiresSchema,
  HIRE_ACTIONS,
  hireActionAnswerSchema,
  hireChannelParamsSchema,
  hireChannelSchema,
  hireErrorSchema,
  hireIdParamsSchema,
  workerHiresSchema,
} from '../../../shared/schemas/hires.js';
import { requireUser } from '../../context.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { templateLookup } from '../../platform/messaging/index.js';
import { hireRequestChannel } from './channel.js';
import { listEmployerHires, listWorkerHires } from './lists.js';
import { createHire, transitionHire } from './service.js';

const createHireRoute = {
  schema: { body: createHireSchema, response: { 201: createHireAnswerSchema, '4xx': hireErrorSchema } },
};
const hireActionRoute = { schema: { params: hireIdParamsSchema, response: { 200: hireActionAnswerSchema } } };

export const hiresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, messaging } = app.ctx;

  app.post('', createHireRoute, async (request, reply) => {
    const user = requireUser(request);
    const answer = await createHire(database.db, {
      employerUserId: user.id,
      workerId: request.body.workerId,
      publicUrl: config.publicUrl,
      requestsPerDay: config.HIRE_REQUESTS_PER_DAY,
    });
    return reply.status(201).send(answer);
  });

  app.get('', { schema: { response: { 200: employerHiresSchema } } }, async (request) => {
    const user = requireUser(request);
    return { hires: await listEmployerHires(database.db, user.id) };
  });

  app.get(
    '/channel/:workerId',
    { schema: { params: hireChannelParamsSchema, response: { 200: hireChannelSchema } } },
    async (request) => {
      requireUser(request);
      return hireRequestChannel(database.db, request.params.workerId, {
        whatsappAvailable: messaging.whatsappAvailable,
        templates: templateLookup(config),
      });
    },
  );

  app.get('/incoming', { schema: { response: { 200: workerHiresSchema } } }, async (request) => {
    const user = requireUser(request);
    return { hires: await listWorkerHires(database.db, user.id, requestLanguage(request)) };
  });

  for (const action of HIRE_ACTIONS) {
    app.post(`/:id/${action}`, hireActionRoute, async (request) => {
      const user = requireUser(request);
      const hire = await transitionHire(database.db, {
        hireId: request.params.id,
        userId: user.id,
        action,
        publicUrl: config.publicUrl,
      });
      return { hire };
    });
  }
};
