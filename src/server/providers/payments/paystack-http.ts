// One Paystack API call: Bearer auth, JSON, the {status, message, data} envelope, a timeout, and every failure as a
// PaymentProviderError carrying Paystack's HTTP status and error code (the transfers adapter tells a refused request
// from an outage by them).
import { PaymentProviderError } from './index.js';

export interface PaystackHttpOptions {
  secretKey: string;
  apiBase: string;
  timeoutMs: number;
}

interface Envelope<T> {
  status?: boolean;
  message?: string;
  code?: string;
  data?: T;
}

export async function paystackCall<T>(
  opts: PaystackHttpOptions,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${opts.apiBase.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${opts.secretKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    throw new PaymentProviderError('Paystack could not be reached', { cause: String(err) });
  }
  let json: Envelope<T>;
  try {
    json = (await res.json()) as Envelope<T>;
  } catch {
    throw new PaymentProviderError('Paystack answered with something that is not JSON', {
      httpStatus: res.status,
    });
  }
  if (!res.ok || json.status !== true || json.data === undefined) {
    throw new PaymentProviderError(json.message ?? `Paystack answered ${res.status}`, {
      httpStatus: res.status,
      ...(json.code ? { code: json.code } : {}),
    });
  }
  return json.data;
}
