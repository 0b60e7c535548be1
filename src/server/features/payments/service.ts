// Payments for every feature: initializePayment creates our record and asks the gateway for a checkout URL;
// verifyPayment asks the gateway (never the browser) and, when reference, amount and currency match, grants the
// payment type's grant exactly once — whether the callback or the webhook comes first, or twice. Both take the
// database and the gateway as plain arguments (PaymentDeps); routes build them with paymentDeps(app).
// One pending checkout per user and payment type (issue 15): a new checkout voids the earlier pending ones (the rows
// stay, status 'voided'), a voided checkout grants nothing, and one the payer paid anyway is refunded in full.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CURRENCY } from '../../../shared/constants.js';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { paymentItems, payments, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import {
  PAYMENT_METHOD_CHANNELS,
  type PaymentProvider,
  PaymentProviderError,
} from '../../providers/payments/index.js';
import { findPaymentType, type PaymentRow, type PaymentTypes } from './payment-types.js';
import { recordRefundAnswer } from './refund-answer.js';
import { saveAuthorization } from './saved-cards.js';

/** What the payment services work with. */
export interface PaymentDeps {
  db: Db;
  gateway: PaymentProvider;
  /** The table handed to buildApp: what each payment type costs and grants. */
  paymentTypes: PaymentTypes;
  config: Pick<Config, 'publicUrl' | 'PAYMENT_EMAIL_DOMAIN'>;
  log: FastifyBaseLogger;
}

/** The payment services' dependencies, from the app's context. */
export function paymentDeps(app: FastifyInstance): PaymentDeps {
  const { database, payments: gateway, paymentTypes, config } = app.ctx;
  return { db: database.db, gateway, paymentTypes, config, log: app.log };
}

export interface InitializePaymentInput {
  userId: string;
  /** A name in the payment-types table: 'registration' | 'upgrade' | 'subscription'. */
  paymentType: string;
  tierLevel?: string | null | undefined;
  subscriptionType?: string | null | undefined;
  workerId?: string | null | undefined;
  /** The spec's 'card' | 'mobile' | 'eft'; narrows the gateway's channels. */
  paymentMethod?: string | null | undefined;
  /** From the server's constants (PRICES_CENTS), never from the client. */
  amountCents: number;
  /** Client route the gateway returns to with ?reference=, e.g. '/payment-callback'. */
  callbackPath: string;
  /** What the payment buys, for the gateway's record (the payment type's description). */
  description: string;
  /**
   * What a newer checkout replaces besides the type: null (the one-off payments) replaces every pending one of the
   * type; a booking's pay replaces only that booking's (decision 0346).
   */
  scope?: string | null;
  /** The charge's lines (a visit's pay, a tip, the processing fee), written with the row; they sum to the amount. */
  items?: readonly PaymentItemInput[];
}

export interface PaymentItemInput {
  kind: string;
  visitId?: string | null;
  workerId?: string | null;
  amountCents: number;
}

export interface VerifyPaymentResult {
  payment: PaymentRow;
  succeeded: boolean;
  message: string;
}

/** A path on our own origin: '//host' would be protocol-relative, i.e. somewhere else entirely. */
export function isLocalPath(value: string): boolean {
  return /^\/[A-Za-z0-9/_-]*$/.test(value) && !value.startsWith('//');
}

/** Paystack allows letters, digits, '-', '.' and '='; a new one per attempt (an authorization URL works once). */
function newPaymentReference(paymentType: string): string {
  const prefix =
    paymentType
      .replace(/[^a-z]/gi, '')
      .slice(0, 3)
      .toUpperCase() || 'PAY';
  return `WL-${prefix}-${Date.now().toString(36).toUpperCase()}-${randomBytes(8).toString('hex')}`;
}

/** Paystack needs an email and we only have phone numbers: a stable placeholder per user (decision 0021). */
function paymentEmail(userId: string, domain: string): string {
  return `user-${userId}@${domain}`;
}

