// Issue 15, item 10 (overlapping checkouts): three tier-upgrade checkouts opened at once were all charged while one
// granted nothing. Now a new checkout voids the earlier pending ones of the same type (the rows stay, 'voided'), a
// voided checkout grants nothing by callback or webhook, and one paid anyway is refunded in full through Paystack's
// refund API, once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, workers } from '../../../src/server/db/schema.js';
import { PRICES_CENTS } from '../../../src/shared/constants.js';
import { PAYMENT_MESSAGES } from '../../../src/shared/schemas/payments.js';
import { createWorker, signedInUser } from '../../support/factories.js';
import { type FakePaystack, startFakePaystack } from '../../support/fake-paystack.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

async function basicWorker(t: TestApp) {
  const signed = await signedInUser(t.db, t.config);
  const worker = await createWorker(t.db, { userId: signed.user.id });
  return { ...signed, worker };
}

const initialize = (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/initialize', headers: { cookie }, payload: body });
const verify = (t: TestApp, cookie: string, reference: string) =>
  t.app.inject({ method: 'GET', url: `/api/payments/verify/${reference}`, headers: { cookie } });

const rowsOf = (t: TestApp, userId: string) =>
  t.db
    .select({
      reference: payments.reference,
      status: payments.status,
      refundStatus: payments.refundStatus,
      fulfilledAt: payments.fulfilledAt,
      voidedAt: payments.voidedAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId));

describe('one pending checkout per user and payment type (Paystack)', () => {
  let t: TestApp;
  let fake: FakePaystack;
  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp(fake.env({ PROVIDER_TIMEOUT_MS: '2000' }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (reference: string) => {
    const hook = fake.webhook('charge.success', reference);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
      payload: hook.body,
    });
  };

  it('three overlapping upgrade checkouts all paid: one grants, two are refunded in full, once each', async () => {
    const w = await basicWorker(t);
    const references: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await initialize(t, w.cookie, { paymentType: 'upgrade', tierLevel: 'premium' });
      expect(res.statusCode).toBe(200);
      references.push(res.json().reference);
    }
    const [first, second, latest] = references as [string, string, string];
    const statuses = Object.fromEntries((await rowsOf(t, w.user.id)).map((r) => [r.reference, r.status]));
    expect(statuses).toEqual({ [first]: 'voided', [second]: 'voided', [latest]: 'pending' });

    // The payer completes all three gateway pages anyway.
    for (const reference of references) fake.settle(reference, 'success');

    // The webhook for the first and the callback for the second grant nothing and refund.
    expect((await webhook(first)).statusCode).toBe(200);
    const secondAnswer = await verify(t, w.cookie, second);
    expect(secondAnswer.json()).toMatchObject({
      status: false,
      message: PAYMENT_MESSAGES.voidedRefunded,
      paymentStatus: 'voided',
    });
    const [stillBasic] = await t.db.select().from(workers).where(eq(workers.id, w.worker.id));
    expect(stillBasic!.tierLevel).toBe('basic');

    // The latest checkout grants.
    expect((await verify(t, w.cookie, latest)).json()).toMatchObject({ status: true, tierLevel: 'premium' });
    const [upgraded] = await t.db.select().from(workers).where(eq(workers.id, w.worker.id));
    expect(upgraded!.tierLevel).toBe('premium');

    // Repeats (webhook retries, a reloaded callback page) refund nothing twice.
    await webhook(first);
    await verify(t, w.cookie, first);
    await webhook(second);
    const refunds = fake.refunds.filter((r) => references.includes(r.transaction));
    expect(refunds.map((r) => [r.transaction, r.amount]).sort()).toEqual(
      [
        [first, PRICES_CENTS.premium],
        [second, PRICES_CENTS.premium],
      ].sort(),
    );
    const rows = await rowsOf(t, w.user.id);
    const byRef = Object.fromEntries(rows.map((r) => [r.reference, r]));
    expect(byRef[first]).toMatchObject({ status: 'voided', refundStatus: 'pending', fulfilledAt: null });
    expect(byRef[second]).toMatchObject({ status: 'voided', refundStatus: 'pending', fulfilledAt: null });
    expect(byRef[first]!.voidedAt).not.toBeNull();
    expect(byRef[latest]).toMatchObject({ status: 'success', refundStatus: null });
    // Kept: one premium price; returned: the other two.
    const kept = rows.filter((r) => r.fulfilledAt).length * PRICES_CENTS.premium;
    expect(kept).toBe(PRICES_CENTS.premium);
  });

  it('checkouts started at the same moment leave exactly one pending', async () => {
    const w = await basicWorker(t);
    const started = await Promise.all(
      Array.from({ length: 5 }, () =>
        initialize(t, w.cookie, { paymentType: 'upgrade', tierLevel: 'premium' }),
      ),
    );
    expect(started.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const statuses = (await rowsOf(t, w.user.id)).map((r) => r.status).sort();
    expect(statuses).toEqual(['pending', 'voided', 'voided', 'voided', 'voided']);
  });

  it('a voided checkout that was not paid answers so, and is not refunded', async () => {
    const w = await basicWorker(t);
    const old = (await initialize(t, w.cookie, { paymentType: 'upgrade', tierLevel: 'verified' })).json()
      .reference;
    await initialize(t, w.cookie, { paymentType: 'upgrade', tierLevel: 'verified' });
    fake.settle(old, 'abandoned');
    expect((await verify(t, w.cookie, old)).json()).toMatchObject({
      status: false,
      message: PAYMENT_MESSAGES.voided,
    });
    expect(fake.refunds.some((r) => r.transaction === old)).toBe(false);
  });

  it('other payment types and other users keep their own pending checkout', async () => {
    const a = await basicWorker(t);
    const b = await basicWorker(t);
    await initialize(t, a.cookie, { paymentType: 'upgrade', tierLevel: 'verified' });
    await initialize(t, a.cookie, { paymentType: 'subscription', subscriptionType: 'monthly' });
    await initialize(t, b.cookie, { paymentType: 'upgrade', tierLevel: 'verified' });
    const pendingOfA = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, a.user.id), eq(payments.status, 'pending')));
    expect(pendingOfA.map((p) => p.paymentType).sort()).toEqual(['subscription', 'upgrade']);
    expect((await rowsOf(t, b.user.id)).map((r) => r.status)).toEqual(['pending']);
  });

  it('a refund the gateway cannot take now is 502 and is asked again on the next check', async () => {
    const w = await basicWorker(t);
    const old = (await initialize(t, w.cookie, { paymentType: 'upgrade', tierLevel: 'verified' })).json()
      .reference;
    await initialize(t, w.cookie, { paymentType: 'upgrade', tierLevel: 'verified' });
    fake.settle(old, 'success');
    // Paystack answers the verify but fails the refund.
    fake.refundsDown = true;
    try {
      expect((await verify(t, w.cookie, old)).statusCode).toBe(502);
    } finally {
      fake.refundsDown = false;
    }
    expect((await rowsOf(t, w.user.id)).find((r) => r.reference === old)!.refundStatus).toBeNull();
    expect((await verify(t, w.cookie, old)).json().message).toBe(PAYMENT_MESSAGES.voidedRefunded);
    expect(fake.refunds.filter((r) => r.transaction === old)).toHaveLength(1);
  });
});

describe('the sandbox gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('will not take payment on a replaced checkout', async () => {
    const w = await basicWorker(t);
    const old = (await initialize(t, w.cookie, { paymentType: 'upgrade', tierLevel: 'verified' })).json();
    const current = (await initialize(t, w.cookie, { paymentType: 'upgrade', tierLevel: 'verified' })).json();
    const pay = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: url.split('?')[0]!,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=pay&callback=%2Fpayment-callback',
      });
    const page = await t.app.inject({ method: 'GET', url: old.authorization_url });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Checkout replaced');
    expect((await pay(old.authorization_url)).statusCode).toBe(409);
    expect((await verify(t, w.cookie, old.reference)).json().message).toBe(PAYMENT_MESSAGES.voided);
    expect((await pay(current.authorization_url)).statusCode).toBe(303);
    expect((await verify(t, w.cookie, current.reference)).json()).toMatchObject({ status: true });
  });
});
