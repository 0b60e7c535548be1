// /api/employer: phone verification (send and confirm a code), status (me), and the subscription payment.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMPLOYER_MESSAGES,
  employerConfirmCodeSchema,
  employerSendCodeSchema,
  type SubscriptionInitializeAnswer,
  type SubscriptionVerifyAnswer,
  subscriptionInitializeSchema,
  subscriptionVerifyQuerySchema,
} from '../../../shared/schemas/employer.js';
import { requireUser } from '../../context.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { sendCode, verifyCode } from '../auth/index.js';
import { initializePayment, verifyPayment } from '../payments/index.js';
import { assertOwnPhone, getEmployerStatus, markPhoneVerified } from './service.js';
import {
  SUBSCRIPTION_CALLBACK_PATH,
  SUBSCRIPTION_PAYMENT_TYPE,
  subscriptionCharge,
  subscriptionForPayment,
} from './subscription.js';

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;

  app.post('/employer/verify-phone/send', { schema: { body: employerSendCodeSchema } }, async (request) => {
    const user = requireUser(request);
    const phoneNumber = assertOwnPhone(user.phoneNumber, request.body.phoneNumber);
    const { developmentOtp } = await sendCode(app, {
      phoneNumber,
      purpose: 'employer_phone',
      channel: 'sms',
      ip: request.ip,
    });
    return { success: true as const, ...(developmentOtp ? { developmentOtp } : {}) };
  });

  app.post(
    '/employer/verify-phone/confirm',
    { schema: { body: employerConfirmCodeSchema } },
    async (request) => {
      const user = requireUser(request);
      const phoneNumber = assertOwnPhone(user.phoneNumber, request.body.phoneNumber);
      await verifyCode(
        database.db,
        config,
        { phoneNumber, purpose: 'employer_phone', code: request.body.otpCode },
        (tx) => markPhoneVerified(tx, user.id, request.body.companyName),
      );
      return { success: true as const, employer: await getEmployerStatus(database.db, user.id) };
    },
  );

  app.get('/employer/me', async (request) => {
    const user = requireUser(request);
    return getEmployerStatus(database.db, user.id);
  });

  app.post(
    '/employer/subscription/initialize',
    { schema: { body: subscriptionInitializeSchema } },
    async (request): Promise<SubscriptionInitializeAnswer> => {
      const user = requireUser(request);
      return initializePayment(app, {
        userId: user.id,
        paymentType: SUBSCRIPTION_PAYMENT_TYPE,
        ...subscriptionCharge(request.body.subscriptionType),
        paymentMethod: 'card',
        callbackPath: SUBSCRIPTION_CALLBACK_PATH,
      });
    },
  );

  app.get(
    '/employer/subscription/verify',
    { schema: { querystring: subscriptionVerifyQuerySchema } },
    async (request): Promise<SubscriptionVerifyAnswer> => {
      const user = requireUser(request);
      const result = await verifyPayment(app, request.query.reference, { userId: user.id });
      if (result.payment.paymentType !== SUBSCRIPTION_PAYMENT_TYPE)
        throw badRequest(EMPLOYER_MESSAGES.notSubscription);
      if (!result.succeeded) {
        const pending = result.payment.status === 'pending';
        throw new HttpError(pending ? 409 : 400, result.message, { paymentStatus: result.payment.status });
      }
      const subscription = await subscriptionForPayment(database.db, result.payment.reference);
      if (!subscription)
        throw new Error(`fulfilled subscription payment ${result.payment.reference} has no subscription`);
      return { subscription };
    },
  );
};