/** Our pending record of a charge (and its lines), replacing the user's earlier pending ones of its type and scope. */
async function createPendingPayment(deps: PaymentDeps, input: InitializePaymentInput): Promise<string> {
  const { db, gateway } = deps;
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`initializePayment: invalid amount ${input.amountCents}`);
  }
  if (!isLocalPath(input.callbackPath)) {
    throw new Error(`initializePayment: callbackPath must be a local path, got ${input.callbackPath}`);
  }
  const items = input.items ?? [];
  if (items.length > 0 && items.reduce((n, i) => n + i.amountCents, 0) !== input.amountCents) {
    throw new Error('initializePayment: the items do not sum to the amount');
  }
  const reference = newPaymentReference(input.paymentType);
  await db.transaction(async (tx) => {
    // The user's row serialises their checkouts, so two at once cannot both stay pending.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    await tx
      .update(payments)
      .set({ status: 'voided', voidedAt: new Date() })
      .where(
        and(
          eq(payments.userId, input.userId),
          eq(payments.paymentType, input.paymentType),
          input.scope ? eq(payments.scope, input.scope) : isNull(payments.scope),
          eq(payments.status, 'pending'),
          isNull(payments.fulfilledAt),
        ),
      );
    const [row] = await tx
      .insert(payments)
      .values({
        reference,
        userId: input.userId,
        workerId: input.workerId ?? null,
        paymentType: input.paymentType,
        tierLevel: input.tierLevel ?? null,
        subscriptionType: input.subscriptionType ?? null,
        paymentMethod: input.paymentMethod ?? null,
        amountCents: input.amountCents,
        currency: CURRENCY,
        provider: gateway.name,
        scope: input.scope ?? null,
        status: 'pending',
      })
      .returning({ id: payments.id });
    if (items.length > 0) {
      await tx.insert(paymentItems).values(
        items.map((item, line) => ({
          paymentId: row!.id,
          line,
          kind: item.kind,
          visitId: item.visitId ?? null,
          workerId: item.workerId ?? null,
          amountCents: item.amountCents,
        })),
      );
    }
  });
  return reference;
}

export async function initializePayment(
  deps: PaymentDeps,
  input: InitializePaymentInput,
): Promise<{ reference: string; authorizationUrl: string }> {
  const { config, db, gateway } = deps;
  const reference = await createPendingPayment(deps, input);
  // No transaction is open while the gateway is called: PGlite has a single connection.
  try {
    const { authorizationUrl } = await gateway.initialize({
      reference,
      amountCents: input.amountCents,
      currency: CURRENCY,
      email: paymentEmail(input.userId, config.PAYMENT_EMAIL_DOMAIN),
      callbackUrl: `${config.publicUrl}${input.callbackPath}`,
      callbackPath: input.callbackPath,
      channels: input.paymentMethod ? PAYMENT_METHOD_CHANNELS[input.paymentMethod] : undefined,
      metadata: {
        paymentType: input.paymentType,
        description: input.description,
        tierLevel: input.tierLevel ?? null,
        subscriptionType: input.subscriptionType ?? null,
        workerId: input.workerId ?? null,
      },
    });
    return { reference, authorizationUrl };
  } catch (err) {
    await db.update(payments).set({ status: 'failed' }).where(eq(payments.reference, reference));
    if (err instanceof PaymentProviderError) {
      deps.log.warn({ err, reference }, 'payment initialize failed');
      throw new HttpError(502, PAYMENT_MESSAGES.initializeFailed);
    }
    throw err;
  }
}

async function findPayment(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row;
}

/**
 * Verifies a payment with the gateway and fulfils it once. With `userId`, only that user's payment is found
 * (the browser's callback); without it (the webhook) any reference is.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  reference: string,
  opts: { userId?: string } = {},
): Promise<VerifyPaymentResult> {
  const { db, gateway } = deps;
  const payment = await findPayment(db, reference);
  if (!payment || (opts.userId !== undefined && payment.userId !== opts.userId)) {
    throw notFound(PAYMENT_MESSAGES.notFound);
  }
  if (payment.fulfilledAt) return { payment, succeeded: true, message: PAYMENT_MESSAGES.verified };

  let result: Awaited<ReturnType<typeof gateway.verify>>;
  try {
    result = await gateway.verify(reference);
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      deps.log.warn({ err, reference }, 'payment verify failed');
      throw new HttpError(502, PAYMENT_MESSAGES.notVerified);
    }
    throw err;
  }

  if (payment.status === 'voided') return settleVoided(deps, payment, result);
  if (result.status === 'pending') return { payment, succeeded: false, message: PAYMENT_MESSAGES.pending };

  const matches =
    result.reference === payment.reference &&
    result.amountCents === payment.amountCents &&
    result.currency === payment.currency;
  if (result.status === 'failed' || !matches) {
    if (result.status === 'success') {
      deps.log.error(
        {
          reference,
          expected: [payment.amountCents, payment.currency],
          got: [result.amountCents, result.currency],
        },
        'payment does not match our record: not granted',
      );
    }
    const [failed] = await db
      .update(payments)
      .set({ status: 'failed', providerStatus: result.providerStatus })
      .where(
        and(
          eq(payments.id, payment.id),
          isNull(payments.fulfilledAt),
          ne(payments.status, 'success'),
          ne(payments.status, 'voided'),
        ),
      )
      .returning();
    return {
      payment: failed ?? payment,
      succeeded: false,
      message: result.status === 'failed' ? PAYMENT_MESSAGES.declined : PAYMENT_MESSAGES.notVerified,
    };
  }

  const fulfilled = await db.transaction(async (tx) => {
    // The exactly-once guard: only the caller whose UPDATE flips fulfilled_at from null grants the payment.
    const [row] = await tx
      .update(payments)
      .set({
        status: 'success',
        providerStatus: result.providerStatus,
        paidAt: result.paidAt ?? new Date(),
        fulfilledAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), isNull(payments.fulfilledAt), ne(payments.status, 'voided')))
      .returning();
    if (!row) return null;
    const paymentType = findPaymentType(deps.paymentTypes, row.paymentType);
    if (!paymentType) throw new Error(`No payment type '${row.paymentType}' in the payment-types table`);
    if (paymentType.grantVerified) await paymentType.grantVerified(tx, row, result);
    else await paymentType.grant(tx, row);
    if (result.authorization && row.userId) {
      await saveAuthorization(tx, row.userId, gateway.name, result.authorization, {
        email: result.email ?? paymentEmail(row.userId, deps.config.PAYMENT_EMAIL_DOMAIN),
      });
    }
    return row;
  });
  const latest = fulfilled ?? (await findPayment(db, reference)) ?? payment;
  // A newer checkout voided this one between our read and the grant: it is treated like any voided payment.
  if (latest.status === 'voided') return settleVoided(deps, latest, result);
  return { payment: latest, succeeded: true, message: PAYMENT_MESSAGES.verified };
}

type GatewayVerify = Awaited<ReturnType<PaymentProvider['verify']>>;

/**
 * Charges a saved card (Paystack's charge_authorization) instead of sending the payer to a checkout, then verifies
 * and grants like any payment. Answers whether it was paid.
 */
