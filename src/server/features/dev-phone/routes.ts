// /api/dev/phone (the dev messaging provider only, from this machine): the developer phone's conversations, one chat, and a reply sent as that
// number through the real inbound webhook, signed with the local token, so the whole WhatsApp flow can be tried on
// the embedded demo without a Twilio account (decision 0221).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devChatSchema,
  devConversationsSchema,
  devPhoneParamsSchema,
  devReplyAnswerSchema,
  devReplySchema,
} from '../../../shared/schemas/dev-phone.js';
import { VOICE_NOTE_MAX_BYTES } from '../../../shared/schemas/voice-notes.js';
import { randomToken } from '../../lib/crypto.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { isLocalRequest } from '../../lib/local-request.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { webhookToken } from '../../platform/messaging/index.js';
import {
  DEV_MEDIA_PATH,
  DEV_MEDIA_PREFIX,
  TWILIO_INBOUND_WEBHOOK_PATH,
} from '../../providers/messaging/index.js';
import { listConversations, readChat, signedInbound } from './service.js';

export const devPhoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;
  // Only with the dev provider (refused in production): with Twilio, a reply typed here would be signed with the
  // real token and act on a real account, and the chats would show real people's codes (issue 31, decision 0284).
  if (config.MESSAGING_PROVIDER !== 'dev') return;
  const token = webhookToken(config);
  // Anyone who reaches it can read any number's sign-in codes and answer as that number: the machine itself only,
  // unless DEV_PHONE_ALLOW_REMOTE opens it on purpose (a shared demo). Refused as a route that does not exist.
  app.addHook('onRequest', (request, _reply, done) => {
    done(config.DEV_PHONE_ALLOW_REMOTE || isLocalRequest(request) ? undefined : notFound());
  });

  app.get('', { config: PUBLIC_ROUTE, schema: { response: { 200: devConversationsSchema } } }, async () => ({
    conversations: await listConversations(database.db),
  }));

  app.get(
    '/:phoneNumber',
    { config: PUBLIC_ROUTE, schema: { params: devPhoneParamsSchema, response: { 200: devChatSchema } } },
    async (request) => readChat(database.db, request.params.phoneNumber),
  );

  // A voice note as that number (issue 35): the file is kept where the dev provider's fetchMedia reads it, and the
  // webhook gets MediaUrl0 as Twilio would send it. Twice the note limit passes, so an oversized one is refused
  // by the real checks, in the phone's language.
  const voiceRoutes: FastifyPluginAsyncZod = async (voice) => {
    await voice.register(fastifyMultipart, {
      limits: { fileSize: VOICE_NOTE_MAX_BYTES * 2, files: 1, fields: 2, parts: 3 },
    });
    voice.post(
      '/:phoneNumber/voice-notes',
      {
        config: PUBLIC_ROUTE,
        schema: { params: devPhoneParamsSchema, response: { 200: devReplyAnswerSchema } },
      },
      async (request) => {
        const part = request.isMultipart() ? await request.file() : undefined;
        if (part?.fieldname !== 'file') throw badRequest('Choose an audio file');
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, 'Too large');
          throw err;
        }
        const name = randomToken(18).replace(/[^A-Za-z0-9]/g, 'x');
        await app.ctx.storage.put('private', `${DEV_MEDIA_PREFIX}${name}`, bytes, 'application/octet-stream');
        const media = { url: `${config.publicUrl}${DEV_MEDIA_PATH}${name}`, contentType: part.mimetype };
        return sendAsPhone(request.params.phoneNumber, { body: '', channel: 'whatsapp', media });
      },
    );
  };
  await app.register(voiceRoutes);

  async function sendAsPhone(phone: string, message: Omit<Parameters<typeof signedInbound>[0], 'phone'>) {
    const messageSid = `SMdev${randomToken(12).replace(/[^A-Za-z0-9]/g, 'x')}`;
    const { payload, headers } = signedInbound(
      { phone, ...message },
      messageSid,
      `${config.publicUrl}${TWILIO_INBOUND_WEBHOOK_PATH}`,
      token,
    );
    const res = await app.inject({ method: 'POST', url: TWILIO_INBOUND_WEBHOOK_PATH, payload, headers });
    // The answer is queued, or queued by a job the message queued (a voice note's intake): run the queue until it
    // is empty, so the chat shows the answer at once.
    await app.ctx.jobs.drain();
    return { status: res.statusCode, messageSid };
  }

  app.post(
    '/:phoneNumber/messages',
    {
      config: PUBLIC_ROUTE,
      schema: { params: devPhoneParamsSchema, body: devReplySchema, response: { 200: devReplyAnswerSchema } },
    },
    async (request) => sendAsPhone(request.params.phoneNumber, request.body),
  );
};
