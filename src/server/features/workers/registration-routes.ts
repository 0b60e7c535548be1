// POST /api/workers (create the signed-in user's worker profile), GET /api/workers/me (read it back),
// POST /api/workers/me/promo-code (a promo code for a profile that exists unpaid), and
// POST /api/workers/me/phone/send and /confirm (confirm the profile phone with a one-time code), and
// PUT /api/workers/me/languages (the languages the worker speaks).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeSentSchema } from '../../../shared/schemas/common.js';
import { validatePromoSchema } from '../../../shared/schemas/payments.js';
import {
  workerPhoneConfirmedSchema,
  workerPhoneConfirmSchema,
  workerPhoneSendSchema,
} from '../../../shared/schemas/worker-phone.js';
import {
  createdWorkerProfileSchema,
  ownWorkerProfileSchema,
  workerLanguagesAnswerSchema,
  workerLanguagesSchema,
  workerRegistrationPayloadSchema,
} from '../../../shared/schemas/worker-registration.js';
import { requireUser } from '../../context.js';
import { sendCode, sendCodeDeps, verifyCode } from '../auth/index.js';
import { withPromoTries } from '../promo/index.js';
import { setSpokenLanguages } from './languages-service.js';
import { confirmProfilePhone, requireOwnWorkerId } from './phone-service.js';
import { applyPromoToProfile, createWorkerProfile, getOwnWorkerProfile } from './registration-service.js';

const createRoute = {
  schema: { body: workerRegistrationPayloadSchema, response: { 201: createdWorkerProfileSchema } },
};

export const workerRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('', createRoute, async (request, reply) => {
    const user = requireUser(request);
    const { db } = app.ctx.database;
    const create = () => createWorkerProfile(db, user, request.body);
    const created = request.body.promoCode
      ? await withPromoTries(db, { userId: user.id, ip: request.ip }, create)
      : await create();
    const profile = await getOwnWorkerProfile(app.ctx.database.db, user.id);
    return reply.status(201).send({ ...profile, trialDays: created.trialDays });
  });

  app.post(
    '/me/promo-code',
    { schema: { body: validatePromoSchema, response: { 200: createdWorkerProfileSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { db } = app.ctx.database;
      const { trialDays } = await withPromoTries(db, { userId: user.id, ip: request.ip }, () =>
        applyPromoToProfile(db, user, request.body.code),
      );
      return { ...(await getOwnWorkerProfile(app.ctx.database.db, user.id)), trialDays };
    },
  );

  // A static segment: Fastify's router prefers it over the search feature's /workers/:id.
  app.get('/me', { schema: { response: { 200: ownWorkerProfileSchema } } }, async (request) => {
    const user = requireUser(request);
    return getOwnWorkerProfile(app.ctx.database.db, user.id);
  });
  // The same codes as sign-in (auth's service: provider, cooldown, hourly limits, expiry, tries) for a new purpose.
  app.post(
    '/me/phone/send',
    { schema: { body: workerPhoneSendSchema, response: { 200: codeSentSchema } } },
    async (request) => {
      const user = requireUser(request);
      await requireOwnWorkerId(app.ctx.database.db, user.id);
      const { developmentOtp } = await sendCode(sendCodeDeps(app), {
        phoneNumber: request.body.phoneNumber,
        purpose: 'worker_phone',
        channel: 'sms',
        ip: request.ip,
      });
      return { success: true as const, ...(developmentOtp ? { developmentOtp } : {}) };
    },
  );

  app.post(
    '/me/phone/confirm',
    { schema: { body: workerPhoneConfirmSchema, response: { 200: workerPhoneConfirmedSchema } } },
    async (request) => {
      const user = requireUser(request);
      const workerId = await requireOwnWorkerId(app.ctx.database.db, user.id);
      const { phoneNumber, otpCode } = request.body;
      return verifyCode(
        app.ctx.database.db,
        app.ctx.config,
        { phoneNumber, purpose: 'worker_phone', code: otpCode, ip: request.ip },
        (tx, e164) => confirmProfilePhone(tx, workerId, e164),
      );
    },
  );

  app.put(
    '/me/languages',
    { schema: { body: workerLanguagesSchema, response: { 200: workerLanguagesAnswerSchema } } },
    async (request) => {
      const user = requireUser(request);
      return setSpokenLanguages(app.ctx.database.db, user.id, request.body.spokenLanguages);
    },
  );
};
