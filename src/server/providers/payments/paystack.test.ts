// The Paystack adapter against the local fake speaking Paystack's documented contract (issue 34): a verified
// charge's id, fees and reusable card; charge_authorization on that card; a refund by amount, never more than the
// charge, with Paystack's id for it; its refund webhooks read as documented (decision 0385); a day's GET /transaction
// across pages; and a refused call surfaced as PaymentProviderError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../../../../tests/support/fake-paystack.js';
import { PaymentProviderError } from './index.js';
import { PaystackProvider } from './paystack.js';

let fake: FakePaystack;
let paystack: PaystackProvider;
beforeAll(async () => {
  fake = await startFakePaystack();
  paystack = new PaystackProvider({ secretKey: fake.secretKey, apiBase: fake.url, timeoutMs: 5_000 });
});
afterAll(() => fake?.close());

async function paidCharge(reference: string, amountCents: number) {
  await paystack.initialize({
    reference,
    amountCents,
    currency: 'ZAR',
    email: 'user-1@pay.example',
    callbackUrl: 'http://localhost/payment-callback',
    callbackPath: '/payment-callback',
  });
  fake.settle(reference, 'success');
  return paystack.verify(reference);
}

describe('PaystackProvider', () => {
  it('reads the fee and the reusable card, charges the card again, and refunds by amount', async () => {
    const verified = await paidCharge('WL-T-1', 100_000);
    expect(verified).toMatchObject({ status: 'success', amountCents: 100_000, feesCents: 3_450 });
    expect(verified.providerId).toMatch(/^\d+$/);
    expect(verified.authorization).toMatchObject({ last4: '4081' });
    const again = await paystack.chargeAuthorization({
      reference: 'WL-T-2',
      email: verified.email!,
      authorizationCode: verified.authorization!.code,
      amountCents: 8_000,
      currency: 'ZAR',
    });
    expect(again.status).toBe('success');
    expect((await paystack.verify('WL-T-2')).amountCents).toBe(8_000);
    await expect(
      paystack.chargeAuthorization({
        reference: 'WL-T-3',
        email: 'someone-else@pay.example',
        authorizationCode: verified.authorization!.code,
        amountCents: 8_000,
        currency: 'ZAR',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);

    const refund = await paystack.refund('WL-T-1', 'visit cancelled', 40_000);
    expect(refund).toEqual({
      status: 'pending',
      amountCents: 40_000,
      currency: 'ZAR',
      providerRefundId: String(fake.refunds[0]!.id),
    });
    await expect(paystack.refund('WL-T-1', 'too much', 60_001)).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.refunds.map((r) => r.amount)).toEqual([40_000]);
  });

  it('lists a day of transactions across pages', async () => {
    for (let i = 0; i < 103; i += 1) await paidCharge(`WL-L-${i}`, 1_000 + i);
    const from = new Date(Date.now() - 3_600_000);
    const listed = await paystack.listTransactions(from, new Date(Date.now() + 3_600_000));
    expect(listed.filter((x) => x.reference.startsWith('WL-L-'))).toHaveLength(103);
    expect(listed.find((x) => x.reference === 'WL-L-7')).toMatchObject({
      status: 'success',
      amountCents: 1_007,
    });
    expect(await paystack.listTransactions(new Date(0), new Date(1))).toEqual([]);
  });

  it('reads the refund webhooks as Paystack documents them: the charge, the amount, the id only when given', async () => {
    await paidCharge('WL-R-1', 50_000);
    await paystack.refund('WL-R-1', 'visit cancelled', 20_000);
    const id = fake.refunds.at(-1)!.id;
    const read = (event: Parameters<FakePaystack['refundWebhook']>[0], withId = false) =>
      paystack.parseRefundEvent(JSON.parse(fake.refundWebhook(event, id, { withId }).body));
    expect(read('refund.pending')).toEqual({
      event: 'refund.pending',
      refundId: null,
      transactionReference: 'WL-R-1',
      refundReference: null,
      amountCents: 20_000,
      currency: 'ZAR',
    });
    expect(read('refund.needs-attention')).toMatchObject({ refundId: String(id), amountCents: 20_000 });
    expect(read('refund.processed')).toMatchObject({ refundId: null, refundReference: expect.any(String) });
    expect(read('refund.failed', true)).toMatchObject({ refundId: String(id), amountCents: 20_000 });
    // The Refund resource's own form names the charge inside `transaction`.
    expect(
      paystack.parseRefundEvent({
        event: 'refund.processed',
        data: { id: 7, transaction: { id: 9, reference: 'WL-R-1' }, amount: 20_000, currency: 'ZAR' },
      }),
    ).toMatchObject({ refundId: '7', transactionReference: 'WL-R-1' });
    expect(paystack.parseRefundEvent({ event: 'charge.success', data: { reference: 'WL-R-1' } })).toBeNull();
    expect(paystack.parseRefundEvent({ event: 'refund.processed', data: { amount: 1 } })).toBeNull();
    expect(
      paystack.parseRefundEvent({
        event: 'refund.failed',
        data: { transaction_reference: 'X', amount: '1.5' },
      }),
    ).toMatchObject({ amountCents: Number.NaN });
  });
});
