// /api/hires: request a hire, the employer's and the worker's lists, and the moves of the hire state machine.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHireSchema, hireIdParamsSchema } from '../../../shared/schemas/hires.js';
import { requireUser } from '../../context.js';
import { listEmployerHires, listWorkerHires } from './lists.js';
import { createHire, EXPIRE_HIRES_JOB, expireDueHires, type HireAction, transitionHire } from './service.js';

const ACTIONS: readonly HireAction[] = ['accept', 'decline', 'cancel', 'complete'];

export const hiresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, jobs } = app.ctx;

  jobs.register(EXPIRE_HIRES_JOB, async () => {
    await expireDueHires(database.db, config.publicUrl);
  });

  app.post('/hires', { schema: { body: createHireSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const answer = await createHire(database.db, {
      employerUserId: user.id,
      workerId: request.body.workerId,
      publicUrl: config.publicUrl,
    });
    return reply.status(201).send(answer);
  });

  app.get('/hires', async (request) => {
    const user = requireUser(request);
    return { hires: await listEmployerHires(database.db, user.id) };
  });

  app.get('/hires/incoming', async (request) => {
    const user = requireUser(request);
    return { hires: await listWorkerHires(database.db, user.id) };
  });

  for (const action of ACTIONS) {
    app.post(`/hires/:id/${action}`, { schema: { params: hireIdParamsSchema } }, async (request) => {
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
