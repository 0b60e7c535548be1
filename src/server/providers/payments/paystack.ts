// Paystack adapter: POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund and webhook
// signatures (HMAC-SHA512 of the raw body keyed with the secret key), against PAYSTACK_API_BASE.
import { createHmac } from 'node:crypto';
import { safeEqualHex } from '../../lib/crypto.js';
import {
  type GatewayStatus,
  type InitializeInput,
  type PaymentProvider,
  PaymentProviderError,
  type RefundResult,
  type VerifyResult,
} from './index.js';

interface PaystackOptions {
  secretKey: string;
  apiBase: string;
  timeoutMs: number;
}

interface PaystackEnvelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
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
    return json.data;
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
    const data = await this.call<{
      status?: string;
      reference?: string;
      amount?: number;
      currency?: string;
      paid_at?: string | null;
      channel?: string | null;
    }>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    const providerStatus = String(data.status ?? 'unknown');
    return {
      status: normaliseStatus(providerStatus),
      providerStatus,
      reference: String(data.reference ?? ''),
      amountCents: Number(data.amount ?? Number.NaN),
      currency: String(data.currency ?? ''),
      paidAt: data.paid_at ? new Date(data.paid_at) : null,
      channel: data.channel ?? null,
    };
  }

  /**
   * POST /refund {transaction: reference}: without an amount Paystack refunds the whole charge. It answers
   * {status: true, message: 'Refund has been queued for processing', data: {amount, currency, status, ...}}; the
   * refund.processed webhook follows later.
   */
  async refund(reference: string, merchantNote: string): Promise<RefundResult> {
    const data = await this.call<{ status?: string; amount?: number; currency?: string }>('POST', '/refund', {
      transaction: reference,
      merchant_note: merchantNote,
    });
    return {
      status: String(data.status ?? 'pending'),
      amountCents: Number(data.amount ?? Number.NaN),
      currency: String(data.currency ?? ''),
    };
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean {
    // Exactly a SHA-512's worth of hex, so the decoded lengths always match and nothing is silently dropped.
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
    return safeEqualHex(createHmac('sha512', this.opts.secretKey).update(rawBody).digest('hex'), signature);
  }
}
