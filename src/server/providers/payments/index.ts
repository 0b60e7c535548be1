// The payment gateway interface: the built-in sandbox checkout (embedded default) or Paystack, chosen by
// PAYMENT_PROVIDER. Services never trust a redirect or a webhook body: they call verify() and compare.

export interface InitializeInput {
  reference: string;
  amountCents: number;
  currency: string;
  /** Paystack requires one; we send a per-user placeholder (docs/decisions/0021). */
  email: string;
  /** Absolute URL the gateway sends the browser back to (it appends ?reference=). */
  callbackUrl: string;
  /** Path part of callbackUrl, for the sandbox which redirects on our own origin. */
  callbackPath: string;
  /** Gateway channels to offer, mapped from the spec's payment method. */
  channels?: string[] | undefined;
  metadata?: Record<string, unknown>;
}

/** Normalised gateway statuses; only 'success' ever grants anything. */
export type GatewayStatus = 'success' | 'failed' | 'pending';

export interface VerifyResult {
  status: GatewayStatus;
  /** The gateway's own word for it ('success', 'abandoned', 'reversed'...). */
  providerStatus: string;
  reference: string;
  amountCents: number;
  currency: string;
  paidAt: Date | null;
  channel: string | null;
  /** The gateway's own id for the charge (Paystack's data.id), when it gives one. */
  providerId?: string | null;
  /** What the gateway kept of the charge, in cents (Paystack's data.fees), when it says. */
  feesCents?: number | null;
  /** A card the payer may be charged again (Paystack's data.authorization when reusable). */
  authorization?: SavedAuthorization | null;
  /** The email the charge was made under (charge_authorization must send the same). */
  email?: string | null;
}

export interface SavedAuthorization {
  code: string;
  /** The card's fingerprint: the same card twice has one signature. */
  signature: string;
  last4: string | null;
  cardType: string | null;
}

export interface ChargeAuthorizationInput {
  reference: string;
  email: string;
  authorizationCode: string;
  amountCents: number;
  currency: string;
  metadata?: Record<string, unknown>;
}

/** One of the gateway's transactions in its own list (reconciliation). */
export interface GatewayTransaction {
  providerId: string | null;
  reference: string;
  status: string;
  amountCents: number;
  feesCents: number | null;
  currency: string;
  paidAt: Date | null;
}

/** What the gateway says about a refund it accepted: Paystack queues them ('pending', later 'processed'). */
export interface RefundResult {
  /** The gateway's own word ('pending', 'processing', 'processed'...). */
  status: string;
  amountCents: number;
  currency: string;
  /** The gateway's id for the refund (Paystack's data.id), which its refund webhooks may carry; null when none. */
  providerRefundId: string | null;
}

/** Paystack's refund webhooks (decision 0385); only processed, failed and needs-attention change anything. */
export const REFUND_EVENTS = [
  'refund.pending',
  'refund.processing',
  'refund.needs-attention',
  'refund.processed',
  'refund.failed',
] as const;
export type RefundEventName = (typeof REFUND_EVENTS)[number];

/** A refund's progress as a signed webhook reports it. */
export interface RefundEvent {
  event: RefundEventName;
  /** The refund's id (data.id) when the event carries it: Paystack's documented examples show it only sometimes. */
  refundId: string | null;
  /** The refunded charge's reference (data.transaction_reference). */
  transactionReference: string;
  /** The processor's reference of the refund (data.refund_reference), given once it is processed or failed. */
  refundReference: string | null;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<VerifyResult>;
  /**
   * Returns a successful charge to the payer: the whole of it (a payment that must not be kept, issue 15), or
   * `amountCents` of it (one visit of several paid at once, issue 34).
   */
  refund(reference: string, merchantNote: string, amountCents?: number): Promise<RefundResult>;
  /** Charges a saved card again (a late-cancellation fee); the result is then read with verify(). */
  chargeAuthorization(
    input: ChargeAuthorizationInput,
  ): Promise<{ status: GatewayStatus; providerStatus: string }>;
  /** The gateway's transactions created in [from, to) (reconciliation). */
  listTransactions(from: Date, to: Date): Promise<GatewayTransaction[]>;
  /** True when the raw webhook body carries the gateway's valid signature. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
  /** The refund's progress in a signed webhook body, or null for other events (the sandbox sends none). */
  parseRefundEvent(body: unknown): RefundEvent | null;
}

/** A gateway failure (timeout, 5xx, refused request): reported to the user as "try again". */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The spec's 'mobile' has no mobile-money counterpart in South Africa: QR apps and Capitec Pay (decision 0022). */
export const PAYMENT_METHOD_CHANNELS: Record<string, string[]> = {
  card: ['card'],
  eft: ['eft'],
  mobile: ['qr', 'capitec_pay'],
};
