// /api/me: my language (PATCH /me), my recent activity (GET /me/activity), download my data (GET /me/export) and
// delete my account (POST /me/delete/send-code, DELETE /me).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  deleteAccountResponseSchema,
  deleteAccountSchema,
  recentActivitySchema,
  sendDeleteCodeResponseSchema,
  sendDeleteCodeSchema,
  updateMeResponseSchema,
  updateMeSchema,
} from '../../../shared/schemas/me.js';
import { requireUser } from '../../context.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';
import { notFound } from '../../lib/http-error.js';
import { requestLanguage, setLanguageCookie } from '../../platform/i18n/index.js';
import { clearSessionCookie } from '../../platform/sessions/index.js';
import { sendCode, sendCodeDeps, verifyCode } from '../auth/index.js';
import { recentActivity } from './activity.js';
import { exportUserData } from './export-data.js';
import { deleteAccount, removeFiles, saveLanguage } from './service.js';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, storage } = app.ctx;

  app.patch(
    '',
    { schema: { body: updateMeSchema, response: { 200: updateMeResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { language } = request.body;
      await saveLanguage(database.db, user.id, language);
      // The cookie follows, so the pages and a later sign-out keep the same language on this browser.
      setLanguageCookie(reply, config, language);
      return { success: true as const, language };
    },
  );

  app.get('/activity', { schema: { response: { 200: recentActivitySchema } } }, async (request) =>
    recentActivity(database.db, requireUser(request).id, requestLanguage(request)),
  );

  app.get('/export', { schema: { response: { 200: accountExportSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const data = await exportUserData(database.db, config, user.id);
    if (!data) throw notFound(ERROR_TEXTS.accountNotFound);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="work-local-my-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(
        // Pretty-printed for the person reading the download; Fastify sends a JSON string as it is.
        JSON.stringify(data, null, 2) as never,
      );
  });

  app.post(
    '/delete/send-code',
    { schema: { body: sendDeleteCodeSchema.nullish(), response: { 200: sendDeleteCodeResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { developmentOtp } = await sendCode(sendCodeDeps(app), {
        phoneNumber: user.phoneNumber,
        purpose: 'delete_account',
        channel: request.body?.deliveryMethod ?? 'whatsapp',
        ip: request.ip,
        language: requestLanguage(request),
      });
      return { success: true as const, ...(developmentOtp ? { developmentOtp } : {}) };
    },
  );

  app.delete(
    '',
    { schema: { body: deleteAccountSchema, response: { 200: deleteAccountResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      // The code's consumption and every deletion commit together: a wrong code deletes nothing.
      const files = await verifyCode(
        database.db,
        config,
        { phoneNumber: user.phoneNumber, purpose: 'delete_account', code: request.body.code, ip: request.ip },
        (tx) => deleteAccount(tx, user.id),
      );
      try {
        await removeFiles(storage, files);
      } catch (err) {
        // The queued job removes them later; the account itself is already gone.
        request.log.warn({ err }, 'account files not removed yet; the files.delete job will retry');
      }
      request.log.info({ userId: user.id }, 'account deleted at the owner’s request');
      clearSessionCookie(reply, config);
      return { success: true as const };
    },
  );
};
