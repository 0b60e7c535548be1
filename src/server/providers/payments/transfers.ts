// Money out: the transfer gateway interface (issue 34), beside the payment gateway of index.ts. Paystack Transfers
// (transfers-paystack.ts) or the sandbox that pays at once (transfers-sandbox.ts), picked by PAYMENT_PROVIDER in
// transfers-create.ts. Failures are PaymentProviderError (index.ts), with the HTTP status in details.
import { PaymentProviderError } from './index.js';

export interface RecipientInput {
  /** The name on the bank account. */
  name: string;
  accountNumber: string;
  /** A code of shared/pay/banks.ts. */
  bankCode: string;
}

export interface TransferInput {
  amountCents: number;
  recipientCode: string;
  /** Ours (the payout's id): Paystack keeps one transfer per reference, so a retried send pays once. */
  reference: string;
  reason: string;
}

/** The gateway's words for a transfer: 'pending', 'otp', 'received', 'success', 'failed', 'reversed', ... */
export interface TransferResult {
  transferCode: string;
  transferId: number | null;
  status: string;
  amountCents: number;
  reference: string;
}

/** A transfer result as a webhook reports it, already checked against the signature. */
export interface TransferEvent {
  event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
  reference: string;
  transferCode: string;
  transferId: number | null;
  amountCents: number;
  currency: string;
  /** The gateway's reason for a failure, when it gives one. */
  reason: string | null;
}

export interface TransferProvider {
  readonly name: 'sandbox' | 'paystack';
  /** True when an accepted transfer is already paid (the sandbox sends no webhooks); else a webhook settles it. */
  readonly settlesAtOnce: boolean;
  /** POST /transferrecipient, type basa, currency ZAR: answers the recipient code. */
  createRecipient(input: RecipientInput): Promise<{ recipientCode: string }>;
  /** POST /transfer from the balance; a reference it already holds answers that transfer (fetched). */
  initiateTransfer(input: TransferInput): Promise<TransferResult>;
  /** GET /transfer/verify/:reference: null when the gateway has no transfer with it. */
  verifyTransfer(reference: string): Promise<TransferResult | null>;
  /** GET /transfer: every transfer created in [from, to] (all pages), for reconciliation against our payouts. */
  listTransfers(range: { from: Date; to: Date }): Promise<TransferResult[]>;
  /** The transfer results in a signed webhook body, or null for other events. */
  parseTransferEvent(body: unknown): TransferEvent | null;
}

export const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'] as const;

/** A request the gateway refused as wrong (4xx other than auth and rate limits): sending it again cannot help. */
export function isRefusal(err: unknown): boolean {
  if (!(err instanceof PaymentProviderError)) return false;
  const status = Number(err.details.httpStatus);
  return status >= 400 && status < 500 && status !== 401 && status !== 429;
}
