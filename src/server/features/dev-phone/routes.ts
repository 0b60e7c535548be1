// /api/dev/phone (outside production only): the developer phone's conversations, one chat, and a reply sent as that
// number through the real inbound webhook, signed with the local token, so the whole WhatsApp flow can be tried on
// the embedded demo without a Twilio account (decision 0221).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devChatSchema,
  devConversationsSchema,
  devPhoneParamsSchema,
  devReplyAnswerSchema,
  devReplySchema,
} from '../../../shared/schemas/dev-phone.js';
import { randomToken } from '../../lib/crypto.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { webhookToken } from '../../platform/messaging/index.js';
import { TWILIO_INBOUND_WEBHOOK_PATH } from '../../providers/messaging/index.js';
import { listConversations, readChat, signedInbound } from './service.js';

export const devPhoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;
  if (config.isProduction) return;
  const token = webhookToken(config);

  app.get(
    '/dev/phone',
    { config: PUBLIC_ROUTE, schema: { response: { 200: devConversationsSchema } } },
    async () => ({
      conversations: await listConversations(database.db),
    }),
  );

  app.get(
    '/dev/phone/:phoneNumber',
    { config: PUBLIC_ROUTE, schema: { params: devPhoneParamsSchema, response: { 200: devChatSchema } } },
    async (request) => readChat(database.db, request.params.phoneNumber),
  );

  app.post(
    '/dev/phone/:phoneNumber/messages',
    {
      config: PUBLIC_ROUTE,
      schema: { params: devPhoneParamsSchema, body: devReplySchema, response: { 200: devReplyAnswerSchema } },
    },
    async (request) => {
      const messageSid = `SMdev${randomToken(12).replace(/[^A-Za-z0-9]/g, 'x')}`;
      const { payload, headers } = signedInbound(
        { phone: request.params.phoneNumber, ...request.body },
        messageSid,
        `${config.publicUrl}${TWILIO_INBOUND_WEBHOOK_PATH}`,
        token,
      );
      const res = await app.inject({ method: 'POST', url: TWILIO_INBOUND_WEBHOOK_PATH, payload, headers });
      // The answer is queued: deliver it now, so the chat shows it at once.
      await app.ctx.jobs.runDue();
      return { status: res.statusCode, messageSid };
    },
  );
};
