// Paystack Transfers (docs/decisions/0353, 0355): POST /transferrecipient {type: 'basa', name, account_number,
// bank_code, currency: 'ZAR'} -> data.recipient_code; POST /transfer {source: 'balance', amount (cents), recipient,
// reference, reason, currency} -> data {transfer_code, id, status, amount, reference}; GET /transfer/verify/:reference;
// and the transfer.success / transfer.failed / transfer.reversed webhooks, whose data is the transfer.
import { PaymentProviderError } from './index.js';
import { type PaystackHttpOptions, paystackCall } from './paystack-http.js';
import {
  isRefusal,
  type RecipientInput,
  TRANSFER_EVENTS,
  type TransferEvent,
  type TransferInput,
  type TransferProvider,
  type TransferResult,
} from './transfers.js';

interface PaystackTransfer {
  transfer_code?: string;
  id?: number;
  status?: string;
  amount?: number;
  currency?: string;
  reference?: string;
  gateway_response?: string | null;
  reason?: string | null;
}

const LIST_PAGE_SIZE = 100;
/** A day's transfers beyond this many pages is not a day of ours: stop rather than page forever. */
const LIST_MAX_PAGES = 100;

function toResult(data: PaystackTransfer): TransferResult {
  if (!data.transfer_code) throw new PaymentProviderError('Paystack gave no transfer_code');
  return {
    transferCode: data.transfer_code,
    transferId: typeof data.id === 'number' ? data.id : null,
    status: String(data.status ?? 'pending'),
    amountCents: Number(data.amount ?? Number.NaN),
    reference: String(data.reference ?? ''),
  };
}

export class PaystackTransfers implements TransferProvider {
  readonly name = 'paystack' as const;
  readonly settlesAtOnce = false;

  constructor(private readonly opts: PaystackHttpOptions) {}

  async createRecipient(input: RecipientInput): Promise<{ recipientCode: string }> {
    const data = await paystackCall<{ recipient_code?: string }>(this.opts, 'POST', '/transferrecipient', {
      type: 'basa',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: 'ZAR',
    });
    if (!data.recipient_code) throw new PaymentProviderError('Paystack gave no recipient_code');
    return { recipientCode: data.recipient_code };
  }

  async initiateTransfer(input: TransferInput): Promise<TransferResult> {
    try {
      const data = await paystackCall<PaystackTransfer>(this.opts, 'POST', '/transfer', {
        source: 'balance',
        amount: input.amountCents,
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.reason,
        currency: 'ZAR',
      });
      return toResult(data);
    } catch (err) {
      // A retried send after an answer we never read: the reference is taken, so the transfer exists already.
      if (!isRefusal(err)) throw err;
      const existing = await this.verifyTransfer(input.reference);
      if (existing) return existing;
      // Our Paystack balance being short is ours to fix, not her account's fault: try again later.
      if (err instanceof PaymentProviderError && /balance/i.test(err.message)) {
        throw new PaymentProviderError(err.message, { ...err.details, httpStatus: 503 });
      }
      throw err;
    }
  }

  async verifyTransfer(reference: string): Promise<TransferResult | null> {
    try {
      const data = await paystackCall<PaystackTransfer>(
        this.opts,
        'GET',
        `/transfer/verify/${encodeURIComponent(reference)}`,
      );
      return toResult(data);
    } catch (err) {
      if (err instanceof PaymentProviderError && Number(err.details.httpStatus) === 404) return null;
      if (err instanceof PaymentProviderError && Number(err.details.httpStatus) === 400) return null;
      throw err;
    }
  }

  async listTransfers(range: { from: Date; to: Date }): Promise<TransferResult[]> {
    const all: TransferResult[] = [];
    for (let page = 1; page <= LIST_MAX_PAGES; page++) {
      const query = new URLSearchParams({
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        perPage: String(LIST_PAGE_SIZE),
        page: String(page),
      });
      const data = await paystackCall<PaystackTransfer[]>(this.opts, 'GET', `/transfer?${query}`);
      all.push(...data.map(toResult));
      if (data.length < LIST_PAGE_SIZE) return all;
    }
    throw new PaymentProviderError(`Paystack listed more than ${LIST_MAX_PAGES * LIST_PAGE_SIZE} transfers`);
  }

  parseTransferEvent(body: unknown): TransferEvent | null {
    const { event, data } = (body ?? {}) as { event?: unknown; data?: PaystackTransfer };
    if (!TRANSFER_EVENTS.includes(event as TransferEvent['event']) || !data) return null;
    if (typeof data.reference !== 'string' || typeof data.transfer_code !== 'string') return null;
    return {
      event: event as TransferEvent['event'],
      reference: data.reference,
      transferCode: data.transfer_code,
      transferId: typeof data.id === 'number' ? data.id : null,
      amountCents: Number(data.amount ?? Number.NaN),
      currency: String(data.currency ?? ''),
      reason: data.gateway_response ?? null,
    };
  }
}
