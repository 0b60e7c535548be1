// The built-in sandbox gateway: a checkout page on our own origin (/sandbox/checkout/:reference) where the tester
// presses Pay or Decline. Its "gateway record" is the payment row's provider_status, written only by that page.
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { gatewayFeeCents, processingFeeRateOn } from '../../../shared/pay/processing-fee.js';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type {
  ChargeAuthorizationInput,
  GatewayTransaction,
  InitializeInput,
  PaymentProvider,
  RefundResult,
  VerifyResult,
} from './index.js';

export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/';
/** provider_status values the checkout page writes. */
export const SANDBOX_PAID = 'sandbox_paid';
export const SANDBOX_DECLINED = 'sandbox_declined';
/** The sandbox's saved card: every sandbox payer's card may be charged again (a late-cancellation fee). */
const SANDBOX_AUTHORIZATION = 'AUTH_sandbox';

/** What Paystack would keep of a charge, so the sandbox ledger looks like the real one. */
function sandboxFees(amountCents: number, paidAt: Date): number {
  return gatewayFeeCents(amountCents, processingFeeRateOn(paidAt.toISOString().slice(0, 10)));
}

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
        id: payments.id,
        userId: payments.userId,
      })
      .from(payments)
      .where(eq(payments.reference, reference))
      .limit(1);
    const checkout = row?.providerStatus;
    const paidAt = checkout === SANDBOX_PAID ? (row?.paidAt ?? new Date()) : null;
    const status =
      checkout === SANDBOX_PAID ? 'success' : checkout === SANDBOX_DECLINED ? 'failed' : 'pending';
    return {
      status,
      providerStatus: checkout ?? 'ongoing',
      reference: row ? reference : '',
      // The sandbox charges exactly what it was initialised with, which is the row's amount.
      amountCents: row?.amountCents ?? Number.NaN,
      currency: row?.currency ?? '',
      paidAt,
      channel: status === 'success' ? 'sandbox' : null,
      providerId: row?.id ?? null,
      feesCents: row && paidAt ? sandboxFees(row.amountCents, paidAt) : null,
      authorization:
        paidAt && row?.userId
          ? { code: SANDBOX_AUTHORIZATION, signature: 'SIG_sandbox', last4: '4081', cardType: 'sandbox' }
          : null,
      email: null,
    };
  }

  /** The saved sandbox card always pays: the pending row is marked paid, as the checkout page would. */
  async chargeAuthorization(input: ChargeAuthorizationInput) {
    if (input.authorizationCode !== SANDBOX_AUTHORIZATION) {
      return { status: 'failed' as const, providerStatus: SANDBOX_DECLINED };
    }
    await this.database.db
      .update(payments)
      .set({ providerStatus: SANDBOX_PAID, paidAt: new Date() })
      .where(and(eq(payments.reference, input.reference), isNull(payments.providerStatus)));
    return { status: 'success' as const, providerStatus: SANDBOX_PAID };
  }

  /** The sandbox's own record is the payments table: its sandbox rows created in [from, to). */
  async listTransactions(from: Date, to: Date): Promise<GatewayTransaction[]> {
    const rows = await this.database.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.provider, 'sandbox'), gte(payments.createdAt, from), lt(payments.createdAt, to)),
      );
    return rows.map((r) => ({
      providerId: r.id,
      reference: r.reference,
      status:
        r.providerStatus === SANDBOX_PAID
          ? 'success'
          : r.providerStatus === SANDBOX_DECLINED
            ? 'failed'
            : 'abandoned',
      amountCents: r.amountCents,
      feesCents: r.providerStatus === SANDBOX_PAID && r.paidAt ? sandboxFees(r.amountCents, r.paidAt) : null,
      currency: r.currency,
      paidAt: r.providerStatus === SANDBOX_PAID ? r.paidAt : null,
    }));
  }

  /** No money moved: the refund is complete at once, for what was asked or what the checkout charged. */
  async refund(reference: string, _note?: string, amountCents?: number): Promise<RefundResult> {
    const [row] = await this.database.db
      .select({ amountCents: payments.amountCents, currency: payments.currency })
      .from(payments)
      .where(eq(payments.reference, reference))
      .limit(1);
    return {
      status: 'processed',
      amountCents: amountCents ?? row?.amountCents ?? 0,
      currency: row?.currency ?? '',
      providerRefundId: null,
    };
  }

  /** The sandbox sends no webhooks. */
  verifyWebhookSignature(): boolean {
    return false;
  }

  parseRefundEvent(): null {
    return null;
  }
}
