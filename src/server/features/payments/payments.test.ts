import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { type FakePaystack, startFakePaystack } from '../../../../tests/support/fake-paystack.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { PRICES_CENTS } from '../../../shared/constants.js';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments.js';
import { payments, webhookEvents, workers } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { PAYMENT_TYPES } from '../../payment-types.js';
import type { PaymentTypes } from './payment-types.js';

// A payment type added to the table handed to buildApp, the way tier upgrades and subscriptions plug in.
const effects: string[] = [];
const paymentTypes: PaymentTypes = {
  ...PAYMENT_TYPES,
  'test-effect': {
    description: 'Test effect',
    callbackPath: '/payment-callback',
    async price(_db, _user, body) {
      if (body.tierLevel === 'premium') throw new HttpError(400, 'Not for premium');
      return { amountCents: 4200 };
    },
    async grant(_tx, payment) {
      effects.push(payment.reference);
    },
  },
};

async function unpaidWorker(t: TestApp) {
  const signed = await signedInUser(t.db, t.config);
  const worker = await createWorker(t.db, { userId: signed.user.id, listed: false });
  return { ...signed, worker };
}

async function initialize(t: TestApp, cookie: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/initialize',
    headers: { cookie },
    payload: body,
  });
}

async function verify(t: TestApp, cookie: string, reference: string) {
  return t.app.inject({ method: 'GET', url: `/api/payments/verify/${reference}`, headers: { cookie } });
}

async function isListed(t: TestApp, workerId: string): Promise<boolean> {
  const rows = await t.database.query<{ live: boolean }>(
    'select listed_until > now() as live from workers where id = $1',
    [workerId],
  );
  return rows[0]?.live === true;
}

