// /api/hires/:id/employment, contract.pdf and payslips; /api/payslips/:id.pdf; /api/employments (both parties'
// lists) and /api/household/reminders (the employer's opt-in). Thin: validate, call a service, answer.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employmentSchema, payslipRequestSchema } from '../../../shared/schemas/employment.js';
import { hireIdParamsSchema } from '../../../shared/schemas/hires.js';
import {
  documentQuerySchema,
  hireEmploymentAnswerSchema,
  issuedPayslipSchema,
  myEmploymentsSchema,
  payslipListSchema,
  payslipPdfParamsSchema,
  pdfFileSchema,
  putEmploymentAnswerSchema,
  reminderSettingSchema,
} from '../../../shared/schemas/household.js';
import { requireUser } from '../../context.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { issuePayslip, listHirePayslips, payslipPdf } from './payslips-service.js';
import { getReminderSetting, setReminderSetting } from './reminders.js';
import {
  contractPdf,
  getHireEmployment,
  listMyEmployments,
  type PdfFile,
  saveEmployment,
} from './service.js';

/** Private papers: never cached on a shared phone or a proxy, always a download the worker can keep. */
function pdfHeaders(file: PdfFile): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'cache-control': 'no-store, private',
    'content-disposition': `attachment; filename="${file.filename}"`,
  };
}

export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.ctx;

  app.get(
    '/hires/:id/employment',
    { schema: { params: hireIdParamsSchema, response: { 200: hireEmploymentAnswerSchema } } },
    async (request) => {
      const user = requireUser(request);
      return getHireEmployment(database.db, request.params.id, user.id, requestLanguage(request));
    },
  );

  app.put(
    '/hires/:id/employment',
    {
      schema: {
        params: hireIdParamsSchema,
        body: employmentSchema,
        response: { 200: putEmploymentAnswerSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        employment: await saveEmployment(
          database.db,
          request.params.id,
          user.id,
          request.body,
          requestLanguage(request),
        ),
      };
    },
  );

  app.get(
    '/hires/:id/contract.pdf',
    {
      schema: {
        params: hireIdParamsSchema,
        querystring: documentQuerySchema,
        response: { 200: pdfFileSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await contractPdf(database.db, request.params.id, user.id, request.query.lang);
      return reply.headers(pdfHeaders(file)).send(file.pdf);
    },
  );

  app.post(
    '/hires/:id/payslips',
    {
      schema: {
        params: hireIdParamsSchema,
        body: payslipRequestSchema,
        response: { 201: issuedPayslipSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const payslip = await issuePayslip(database.db, request.params.id, user.id, request.body);
      return reply.status(201).send(payslip);
    },
  );

  app.get(
    '/hires/:id/payslips',
    { schema: { params: hireIdParamsSchema, response: { 200: payslipListSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { payslips: await listHirePayslips(database.db, request.params.id, user.id) };
    },
  );

  app.get(
    '/payslips/:id.pdf',
    {
      schema: {
        params: payslipPdfParamsSchema,
        querystring: documentQuerySchema,
        response: { 200: pdfFileSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await payslipPdf(database.db, request.params.id, user.id, request.query.lang);
      return reply.headers(pdfHeaders(file)).send(file.pdf);
    },
  );

  app.get('/employments', { schema: { response: { 200: myEmploymentsSchema } } }, async (request) => {
    const user = requireUser(request);
    return { employments: await listMyEmployments(database.db, user.id) };
  });

  app.get(
    '/household/reminders',
    { schema: { response: { 200: reminderSettingSchema } } },
    async (request) => {
      const user = requireUser(request);
      return getReminderSetting(database.db, user.id);
    },
  );

  app.put(
    '/household/reminders',
    { schema: { body: reminderSettingSchema, response: { 200: reminderSettingSchema } } },
    async (request) => {
      const user = requireUser(request);
      return setReminderSetting(database.db, user.id, request.body);
    },
  );
};
