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
}

/** What the gateway says about a refund it accepted: Paystack queues them ('pending', later 'processed'). */
export interface RefundResult {
  /** The gateway's own word ('pending', 'processing', 'processed'...). */
  status: string;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<VerifyResult>;
  /** Returns the whole of a successful charge to the payer (a payment that must not be kept, issue 15). */
  refund(reference: string, merchantNote: string): Promise<RefundResult>;
  /** True when the raw webhook body carries the gateway's valid signature. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
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
