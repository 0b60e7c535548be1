// /api/employer: phone verification (send and confirm a code), status (me), the subscription payment, and the
// subscriber's hire history with analytics.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionErrorSchema } from '../../../shared/schemas/advanced-filters.js';
import { codeSentSchema } from '../../../shared/schemas/common.js';
import {
  EMPLOYER_MESSAGES,
  employerConfirmAnswerSchema,
  employerConfirmCodeSchema,
  employerSendCodeSchema,
  employerStatusSchema,
  subscriptionInitializeAnswerSchema,
  subscriptionInitializeSchema,
  subscriptionVerifyAnswerSchema,
  subscriptionVerifyQuerySchema,
} from '../../../shared/schemas/employer.js';
import {
  ANALYTICS_SUBSCRIBERS_ONLY_MESSAGE,
  employerAnalyticsSchema,
} from '../../../shared/schemas/employer-analytics.js';
import { requireUser } from '../../context.js';
import { hasActiveSubscription } from '../../domain/subscription.js';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.js';
import { requestLanguage, serverTranslators } from '../../platform/i18n/index.js';
import { sendCode, sendCodeDeps, verifyCode } from '../auth/index.js';
import { initializePayment, paymentDeps, verifyPayment } from '../payments/index.js';
import { employerAnalytics } from './analytics.js';
import { assertOwnPhone, getEmployerStatus, markPhoneVerified } from './service.js';
import {
  SUBSCRIPTION_CALLBACK_PATH,
  SUBSCRIPTION_PAYMENT_TYPE,
  subscriptionCharge,
  subscriptionForPayment,
  subscriptionPayment,
} from './subscription.js';

const sendCodeRoute = { schema: { body: employerSendCodeSchema, response: { 200: codeSentSchema } } };

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;

  app.post('/verify-phone/send', sendCodeRoute, async (request) => {
    const user = requireUser(request);
    const phoneNumber = assertOwnPhone(user.phoneNumber, request.body.phoneNumber);
    const { developmentOtp, resendAfterSeconds } = await sendCode(sendCodeDeps(app), {
      phoneNumber,
      purpose: 'employer_phone',
      channel: 'sms',
      ip: request.ip,
      language: requestLanguage(request),
    });
    return { success: true as const, resendAfterSeconds, ...(developmentOtp ? { developmentOtp } : {}) };
  });

  app.post(
    '/verify-phone/confirm',
    { schema: { body: employerConfirmCodeSchema, response: { 200: employerConfirmAnswerSchema } } },
    async (request) => {
      const user = requireUser(request);
      const phoneNumber = assertOwnPhone(user.phoneNumber, request.body.phoneNumber);
      await verifyCode(
        database.db,
        config,
        { phoneNumber, purpose: 'employer_phone', code: request.body.otpCode, ip: request.ip },
        (tx) => markPhoneVerified(tx, user.id, request.body.companyName),
      );
      return { success: true as const, employer: await getEmployerStatus(database.db, user.id) };
    },
  );

  app.get('/me', { schema: { response: { 200: employerStatusSchema } } }, async (request) => {
    const user = requireUser(request);
    return getEmployerStatus(database.db, user.id);
  });

  app.post(
    '/subscription/initialize',
    { schema: { body: subscriptionInitializeSchema, response: { 200: subscriptionInitializeAnswerSchema } } },
    async (request) => {
      const user = requireUser(request);
      return initializePayment(paymentDeps(app), {
        userId: user.id,
        paymentType: SUBSCRIPTION_PAYMENT_TYPE,
        ...subscriptionCharge(request.body.subscriptionType),
        paymentMethod: 'card',
        callbackPath: SUBSCRIPTION_CALLBACK_PATH,
        description: subscriptionPayment.description,
      });
    },
  );

  app.get(
    '/subscription/verify',
    {
      schema: {
        querystring: subscriptionVerifyQuerySchema,
        response: { 200: subscriptionVerifyAnswerSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await verifyPayment(paymentDeps(app), request.query.reference, { userId: user.id });
      if (result.payment.paymentType !== SUBSCRIPTION_PAYMENT_TYPE)
        throw badRequest(EMPLOYER_MESSAGES.notSubscription);
      if (!result.succeeded) {
        const pending = result.payment.status === 'pending';
        // The plan comes back with the failure: the page's Try Again starts the same one (issue 32, item 11).
        throw new HttpError(pending ? 409 : 400, result.message, {
          paymentStatus: result.payment.status,
          subscriptionType: result.payment.subscriptionType,
        });
      }
      const subscription = await subscriptionForPayment(database.db, result.payment.reference);
      if (!subscription)
        throw new Error(`fulfilled subscription payment ${result.payment.reference} has no subscription`);
      return { subscription };
    },
  );

  app.get(
    '/analytics',
    { schema: { response: { 200: employerAnalyticsSchema, '4xx': subscriptionErrorSchema } } },
    async (request) => {
      const user = requireUser(request);
      const now = new Date();
      if (!(await hasActiveSubscription(database.db, user.id, now))) {
        const message = serverTranslators()(requestLanguage(request))._(ANALYTICS_SUBSCRIBERS_ONLY_MESSAGE);
        throw forbidden(message, { requiresSubscription: true });
      }
      return employerAnalytics(database.db, user.id, now);
    },
  );
};
