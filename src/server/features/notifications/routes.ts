// /api/notifications/preferences: how and when the signed-in person hears from us; and the daily sweep that warns
// of a listing or tier ending in 7 days and on the day, and forgets old replies and fallback texts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferencesSchema } from '../../../shared/schemas/notifications.js';
import { requireUser } from '../../context.js';
import { purgeOldMessages } from '../../platform/messaging/index.js';
import { EXPIRY_REMINDERS_JOB, scheduleExpiryReminders, sendExpiryReminders } from './expiry-reminders.js';
import { readPreferences, writePreferences } from './service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, jobs } = app.ctx;

  jobs.register(EXPIRY_REMINDERS_JOB, async () => {
    const now = new Date();
    await sendExpiryReminders(database.db, now, config.publicUrl);
    await purgeOldMessages(database.db, now);
    await scheduleExpiryReminders(database.db, now);
  });
  // Idempotent per day (dedupe key), so several processes starting at once queue one sweep.
  app.addHook('onReady', async () => {
    await scheduleExpiryReminders(database.db, new Date());
  });

  app.get('/preferences', { schema: { response: { 200: notificationPreferencesSchema } } }, async (request) =>
    readPreferences(database.db, requireUser(request).id),
  );

  app.put(
    '/preferences',
    { schema: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => writePreferences(database.db, requireUser(request).id, request.body),
  );
};
