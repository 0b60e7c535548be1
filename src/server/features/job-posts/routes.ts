// /api/jobs: post a job, Jobs Near Me, a job, the employer's jobs, apply, the applicants, hire one, close; and
// /api/me/job-alerts, the opt-in to job alerts. The durable jobs (each post's expiry and its alerts) are jobs.ts.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicantsResponseSchema,
  applicationCreatedSchema,
  applicationParamsSchema,
  applySchema,
  closeJobAnswerSchema,
  createdJobSchema,
  hireFromApplicationAnswerSchema,
  jobAlertSettingsPatchSchema,
  jobAlertSettingsSchema,
  jobDetailsSchema,
  jobErrorSchema,
  jobIdParamsSchema,
  jobPostSchema,
  myJobsResponseSchema,
  nearbyJobsQuerySchema,
  nearbyJobsResponseSchema,
} from '../../../shared/schemas/job-posts.js';
import { requireUser } from '../../context.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';
import { unauthorized } from '../../lib/http-error.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { keepSessionAlive, readSessionCookie, sessionIdHash } from '../../platform/sessions/index.js';
import { getJobAlertSettings, setJobAlertSettings } from './alerts.js';
import { applyToJob, hireFromApplication, listApplications } from './applications.js';
import { getJobPost } from './details.js';
import { nearbyJobsForSession } from './nearby.js';
import { closeJobPost, createJobPost, listMyJobPosts } from './posting.js';

const errors = { '4xx': jobErrorSchema };

export const jobPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;
  const { db } = database;

  app.post(
    '/jobs',
    { schema: { body: jobPostSchema, response: { 201: createdJobSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await createJobPost(db, { employerUserId: user.id, job: request.body });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/jobs/nearby',
    {
      schema: { querystring: nearbyJobsQuerySchema, response: { 200: nearbyJobsResponseSchema } },
      // Like the worker search: the session is checked in the query's own round trip (decisions 0083, 0204).
      config: { sessionLookup: 'route' },
      serializerCompiler: compiledSerializerCompiler,
    },
    async (request) => {
      const rawId = readSessionCookie(request);
      const found = rawId
        ? await nearbyJobsForSession(database, sessionIdHash(config, rawId), request.query)
        : null;
      if (!rawId || !found) throw unauthorized('Unauthorized');
      await keepSessionAlive(db, found.session);
      return found.response;
    },
  );

  app.get('/jobs/mine', { schema: { response: { 200: myJobsResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return { jobs: await listMyJobPosts(db, user.id) };
  });

  app.get(
    '/jobs/:id',
    { schema: { params: jobIdParamsSchema, response: { 200: jobDetailsSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return getJobPost(db, {
        jobPostId: request.params.id,
        viewerUserId: user.id,
        language: requestLanguage(request),
      });
    },
  );

  app.post(
    '/jobs/:id/applications',
    {
      schema: {
        params: jobIdParamsSchema,
        body: applySchema,
        response: { 201: applicationCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await applyToJob(db, {
        jobPostId: request.params.id,
        workerUserId: user.id,
        message: request.body?.message,
        publicUrl: config.publicUrl,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/jobs/:id/applications',
    { schema: { params: jobIdParamsSchema, response: { 200: applicantsResponseSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return { applications: await listApplications(db, { jobPostId: request.params.id, userId: user.id }) };
    },
  );

  app.post(
    '/jobs/:id/applications/:applicationId/hire',
    {
      schema: {
        params: applicationParamsSchema,
        response: { 201: hireFromApplicationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await hireFromApplication(db, {
        jobPostId: request.params.id,
        applicationId: request.params.applicationId,
        employerUserId: user.id,
        publicUrl: config.publicUrl,
        requestsPerDay: config.HIRE_REQUESTS_PER_DAY,
      });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/jobs/:id/close',
    { schema: { params: jobIdParamsSchema, response: { 200: closeJobAnswerSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return closeJobPost(db, { jobPostId: request.params.id, userId: user.id, publicUrl: config.publicUrl });
    },
  );

  app.get('/me/job-alerts', { schema: { response: { 200: jobAlertSettingsSchema } } }, async (request) => {
    const user = requireUser(request);
    return getJobAlertSettings(db, user.id);
  });

  app.patch(
    '/me/job-alerts',
    { schema: { body: jobAlertSettingsPatchSchema, response: { 200: jobAlertSettingsSchema } } },
    async (request) => {
      const user = requireUser(request);
      return setJobAlertSettings(db, user.id, request.body);
    },
  );
};
