// Paystack adapter: POST /transaction/initialize, GET /transaction/verify/:reference, POST
// /transaction/charge_authorization, GET /transaction (a day's list), POST /refund (whole or by amount), webhook
// signatures (HMAC-SHA512 of the raw body keyed with the secret key) and the refund webhooks' data, against
// PAYSTACK_API_BASE.
import { createHmac } from 'node:crypto';
import { safeEqualHex } from '../../lib/crypto.js';
import {
  type ChargeAuthorizationInput,
  type GatewayStatus,
  type GatewayTransaction,
  type InitializeInput,
  type PaymentProvider,
  PaymentProviderError,
  REFUND_EVENTS,
  type RefundEvent,
  type RefundEventName,
  type RefundResult,
  type VerifyResult,
} from './index.js';

interface PaystackOptions {
  secretKey: string;
  apiBase: string;
  timeoutMs: number;
}

/** The fields of a Paystack transaction we read (verify, charge_authorization, the list). */
interface PaystackTransaction {
  id?: number | string;
  status?: string;
  reference?: string;
  amount?: number;
  fees?: number | null;
  currency?: string;
  paid_at?: string | null;
  created_at?: string | null;
  channel?: string | null;
  customer?: { email?: string | null } | null;
  authorization?: {
    authorization_code?: string;
    signature?: string;
    reusable?: boolean;
    last4?: string;
    card_type?: string;
  } | null;
}

function toVerifyResult(data: PaystackTransaction): VerifyResult {
  const providerStatus = String(data.status ?? 'unknown');
  const auth = data.authorization;
  return {
    status: normaliseStatus(providerStatus),
    providerStatus,
    reference: String(data.reference ?? ''),
    amountCents: Number(data.amount ?? Number.NaN),
    currency: String(data.currency ?? ''),
    paidAt: data.paid_at ? new Date(data.paid_at) : null,
    channel: data.channel ?? null,
    providerId: data.id === undefined ? null : String(data.id),
    feesCents: typeof data.fees === 'number' ? data.fees : null,
    // Only a reusable card may be charged again without the payer (Paystack's authorization.reusable).
    authorization:
      auth?.reusable && auth.authorization_code && auth.signature
        ? {
            code: auth.authorization_code,
            signature: auth.signature,
            last4: auth.last4 ?? null,
            cardType: auth.card_type ?? null,
          }
        : null,
    email: data.customer?.email ?? null,
  };
}

/** The fields of a refund webhook's data we read. */
interface PaystackRefundData {
  id?: number | string | null;
  transaction_reference?: unknown;
  transaction?: number | string | { reference?: unknown } | null;
  refund_reference?: unknown;
  amount?: number | string;
  currency?: string;
}

/** Paystack pages its lists: 100 a page is its documented maximum per request we ask for. */
const LIST_PAGE_SIZE = 100;
const LIST_MAX_PAGES = 50;

interface PaystackEnvelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
  meta?: { pageCount?: number };
}

/** Paystack answers 200 for failed charges too; only data.status says what happened. */
function normaliseStatus(status: string): GatewayStatus {
  if (status === 'success') return 'success';
  if (['failed', 'abandoned', 'reversed'].includes(status)) return 'failed';
  return 'pending';
}

