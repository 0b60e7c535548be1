// The worker's payout account and payouts, under /api/me (issue 34): POST /payout-account/code sends her a one-time
// code, PUT /payout-account saves the account with it, GET /payout-account answers it masked; POST /payouts asks for
// a payout, GET /payouts lists hers. Workers only; every answer is hers alone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutAccountAnswerSchema,
  savePayoutAccountSchema,
  sendPayoutCodeResponseSchema,
  sendPayoutCodeSchema,
} from '../../../shared/schemas/payouts.js';
import { requireUser } from '../../context.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { sendCode, sendCodeDeps } from '../auth/index.js';
import { getPayoutAccount, requireWorker, savePayoutAccount } from './account.js';

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, transfers } = app.ctx;
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    '/payout-account/code',
    { schema: { body: sendPayoutCodeSchema.nullish(), response: { 200: sendPayoutCodeResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      requireWorker(user);
      const { developmentOtp, resendAfterSeconds } = await sendCode(sendCodeDeps(app), {
        phoneNumber: user.phoneNumber,
        purpose: 'payout_account',
        channel: request.body?.deliveryMethod ?? 'whatsapp',
        ip: request.ip,
        language: requestLanguage(request),
      });
      return { success: true as const, resendAfterSeconds, ...(developmentOtp ? { developmentOtp } : {}) };
    },
  );

  app.put(
    '/payout-account',
    { schema: { body: savePayoutAccountSchema, response: { 200: payoutAccountAnswerSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const account = await savePayoutAccount(
        { db: database.db, config, transfers, now: app.ctx.now },
        user,
        request.body,
        request.ip,
      );
      return reply.headers(noStore).send({ account });
    },
  );

  app.get(
    '/payout-account',
    { schema: { response: { 200: payoutAccountAnswerSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      requireWorker(user);
      const account = await getPayoutAccount(database.db, user.id, app.ctx.now());
      return reply.headers(noStore).send({ account });
    },
  );
};
