// POST /api/payments/initialize, GET /api/payments/verify/:reference and the Paystack webhook
// POST /api/payments/webhook (raw body, HMAC-checked, then verified with the gateway like the callback; transfer
// results go to the payouts, refund results to the ledger's refunds, decision 0385, or to the payment refunded whole,
// decision 0389).

import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { isPaymentMethod } from '../../../shared/constants.js';
import {
  type InitializePaymentAnswer,
  initializePaymentAnswerSchema,
  initializePaymentSchema,
  PAYMENT_MESSAGES,
  type VerifyPaymentAnswer,
  verifyPaymentAnswerSchema,
  webhookAnswerSchema,
} from '../../../shared/schemas/payments.js';
import { requireUser } from '../../context.js';
import { payments, webhookEvents } from '../../db/schema.js';
import { applyRefundEvent } from '../../domain/ledger/index.js';
import { HttpError } from '../../lib/http-error.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';
import { applyTransferWebhook, payoutDeps } from '../payouts/index.js';
import { findPaymentType } from './payment-types.js';
import { applyRefundResult } from './refund.js';
import { initializePayment, paymentDeps, verifyPayment } from './service.js';

const webhookRoute = {
  config: PUBLIC_ROUTE,
  bodyLimit: 256 * 1024,
  schema: { response: { 200: webhookAnswerSchema } },
};
const initializeRoute = {
  schema: { body: initializePaymentSchema, response: { 200: initializePaymentAnswerSchema } },
};

const webhookRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the exact bytes Paystack sent, so keep them instead of parsed JSON.
  // Replaces, in this plugin only, the app's JSON parser (lib/json-body.ts).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhook', webhookRoute, async (request, reply) => {
    const gateway = app.ctx.payments;
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-paystack-signature'];
    if (!gateway.verifyWebhookSignature(raw, typeof signature === 'string' ? signature : undefined)) {
      throw new HttpError(401, 'Invalid signature');
    }
    let event: { event?: unknown; data?: { reference?: unknown } };
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new HttpError(400, 'Invalid JSON');
    }
    const name = typeof event.event === 'string' ? event.event : '';
    const refund = gateway.parseRefundEvent(event);
    if (refund) {
      // Applied once by the ledger's own claim; a failure here answers 500 and Paystack delivers it again.
      const { database, now } = app.ctx;
      const outcome = await database.db.transaction((tx) =>
        applyRefundEvent(tx, gateway.name, refund, now()),
      );
      // Not a visit's refund (or a step the ledger does not act on): an admin's refund of a whole payment, or a paid
      // voided checkout's.
      const payment =
        outcome === 'unknown' || outcome === 'ignored'
          ? await applyRefundResult(database.db, gateway.name, refund)
          : false;
      request.log.info(
        { event: name, reference: refund.transactionReference, outcome, payment },
        'refund result',
      );
      return reply.status(200).send({ received: true });
    }
    const reference = typeof event.data?.reference === 'string' ? event.data.reference : '';
    if (!name || !reference) return reply.status(200).send({ received: true });

    // Paystack events carry no id: event + reference is the dedupe key (kept as an audit trail too).
    await app.ctx.database.db
      .insert(webhookEvents)
      .values({ provider: gateway.name, event: name, reference })
      .onConflictDoNothing();
    if (name.startsWith('transfer.')) {
      await applyTransferWebhook(payoutDeps(app), event);
      return reply.status(200).send({ received: true });
    }
    if (name !== 'charge.success') return reply.status(200).send({ received: true });

    const [known] = await app.ctx.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.reference, reference), eq(payments.provider, gateway.name)))
      .limit(1);
    if (!known) return reply.status(200).send({ received: true });
    // The body is only a hint: the gateway is asked, and the grant happens once (a 502 here makes Paystack retry).
    await verifyPayment(paymentDeps(app), reference);
    return reply.status(200).send({ received: true });
  });
};

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/initialize', initializeRoute, async (request) => {
    const user = requireUser(request);
    const body = request.body;
    const deps = paymentDeps(app);
    const definition = findPaymentType(deps.paymentTypes, body.paymentType);
    if (!definition) throw new HttpError(400, PAYMENT_MESSAGES.unknownType, { field: 'paymentType' });
    const priced = await definition.price(deps.db, user, body);
    const { reference, authorizationUrl } = await initializePayment(deps, {
      userId: user.id,
      paymentType: body.paymentType,
      amountCents: priced.amountCents,
      workerId: priced.workerId ?? null,
      tierLevel: priced.tierLevel ?? null,
      subscriptionType: priced.subscriptionType ?? null,
      paymentMethod: priced.paymentMethod ?? body.paymentMethod ?? null,
      callbackPath: definition.callbackPath,
      description: definition.description,
    });
    const answer: InitializePaymentAnswer = { status: true, authorization_url: authorizationUrl, reference };
    return answer;
  });

  app.get(
    '/verify/:reference',
    {
      schema: {
        params: z.object({ reference: z.string().min(1).max(100) }),
        response: { 200: verifyPaymentAnswerSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { payment, succeeded, message } = await verifyPayment(
        paymentDeps(app),
        request.params.reference,
        {
          userId: user.id,
        },
      );
      const answer: VerifyPaymentAnswer = {
        status: succeeded,
        message,
        reference: payment.reference,
        paymentType: payment.paymentType,
        tierLevel: payment.tierLevel,
        subscriptionType: payment.subscriptionType,
        paymentMethod: isPaymentMethod(payment.paymentMethod) ? payment.paymentMethod : null,
        paymentStatus: payment.status,
      };
      return answer;
    },
  );

  await app.register(webhookRoutes);
};
