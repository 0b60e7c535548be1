// The built-in sandbox gateway: a checkout page on our own origin (/sandbox/checkout/:reference) where the tester
// presses Pay or Decline. Its "gateway record" is the payment row's provider_status, written only by that page.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { InitializeInput, PaymentProvider, RefundResult, VerifyResult } from './index.js';

export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/';
/** provider_status values the checkout page writes. */
export const SANDBOX_PAID = 'sandbox_paid';
export const SANDBOX_DECLINED = 'sandbox_declined';

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly database: Database) {}

  async initialize(input: InitializeInput): Promise<{ authorizationUrl: string }> {
    const query = new URLSearchParams({ callback: input.callbackPath });
    return {
      authorizationUrl: `${SANDBOX_CHECKOUT_PATH}${encodeURIComponent(input.reference)}?${query}`,
    };
  }

  async verify(reference: string): Promise<VerifyResult> {
    const [row] = await this.database.db
      .select({
        providerStatus: payments.providerStatus,
        amountCents: payments.amountCents,
        currency: payments.currency,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .where(eq(payments.reference, reference))
      .limit(1);
    const checkout = row?.providerStatus;
    const status =
      checkout === SANDBOX_PAID ? 'success' : checkout === SANDBOX_DECLINED ? 'failed' : 'pending';
    return {
      status,
      providerStatus: checkout ?? 'ongoing',
      reference: row ? reference : '',
      // The sandbox charges exactly what it was initialised with, which is the row's amount.
      amountCents: row?.amountCents ?? Number.NaN,
      currency: row?.currency ?? '',
      paidAt: status === 'success' ? (row?.paidAt ?? new Date()) : null,
      channel: status === 'success' ? 'sandbox' : null,
    };
  }

  /** No money moved: the refund is complete at once, for what the checkout charged. */
  async refund(reference: string): Promise<RefundResult> {
    const [row] = await this.database.db
      .select({ amountCents: payments.amountCents, currency: payments.currency })
      .from(payments)
      .where(eq(payments.reference, reference))
      .limit(1);
    return { status: 'processed', amountCents: row?.amountCents ?? 0, currency: row?.currency ?? '' };
  }

  /** The sandbox sends no webhooks. */
  verifyWebhookSignature(): boolean {
    return false;
  }
}
