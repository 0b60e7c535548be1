// Under /api/me (issue 34): GET /earnings?month=YYYY-MM and GET /earnings/YYYY-MM.pdf for the worker, GET
// /payments for the household. Each reads only the signed-in person's own money; nothing here is cached.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  earningsAnswerSchema,
  earningsQuerySchema,
  householdPaymentsAnswerSchema,
  statementParamsSchema,
  statementQuerySchema,
} from '../../../shared/schemas/earnings.js';
import { pdfFileSchema } from '../../../shared/schemas/household.js';
import { requireUser } from '../../context.js';
import { householdPayments } from './household-payments.js';
import { earningsWorkerId, workerEarnings } from './service.js';
import { earningsStatement } from './statement.js';

const noStore = { 'cache-control': 'no-store, private' };

export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.ctx;

  app.get(
    '/earnings',
    { schema: { querystring: earningsQuerySchema, response: { 200: earningsAnswerSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const workerId = earningsWorkerId(user);
      const answer = await workerEarnings(database.db, workerId, request.query.month, app.ctx.now());
      return reply.headers(noStore).send(answer);
    },
  );

  app.get(
    '/earnings/:month.pdf',
    {
      schema: {
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: pdfFileSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await earningsStatement(database.db, user, {
        month: request.params.month,
        lang: request.query.lang,
        now: app.ctx.now(),
      });
      return reply
        .headers({
          ...noStore,
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${file.filename}"`,
        })
        .send(file.pdf);
    },
  );

  app.get(
    '/payments',
    { schema: { response: { 200: householdPaymentsAnswerSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.headers(noStore).send({ payments: await householdPayments(database.db, user.id) });
    },
  );
};
