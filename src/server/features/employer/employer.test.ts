// The employer side over HTTP: phone verification with a one-time code, /api/employer/me, and the subscription
// bought through the sandbox gateway (verified once, extended from the current expiry, unlimited hires).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DAY_MS } from '../../../shared/constants.js';
import { payments, subscriptions, users } from '../../db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function post(url: string, cookie: string, payload?: unknown) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
function get(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}
const localPhone = (e164: string) => `0${e164.slice(3)}`;

describe('employer phone verification', () => {
  it('asks for a sign-in first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employer/verify-phone/send',
      payload: { phoneNumber: '0821234567' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('sends a code to the signed-in number and verifies it, saving the company name', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    expect((await get('/api/employer/me', cookie)).json()).toMatchObject({
      phoneVerified: false,
      companyName: null,
    });

    const sent = await post('/api/employer/verify-phone/send', cookie, {
      phoneNumber: localPhone(user.phoneNumber),
      companyName: 'Sizwe Gardens',
    });
    expect(sent.statusCode).toBe(200);
    const code = sent.json().developmentOtp as string;
    expect(code).toMatch(/^\d{6}$/);
    await t.app.ctx.jobs.drain();

    const wrong = await post('/api/employer/verify-phone/confirm', cookie, {
      phoneNumber: user.phoneNumber,
      otpCode: code === '000000' ? '111111' : '000000',
      companyName: 'Sizwe Gardens',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid verification code');

    const ok = await post('/api/employer/verify-phone/confirm', cookie, {
      phoneNumber: user.phoneNumber,
      otpCode: code,
      companyName: ' Sizwe Gardens ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().employer).toMatchObject({ phoneVerified: true, companyName: 'Sizwe Gardens' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.employerPhoneVerifiedAt).toBeInstanceOf(Date);

    const reused = await post('/api/employer/verify-phone/confirm', cookie, {
      phoneNumber: user.phoneNumber,
      otpCode: code,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This verification code is not valid. Please request a new code.');
  });

  it('validates the phone and the code with the spec’s messages', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    const badPhone = await post('/api/employer/verify-phone/send', cookie, { phoneNumber: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Please enter a valid South African phone number');
    const badCode = await post('/api/employer/verify-phone/confirm', cookie, {
      phoneNumber: user.phoneNumber,
      otpCode: '12ab',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe('OTP must be 6 digits');
  });

  it('refuses to verify a number other than the one the account signed in with', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const res = await post('/api/employer/verify-phone/send', cookie, { phoneNumber: '0829999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please verify the phone number you signed in with');
  });
});

async function checkout(reference: string, decision: 'pay' | 'decline') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}&callback=%2Fsubscription-callback`,
  });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`/subscription-callback?reference=${encodeURIComponent(reference)}`);
}

async function subscribe(cookie: string, subscriptionType: 'monthly' | 'annual') {
  const init = await post('/api/employer/subscription/initialize', cookie, { subscriptionType });
  expect(init.statusCode).toBe(200);
  const { authorizationUrl, reference } = init.json();
  expect(authorizationUrl).toContain(`/sandbox/checkout/${reference}`);
  await checkout(reference, 'pay');
  return reference as string;
}

describe('employer subscription', () => {
  it('charges R199 for monthly and R1,990 for annual, whatever the client says', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    for (const [subscriptionType, cents] of [
      ['monthly', 19900],
      ['annual', 199000],
    ] as const) {
      const init = await post('/api/employer/subscription/initialize', cookie, {
        subscriptionType,
        amount: 1,
      });
      const [row] = await t.db.select().from(payments).where(eq(payments.reference, init.json().reference));
      expect(row).toMatchObject({ amountCents: cents, paymentType: 'subscription', subscriptionType });
    }
    const bad = await post('/api/employer/subscription/initialize', cookie, { subscriptionType: 'weekly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose the Monthly or Annual plan');
  });

  it('is also a payment type of /api/payments/initialize, priced by the server and returning to the callback', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const res = await post('/api/payments/initialize', cookie, {
      paymentType: 'subscription',
      subscriptionType: 'annual',
      amount: '10',
    });
    expect(res.statusCode).toBe(200);
    const { reference, authorization_url: url } = res.json();
    expect(url).toContain('callback=%2Fsubscription-callback');
    const [row] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ amountCents: 199000, subscriptionType: 'annual' });
  });

  it('activates once: verifying the same payment twice extends the subscription once', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date() });
    const reference = await subscribe(cookie, 'monthly');
    const first = await get(`/api/employer/subscription/verify?reference=${reference}`, cookie);
    expect(first.statusCode).toBe(200);
    const { subscription } = first.json();
    expect(subscription.type).toBe('monthly');
    const days = (new Date(subscription.expiresAt).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const second = await get(`/api/employer/subscription/verify?reference=${reference}`, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json().subscription).toEqual(subscription);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);

    expect((await get('/api/employer/me', cookie)).json()).toMatchObject({
      hasActiveSubscription: true,
      subscription: { subscriptionType: 'monthly', expiresAt: subscription.expiresAt },
      nextHire: 'subscribed',
    });
  });

  it('extends an early renewal from the current expiry', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const monthly = await subscribe(cookie, 'monthly');
    const firstExpiry = (await get(`/api/employer/subscription/verify?reference=${monthly}`, cookie)).json()
      .subscription.expiresAt;
    const annual = await subscribe(cookie, 'annual');
    const renewed = (await get(`/api/employer/subscription/verify?reference=${annual}`, cookie)).json()
      .subscription;
    expect(renewed.type).toBe('annual');
    expect(new Date(renewed.expiresAt).getTime() - new Date(firstExpiry).getTime()).toBe(365 * DAY_MS);
    // The monthly period runs first; the status shows it, with the end of everything paid for.
    expect((await get('/api/employer/me', cookie)).json().subscription).toMatchObject({
      subscriptionType: 'monthly',
      expiresAt: renewed.expiresAt,
    });
  });

  it('answers Payment Failed for a declined payment, with its plan to try again, and grants nothing', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    const init = (
      await post('/api/employer/subscription/initialize', cookie, { subscriptionType: 'annual' })
    ).json();
    await checkout(init.reference, 'decline');
    const res = await get(`/api/employer/subscription/verify?reference=${init.reference}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The payment was declined or cancelled.');
    expect(res.json().subscriptionType).toBe('annual');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(0);
  });

  it('keeps another user’s reference and a missing reference out', async () => {
    const owner = await signedInUser(t.db, t.config);
    const other = await signedInUser(t.db, t.config);
    const reference = await subscribe(owner.cookie, 'monthly');
    expect(
      (await get(`/api/employer/subscription/verify?reference=${reference}`, other.cookie)).statusCode,
    ).toBe(404);
    const missing = await get('/api/employer/subscription/verify', owner.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Payment reference not found');
  });

  it('lifts the free-hire limit while the subscription is active', async () => {
    const { cookie } = await signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date() });
    const targets = await Promise.all(Array.from({ length: 3 }, () => createWorker(t.db)));
    for (const w of targets.slice(0, 2)) {
      expect((await post('/api/hires', cookie, { workerId: w.id })).statusCode).toBe(201);
    }
    expect((await post('/api/hires', cookie, { workerId: targets[2]!.id })).statusCode).toBe(402);

    const reference = await subscribe(cookie, 'monthly');
    expect((await get(`/api/employer/subscription/verify?reference=${reference}`, cookie)).statusCode).toBe(
      200,
    );
    const third = await post('/api/hires', cookie, { workerId: targets[2]!.id });
    expect(third.statusCode).toBe(201);
    expect(third.json().hire.isFreeHire).toBe(false);
    expect((await get('/api/employer/me', cookie)).json()).toMatchObject({
      hasActiveSubscription: true,
      monthlyHireCount: 3,
      freeHiresUsed: 2,
    });
  });
});
