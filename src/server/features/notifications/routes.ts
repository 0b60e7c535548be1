// /api/notifications/preferences: how and when the signed-in person hears from us (the daily sweep is jobs.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferencesSchema } from '../../../shared/schemas/notifications.js';
import { requireUser } from '../../context.js';
import { readPreferences, writePreferences } from './service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.ctx;

  app.get('/preferences', { schema: { response: { 200: notificationPreferencesSchema } } }, async (request) =>
    readPreferences(database.db, requireUser(request).id),
  );

  app.put(
    '/preferences',
    { schema: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => writePreferences(database.db, requireUser(request).id, request.body),
  );
};