export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;

  constructor(private readonly opts: PaystackOptions) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return (await this.callWithMeta<T>(method, path, body)).data;
  }

  private async callWithMeta<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ data: T; meta: { pageCount?: number } }> {
    let res: Response;
    try {
      res = await fetch(`${this.opts.apiBase.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.opts.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (err) {
      throw new PaymentProviderError('Paystack could not be reached', { cause: String(err) });
    }
    let json: PaystackEnvelope<T>;
    try {
      json = (await res.json()) as PaystackEnvelope<T>;
    } catch {
      throw new PaymentProviderError('Paystack answered with something that is not JSON', {
        httpStatus: res.status,
      });
    }
    if (!res.ok || json.status !== true || json.data === undefined) {
      throw new PaymentProviderError(json.message ?? `Paystack answered ${res.status}`, {
        httpStatus: res.status,
      });
    }
    return { data: json.data, meta: json.meta ?? {} };
  }

  async initialize(input: InitializeInput): Promise<{ authorizationUrl: string }> {
    const data = await this.call<{ authorization_url?: string; reference?: string }>(
      'POST',
      '/transaction/initialize',
      {
        email: input.email,
        amount: input.amountCents,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata ?? {},
        ...(input.channels ? { channels: input.channels } : {}),
      },
    );
    if (!data.authorization_url) throw new PaymentProviderError('Paystack gave no authorization_url');
    return { authorizationUrl: data.authorization_url };
  }

  async verify(reference: string): Promise<VerifyResult> {
    return toVerifyResult(
      await this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
    );
  }

  /**
   * POST /transaction/charge_authorization {email, amount, authorization_code, reference, currency, metadata}: the
   * answer's data is the transaction (status 'success', 'failed', or 'send_otp' and the like, which stay pending).
   */
  async chargeAuthorization(input: ChargeAuthorizationInput) {
    const data = await this.call<PaystackTransaction>('POST', '/transaction/charge_authorization', {
      email: input.email,
      amount: input.amountCents,
      authorization_code: input.authorizationCode,
      reference: input.reference,
      currency: input.currency,
      metadata: input.metadata ?? {},
    });
    const providerStatus = String(data.status ?? 'unknown');
    return { status: normaliseStatus(providerStatus), providerStatus };
  }

  /** GET /transaction?from&to&perPage&page, every page (bounded), as the reconciliation reads them. */
  async listTransactions(from: Date, to: Date): Promise<GatewayTransaction[]> {
    const all: GatewayTransaction[] = [];
    for (let page = 1; page <= LIST_MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        from: from.toISOString(),
        to: to.toISOString(),
        perPage: String(LIST_PAGE_SIZE),
        page: String(page),
      });
      const { data, meta } = await this.callWithMeta<PaystackTransaction[]>('GET', `/transaction?${query}`);
      for (const t of data) {
        const v = toVerifyResult(t);
        all.push({
          providerId: v.providerId ?? null,
          reference: v.reference,
          status: v.providerStatus,
          amountCents: v.amountCents,
          feesCents: v.feesCents ?? null,
          currency: v.currency,
          paidAt: v.paidAt,
        });
      }
      if (data.length < LIST_PAGE_SIZE || page >= (meta.pageCount ?? page)) break;
    }
    return all;
  }

  /**
   * POST /refund {transaction: reference, amount?}: without an amount Paystack refunds the whole charge. It answers
   * {status: true, message: 'Refund has been queued for processing', data: {id, transaction, amount, currency,
   * status: 'pending', ...}}; the refund.processed or refund.failed webhook follows later (decision 0385).
   */
  async refund(reference: string, merchantNote: string, amountCents?: number): Promise<RefundResult> {
    const data = await this.call<{
      id?: number | string;
      status?: string;
      amount?: number;
      currency?: string;
    }>('POST', '/refund', {
      transaction: reference,
      merchant_note: merchantNote,
      ...(amountCents === undefined ? {} : { amount: amountCents }),
    });
    return {
      status: String(data.status ?? 'pending'),
      amountCents: Number(data.amount ?? Number.NaN),
      currency: String(data.currency ?? ''),
      providerRefundId: data.id === undefined || data.id === null ? null : String(data.id),
    };
  }

  /**
   * refund.pending, .processing, .needs-attention, .processed and .failed carry {status, transaction_reference,
   * refund_reference, amount (a number, or digits in a string), currency, ...}; only some carry the refund's id.
   */
  parseRefundEvent(body: unknown): RefundEvent | null {
    const { event, data } = (body ?? {}) as { event?: unknown; data?: PaystackRefundData };
    if (!REFUND_EVENTS.includes(event as RefundEventName) || !data || typeof data !== 'object') return null;
    const transaction = data.transaction;
    const transactionReference =
      typeof data.transaction_reference === 'string'
        ? data.transaction_reference
        : transaction && typeof transaction === 'object' && typeof transaction.reference === 'string'
          ? transaction.reference
          : '';
    if (!transactionReference) return null;
    const amount =
      typeof data.amount === 'string' && /^\d+$/.test(data.amount) ? Number(data.amount) : data.amount;
    const id = data.id;
    return {
      event: event as RefundEventName,
      refundId: typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null,
      transactionReference,
      refundReference:
        typeof data.refund_reference === 'string' && data.refund_reference ? data.refund_reference : null,
      amountCents: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : Number.NaN,
      currency: String(data.currency ?? ''),
    };
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean {
    // Exactly a SHA-512's worth of hex, so the decoded lengths always match and nothing is silently dropped.
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
    return safeEqualHex(createHmac('sha512', this.opts.secretKey).update(rawBody).digest('hex'), signature);
  }
}