describe('sandbox gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { paymentTypes });
  });
  afterAll(async () => {
    await t.close();
  });

  it('charges the server price whatever amount the client sends, and Pay makes the listing live once', async () => {
    const { cookie, worker } = await unpaidWorker(t);
    const init = await initialize(t, cookie, {
      amount: '0.01',
      paymentType: 'registration',
      tierLevel: 'basic',
      paymentMethod: 'mobile',
    });
    expect(init.statusCode).toBe(200);
    const { status, authorization_url, reference } = init.json();
    expect(status).toBe(true);
    expect(authorization_url).toMatch(/^\/sandbox\/checkout\//);
    const [row] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({
      amountCents: PRICES_CENTS.registration,
      currency: 'ZAR',
      status: 'pending',
      workerId: worker.id,
    });

    const pageRes = await t.app.inject({ method: 'GET', url: authorization_url });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('TEST PAYMENT');
    expect(pageRes.body).toContain('R10.00');
    expect(pageRes.body).not.toMatch(/<script|https?:\/\//);

    // Before paying, verification says pending and grants nothing.
    const early = await verify(t, cookie, reference);
    expect(early.json()).toMatchObject({ status: false, message: PAYMENT_MESSAGES.pending });
    expect(await isListed(t, worker.id)).toBe(false);

    const pay = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay&callback=%2Fpayment-callback',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/payment-callback?reference=${reference}`);

    const [first, second] = [await verify(t, cookie, reference), await verify(t, cookie, reference)];
    expect(first.json()).toMatchObject({
      status: true,
      message: PAYMENT_MESSAGES.verified,
      paymentType: 'registration',
    });
    expect(second.json()).toMatchObject({ status: true });
    expect(await isListed(t, worker.id)).toBe(true);
    const [paid] = await t.db.select().from(workers).where(eq(workers.id, worker.id));
    expect(paid!.registrationPaidAt).not.toBeNull();

    const me = await t.app.inject({ method: 'GET', url: '/api/workers/me', headers: { cookie } });
    expect(me.json().listing).toMatchObject({ status: 'paid', isListed: true });

    const again = await initialize(t, cookie, { paymentType: 'registration', tierLevel: 'basic' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyPaid);
  });

  it('a registered profile appears in search only once its R10 is verified', async () => {
    const { cookie, worker } = await unpaidWorker(t);
    await t.db
      .update(workers)
      .set({ fullName: 'Search Probe', skills: ['Tree-Felling'] })
      .where(eq(workers.id, worker.id));
    const search = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/workers/search?lat=${worker.latitude}&lng=${worker.longitude}&radius=5&skill=Tree-Felling`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return (res.json().workers as { id: string }[]).map((w) => w.id);
    };
    expect(await search()).not.toContain(worker.id);
    const { reference } = (await initialize(t, cookie, { paymentType: 'registration' })).json();
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    expect(await search()).not.toContain(worker.id);
    expect((await verify(t, cookie, reference)).json().status).toBe(true);
    expect(await search()).toContain(worker.id);
  });

  it('Decline leads to a failed verification and no listing; the decision cannot be changed afterwards', async () => {
    const { cookie, worker } = await unpaidWorker(t);
    const { reference } = (
      await initialize(t, cookie, { paymentType: 'registration', tierLevel: 'basic' })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=decline',
    });
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    const res = await verify(t, cookie, reference);
    expect(res.json()).toMatchObject({
      status: false,
      message: PAYMENT_MESSAGES.declined,
      paymentStatus: 'failed',
    });
    expect(await isListed(t, worker.id)).toBe(false);
  });

  it('the checkout redirect only goes to local paths', async () => {
    const { cookie } = await unpaidWorker(t);
    const { reference } = (await initialize(t, cookie, { paymentType: 'registration' })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=pay&callback=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(res.headers.location).toBe(`/payment-callback?reference=${reference}`);
  });

  it("refuses another user's reference, unknown payment types, and registration without a profile", async () => {
    const owner = await unpaidWorker(t);
    const { reference } = (await initialize(t, owner.cookie, { paymentType: 'registration' })).json();
    const stranger = await signedInUser(t.db, t.config);
    const res = await verify(t, stranger.cookie, reference);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.notFound);

    const unknown = await initialize(t, stranger.cookie, { paymentType: 'lottery' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PAYMENT_MESSAGES.unknownType);

    const noProfile = await initialize(t, stranger.cookie, { paymentType: 'registration' });
    expect(noProfile.statusCode).toBe(400);
    expect(noProfile.json().message).toBe(PAYMENT_MESSAGES.noWorkerProfile);

    const wrongTier = await initialize(t, owner.cookie, {
      paymentType: 'registration',
      tierLevel: 'premium',
    });
    expect(wrongTier.statusCode).toBe(400);

    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      payload: { paymentType: 'registration' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('a payment type registered by another feature prices itself and is fulfilled exactly once', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const refused = await initialize(t, cookie, { paymentType: 'test-effect', tierLevel: 'premium' });
    expect(refused.statusCode).toBe(400);
    const { reference } = (await initialize(t, cookie, { paymentType: 'test-effect', amount: 1 })).json();
    const [row] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row!.amountCents).toBe(4200);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    const results = await Promise.all([1, 2, 3].map(() => verify(t, cookie, reference)));
    expect(results.every((r) => r.json().status === true)).toBe(true);
    expect(effects.filter((r) => r === reference)).toHaveLength(1);
  });

  it('the sandbox accepts no webhooks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'ab'.repeat(64) },
      payload: '{"event":"charge.success","data":{"reference":"x"}}',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('paystack gateway (local fake speaking the documented contract)', () => {
  let t: TestApp;
  let fake: FakePaystack;
  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp(fake.env({ PROVIDER_TIMEOUT_MS: '2000' }), { paymentTypes });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function webhook(body: string, signature: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });
  }

  it('initialises with our reference, server price in cents, ZAR, a placeholder email and mapped channels', async () => {
    const { cookie, user } = await unpaidWorker(t);
    const init = await initialize(t, cookie, {
      amount: '1',
      paymentType: 'registration',
      tierLevel: 'basic',
      paymentMethod: 'mobile',
    });
    expect(init.statusCode).toBe(200);
    const { reference, authorization_url } = init.json();
    expect(authorization_url).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    const sent = fake.transactions.get(reference)!;
    expect(sent).toMatchObject({
      amount: PRICES_CENTS.registration,
      currency: 'ZAR',
      email: `user-${user.id}@${t.config.PAYMENT_EMAIL_DOMAIN}`,
      callbackUrl: `${t.config.publicUrl}/payment-callback`,
      channels: ['qr', 'capitec_pay'],
    });
  });

  it('webhook plus callback (and a repeated webhook) give one effect', async () => {
    const { cookie, worker } = await unpaidWorker(t);
    const { reference } = (await initialize(t, cookie, { paymentType: 'registration' })).json();
    fake.settle(reference, 'success');
    const hook = fake.webhook('charge.success', reference);
    const [a, b, c] = await Promise.all([
      webhook(hook.body, hook.signature),
      verify(t, cookie, reference),
      webhook(hook.body, hook.signature),
    ]);
    expect([a.statusCode, c.statusCode]).toEqual([200, 200]);
    expect(b.json().status).toBe(true);
    expect(await isListed(t, worker.id)).toBe(true);
    const [row] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row!.fulfilledAt).not.toBeNull();
    expect(
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.reference, reference)),
    ).toHaveLength(1);

    // Once fulfilled, later checks answer from our record without asking Paystack again.
    const before = fake.counts['GET /transaction/verify'] ?? 0;
    expect((await verify(t, cookie, reference)).json().status).toBe(true);
    expect(fake.counts['GET /transaction/verify']).toBe(before);
  });

  it('a custom payment type is fulfilled once when the webhook arrives first and the callback twice', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const { reference } = (await initialize(t, cookie, { paymentType: 'test-effect' })).json();
    fake.settle(reference, 'success');
    const hook = fake.webhook('charge.success', reference);
    expect((await webhook(hook.body, hook.signature)).statusCode).toBe(200);
    expect((await verify(t, cookie, reference)).json().status).toBe(true);
    expect((await verify(t, cookie, reference)).json().status).toBe(true);
    expect(effects.filter((r) => r === reference)).toHaveLength(1);
  });

  it('refuses a tampered webhook signature and grants nothing', async () => {
    const { cookie, worker } = await unpaidWorker(t);
    const { reference } = (await initialize(t, cookie, { paymentType: 'registration' })).json();
    fake.settle(reference, 'success');
    const hook = fake.webhook('charge.success', reference);
    const tamperedBody = hook.body.replace('charge.success', 'charge.success ');
    expect((await webhook(tamperedBody, hook.signature)).statusCode).toBe(401);
    const wrongKey = fake.webhook('charge.success', reference, 'sk_test_someone_else');
    expect((await webhook(wrongKey.body, wrongKey.signature)).statusCode).toBe(401);
    expect((await webhook(hook.body, '')).statusCode).toBe(401);
    expect(await isListed(t, worker.id)).toBe(false);
    expect(
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.reference, reference)),
    ).toHaveLength(0);
  });

  it('does not grant a success whose amount or currency differs from our record', async () => {
    const { cookie, worker } = await unpaidWorker(t);
    const { reference } = (await initialize(t, cookie, { paymentType: 'registration' })).json();
    fake.settle(reference, 'success', { amount: 100 });
    const res = await verify(t, cookie, reference);
    expect(res.json()).toMatchObject({ status: false, message: PAYMENT_MESSAGES.notVerified });
    expect(await isListed(t, worker.id)).toBe(false);

    const second = await unpaidWorker(t);
    const other = (await initialize(t, second.cookie, { paymentType: 'registration' })).json().reference;
    fake.settle(other, 'success', { currency: 'NGN' });
    const hook = fake.webhook('charge.success', other);
    expect((await webhook(hook.body, hook.signature)).statusCode).toBe(200);
    expect(await isListed(t, second.worker.id)).toBe(false);
  });

  it('reports abandoned charges as failed, and gateway outages as 502 without granting', async () => {
    const { cookie, worker } = await unpaidWorker(t);
    const { reference } = (await initialize(t, cookie, { paymentType: 'registration' })).json();
    fake.settle(reference, 'abandoned');
    expect((await verify(t, cookie, reference)).json()).toMatchObject({
      status: false,
      paymentStatus: 'failed',
    });

    fake.mode = 'down';
    try {
      const init = await initialize(t, cookie, { paymentType: 'registration' });
      expect(init.statusCode).toBe(502);
      expect(init.json().message).toBe(PAYMENT_MESSAGES.initializeFailed);
      const res = await verify(t, cookie, reference);
      expect(res.statusCode).toBe(502);
    } finally {
      fake.mode = 'ok';
    }
    expect(await isListed(t, worker.id)).toBe(false);
  });
});
