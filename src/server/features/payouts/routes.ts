// The worker's payout account and payouts, under /api/me (issue 34): POST /payout-account/code sends her a one-time
// code, PUT /payout-account saves the account with it, GET /payout-account answers it masked; POST /payouts asks for
// a payout, GET /payouts lists hers. Workers only; every answer is hers alone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutAccountAnswerSchema,
  payoutAnswerSchema,
  payoutsAnswerSchema,
  requestPayoutSchema,
  savePayoutAccountSchema,
  sendPayoutCodeResponseSchema,
  sendPayoutCodeSchema,
} from '../../../shared/schemas/payouts.js';
import { requireUser } from '../../context.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { sendCode, sendCodeDeps } from '../auth/index.js';
import { getPayoutAccount, requireWorker, savePayoutAccount } from './account.js';
import { retryTime } from './jobs.js';
import {
  asInFlight,
  createPayout,
  listPayouts,
  payableBalance,
  requestedCents,
  toPayout,
} from './payouts.js';
import { sendPayout } from './send.js';
import { payoutDeps } from './webhook.js';

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

  app.post(
    '/payouts',
    { schema: { body: requestPayoutSchema, response: { 201: payoutAnswerSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      requireWorker(user);
      const amountCents = requestedCents(request.body?.amount);
      const now = app.ctx.now();
      const created = await database.db
        .transaction((tx) =>
          createPayout(tx, {
            userId: user.id,
            workerId: user.workerId!,
            origin: 'request',
            ...(amountCents === undefined ? {} : { amountCents }),
            provider: transfers.name,
            now,
            retryAt: retryTime(now, config.PROVIDER_TIMEOUT_MS),
          }),
        )
        .catch(asInFlight);
      // Sent at once; when Paystack cannot be reached, the payouts.send job tries again and it stays pending.
      try {
        await sendPayout(payoutDeps(app), created.id);
      } catch (err) {
        request.log.warn({ err, payoutId: created.id }, 'payout not sent yet; its payouts.send job retries');
      }
      const [payout] = await listPayouts(database.db, user.id);
      return reply
        .status(201)
        .headers(noStore)
        .send({
          payout: payout?.id === created.id ? payout : toPayout(created),
          balanceCents: await payableBalance(database.db, user.workerId!),
        });
    },
  );

  app.get('/payouts', { schema: { response: { 200: payoutsAnswerSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    requireWorker(user);
    return reply.headers(noStore).send({
      payouts: await listPayouts(database.db, user.id),
      balanceCents: await payableBalance(database.db, user.workerId!),
    });
  });
};
