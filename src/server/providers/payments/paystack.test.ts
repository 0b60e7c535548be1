// The Paystack adapter against the local fake speaking Paystack's documented contract (issue 34): a verified
// charge's id, fees and reusable card; charge_authorization on that card; a refund by amount, never more than the
// charge; a day's GET /transaction across pages; and a refused call surfaced as PaymentProviderError.
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

    expect(await paystack.refund('WL-T-1', 'visit cancelled', 40_000)).toMatchObject({ amountCents: 40_000 });
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
});
