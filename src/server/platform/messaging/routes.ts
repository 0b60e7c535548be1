// The messaging plugin: Twilio's two webhooks (inbound messages and delivery statuses), each checked against
// X-Twilio-Signature.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { TWILIO_INBOUND_WEBHOOK_PATH, TWILIO_STATUS_WEBHOOK_PATH } from '../../providers/messaging/index.js';
import { receiveInbound } from './inbound.js';
import { isValidTwilioSignature, webhookToken } from './signature.js';
import { receiveStatus } from './status.js';
import { templateLookup } from './templates.js';

/** An empty TwiML answer: the reply, if any, goes out as a message of its own (kept, retried, in the outbox). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const twimlAnswer = {
  description: 'TwiML (empty: any answer is sent as a message of its own)',
  content: { 'text/xml': { schema: z.string() } },
};
const webhookRoute = {
  config: PUBLIC_ROUTE,
  bodyLimit: 64 * 1024,
  schema: { response: { 200: twimlAnswer } },
};

const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { config, database, replies, now } = app.ctx;
  const token = webhookToken(config);
  // The signature covers every form field as sent; the bytes are parsed here, not by a generic parser.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  /** The form fields, after the signature over PUBLIC_URL + path and them has been checked (403 otherwise). */
  function signedParams(request: FastifyRequest): Record<string, string> {
    const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
    const params = Object.fromEntries(new URLSearchParams(raw));
    const signature = request.headers['x-twilio-signature'];
    const url = `${config.publicUrl}${request.url}`;
    if (!isValidTwilioSignature(token, typeof signature === 'string' ? signature : undefined, url, params)) {
      throw new HttpError(403, 'Invalid signature');
    }
    return params;
  }

  app.post(TWILIO_INBOUND_WEBHOOK_PATH.replace(/^\/api/, ''), webhookRoute, async (request, reply) => {
    const params = signedParams(request);
    // The app's clock, as every route's: a reply's time rules (a visit not yet started) are tested on a fixed one.
    const outcome = await receiveInbound({ database, replies, config, log: request.log }, params, now());
    request.log.info({ outcome }, 'twilio inbound message');
    return reply.type('text/xml').send(EMPTY_TWIML);
  });

  app.post(TWILIO_STATUS_WEBHOOK_PATH.replace(/^\/api/, ''), webhookRoute, async (request, reply) => {
    const params = signedParams(request);
    const outcome = await receiveStatus(database, params);
    request.log.info({ outcome, status: params.MessageStatus }, 'twilio status callback');
    return reply.type('text/xml').send(EMPTY_TWIML);
  });
};

export const messagingPlugin: FastifyPluginAsyncZod = async (app) => {
  // A bad TWILIO_CONTENT_SIDS stops the start-up here rather than failing a message later.
  templateLookup(app.ctx.config);
  await app.register(webhookRoutes);
};