export async function chargeSavedCard(
  deps: PaymentDeps,
  input: InitializePaymentInput & { authorizationCode: string; email: string },
): Promise<VerifyPaymentResult> {
  const reference = await createPendingPayment(deps, input);
  try {
    await deps.gateway.chargeAuthorization({
      reference,
      email: input.email,
      authorizationCode: input.authorizationCode,
      amountCents: input.amountCents,
      currency: CURRENCY,
      metadata: { paymentType: input.paymentType, description: input.description },
    });
  } catch (err) {
    await deps.db.update(payments).set({ status: 'failed' }).where(eq(payments.reference, reference));
    if (err instanceof PaymentProviderError) {
      deps.log.warn({ err, reference }, 'charge of a saved card failed');
      throw new HttpError(502, PAYMENT_MESSAGES.initializeFailed);
    }
    throw err;
  }
  return verifyPayment(deps, reference);
}

/**
 * A voided checkout never grants. If the gateway says it was paid anyway, the whole charge goes back through the
 * gateway's refund, asked once: the row's refund_status is claimed before the call, so the callback and the webhook
 * (or their retries) cannot refund twice, and is released when the gateway refuses, so a later verify tries again.
 */
async function settleVoided(
  deps: PaymentDeps,
  payment: PaymentRow,
  result: GatewayVerify,
): Promise<VerifyPaymentResult> {
  const { db, gateway } = deps;
  const paid = result.status === 'success' && result.reference === payment.reference;
  if (!paid) return { payment, succeeded: false, message: PAYMENT_MESSAGES.voided };
  const [claimed] = await db
    .update(payments)
    .set({
      refundStatus: 'requested',
      providerStatus: result.providerStatus,
      paidAt: result.paidAt ?? new Date(),
    })
    .where(and(eq(payments.id, payment.id), isNull(payments.refundStatus), isNull(payments.fulfilledAt)))
    .returning();
  if (!claimed) {
    const latest = (await findPayment(db, payment.reference)) ?? payment;
    return { payment: latest, succeeded: false, message: PAYMENT_MESSAGES.voidedRefunded };
  }
  try {
    const refund = await gateway.refund(
      payment.reference,
      'Checkout replaced by a newer one: nothing was granted',
    );
    const refunded = await recordRefundAnswer(db, payment.id, refund.status);
    deps.log.warn(
      { reference: payment.reference, refund: refund.status, amountCents: refund.amountCents },
      'paid voided checkout refunded',
    );
    return { payment: refunded, succeeded: false, message: PAYMENT_MESSAGES.voidedRefunded };
  } catch (err) {
    await db.update(payments).set({ refundStatus: null }).where(eq(payments.id, payment.id));
    if (err instanceof PaymentProviderError) {
      deps.log.error({ err, reference: payment.reference }, 'refund of a paid voided checkout failed');
      throw new HttpError(502, PAYMENT_MESSAGES.notVerified);
    }
    throw err;
  }
}
