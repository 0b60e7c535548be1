// Sign-in by one-time code, sessions and the current user: /api/auth/{send-otp,verify-otp,refresh,user,logout}.

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toE164 } from '../../../shared/phone.js';
import {
  type AuthUserPayload,
  authUserSchema,
  SUSPENDED_MESSAGE,
  sendOtpResponseSchema,
  sendOtpSchema,
  verifyOtpAnswerSchema,
  verifyOtpSchema,
} from '../../../shared/schemas/auth.js';
import { successSchema } from '../../../shared/schemas/common.js';
import { requireUser } from '../../context.js';
import { users } from '../../db/schema.js';
import { isSuspended } from '../../domain/suspension.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { requestLanguage, translateSharedMessage, visitorLanguage } from '../../platform/i18n/index.js';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  findSessionUser,
  readSessionCookie,
  type SessionUser,
  setSessionCookie,
  touchSession,
} from '../../platform/sessions/index.js';
import { sendCode, sendCodeDeps, verifyCode } from './otp-service.js';

function toPayload(user: SessionUser): AuthUserPayload {
  return {
    id: user.id,
    firstName: user.firstName,
    phoneNumber: user.phoneNumber,
    hasWorkerProfile: user.hasWorkerProfile,
    isAdmin: user.isAdmin,
    workerId: user.workerId,
    employerPhoneVerified: user.employerPhoneVerifiedAt !== null,
    language: user.language,
  };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;
  const adminPhones = new Set(config.adminPhones.map((p) => toE164(p)).filter((p): p is string => !!p));

  app.post(
    '/send-otp',
    { config: PUBLIC_ROUTE, schema: { body: sendOtpSchema, response: { 200: sendOtpResponseSchema } } },
    async (request) => {
      const { phoneNumber, deliveryMethod } = request.body;
      const { developmentOtp, resendAfterSeconds } = await sendCode(sendCodeDeps(app), {
        phoneNumber,
        purpose: 'login',
        channel: deliveryMethod,
        ip: request.ip,
        language: requestLanguage(request),
      });
      return {
        success: true as const,
        deliveryMethod,
        resendAfterSeconds,
        ...(developmentOtp ? { developmentOtp } : {}),
      };
    },
  );

  app.post(
    '/verify-otp',
    { config: PUBLIC_ROUTE, schema: { body: verifyOtpSchema, response: { 200: verifyOtpAnswerSchema } } },
    async (request, reply) => {
      const { phoneNumber, otpCode, name, rememberDevice } = request.body;
      const firstName = name && name.length > 0 ? name : null;
      const previousRawId = readSessionCookie(request);
      const language = visitorLanguage(request);
      const session = await verifyCode(
        database.db,
        config,
        { phoneNumber, purpose: 'login', code: otpCode, ip: request.ip },
        async (tx, e164) => {
          const makeAdmin = adminPhones.has(e164);
          // First sign-in creates the user; a given name fills firstName; ADMIN_PHONES grant the role; a person
          // with no saved language keeps the one this browser chose or asked for (a saved choice is never overwritten).
          const [user] = await tx
            .insert(users)
            .values({ phoneNumber: e164, firstName, isAdmin: makeAdmin, language })
            .onConflictDoUpdate({
              target: users.phoneNumber,
              set: {
                firstName: sql`coalesce(excluded.first_name, ${users.firstName})`,
                isAdmin: sql`${users.isAdmin} or excluded.is_admin`,
                language: sql`coalesce(${users.language}, excluded.language)`,
              },
            })
            .returning({ id: users.id, suspendedAt: users.suspendedAt });
          // The upsert holds the user's row lock: a suspension committed before it is seen here (decision 0240).
          if (isSuspended(user!)) {
            throw forbidden(translateSharedMessage(SUSPENDED_MESSAGE, requestLanguage(request)), {
              code: 'suspended',
            });
          }
          // A fresh id on every sign-in (no session fixation); the old one on this browser ends.
          if (previousRawId) await deleteSession(tx, config, previousRawId);
          return createSession(tx, config, user!.id, rememberDevice);
        },
      );
      setSessionCookie(reply, config, session.rawId, rememberDevice, session.expiresAt);
      const found = await findSessionUser(database, config, session.rawId);
      return { user: toPayload(found!.user) };
    },
  );

  // Refresh and logout read, slide or delete the session themselves: the app's lookup would only repeat it.
  const ownSession = { sessionLookup: 'route' } as const;

  app.post(
    '/refresh',
    { schema: { response: { 200: successSchema } }, config: ownSession },
    async (request, reply) => {
      const rawId = readSessionCookie(request);
      const found = rawId ? await findSessionUser(database, config, rawId) : null;
      if (!rawId || !found) {
        if (rawId) clearSessionCookie(reply, config);
        throw unauthorized('Unauthorized');
      }
      const expiresAt = await touchSession(database.db, found.idHash, found.persistent);
      if (expiresAt.getTime() <= Date.now()) {
        // Past the absolute limit from sign-in: the session ends here, however recently it was used.
        clearSessionCookie(reply, config);
        throw unauthorized('Unauthorized');
      }
      setSessionCookie(reply, config, rawId, found.persistent, expiresAt);
      return { success: true as const };
    },
  );

  app.get('/user', { schema: { response: { 200: authUserSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return toPayload(requireUser(request));
  });

  app.post(
    '/logout',
    // Signed out already is fine: the cookie is cleared either way.
    { schema: { response: { 200: successSchema } }, config: { ...ownSession, ...PUBLIC_ROUTE } },
    async (request, reply) => {
      const rawId = readSessionCookie(request);
      if (rawId) await deleteSession(database.db, config, rawId);
      clearSessionCookie(reply, config);
      return { success: true as const };
    },
  );
};
