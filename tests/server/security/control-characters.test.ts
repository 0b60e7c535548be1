// Issue 15, item 7: a control character (NUL and the like) in any text input is a 400 with a clear message, from
// one rule for every route, where NUL used to reach PostgreSQL and answer 500.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../src/shared/text.js';
import { createWorker, signedInUser } from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('control characters in text input', () => {
  let t: TestApp;
  let cookie: string;
  let workerCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t.db, t.config)).cookie;
    const worker = await signedInUser(t.db, t.config);
    await createWorker(t.db, { userId: worker.user.id });
    workerCookie = worker.cookie;
  });
  afterAll(() => t.close());

  const cases: [string, () => InjectOptions][] = [
    [
      'the sign-in name',
      () => ({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { phoneNumber: '0821234567', otpCode: '123456', name: 'Thandi\u0000' },
      }),
    ],
    [
      'a review-request recipient name',
      () => ({
        method: 'POST',
        url: '/api/review-requests',
        headers: { cookie: workerCookie },
        payload: { recipientPhone: '0821112222', recipientName: 'Sipho\u0000Dlamini' },
      }),
    ],
    [
      'a review-request phone',
      () => ({
        method: 'POST',
        url: '/api/review-requests',
        headers: { cookie: workerCookie },
        payload: { recipientPhone: '082111\u00002222' },
      }),
    ],
    [
      'a promo code',
      () => ({
        method: 'POST',
        url: '/api/promo-codes/validate',
        headers: { cookie },
        payload: { code: 'WELCOME\u0000' },
      }),
    ],
    [
      'a payment verify reference',
      () => ({ method: 'GET', url: '/api/payments/verify/wl_%00abc', headers: { cookie } }),
    ],
    [
      'a subscription verify reference',
      () => ({
        method: 'GET',
        url: '/api/employer/subscription/verify?reference=wl_%00abc',
        headers: { cookie },
      }),
    ],
    ['a sandbox checkout reference', () => ({ method: 'GET', url: '/sandbox/checkout/wl_%00abc' })],
    [
      'a sandbox checkout decision',
      () => ({
        method: 'POST',
        url: '/sandbox/checkout/wl_%01abc',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=pay&callback=%2Fdashboard%00',
      }),
    ],
    [
      'a nested key or value',
      () => ({
        method: 'POST',
        url: '/api/promo-codes/validate',
        headers: { cookie },
        payload: { code: 'WELCOME', extra: { deep: ['ok', 'bad\u001b[31m'] } },
      }),
    ],
  ];

  it.each(cases)('refuses %s with 400', async (_name, request) => {
    const res = await t.app.inject(request());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CONTROL_CHARACTERS_MESSAGE, code: 'validation' });
  });

  it('still accepts tabs and line breaks, and ordinary text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/promo-codes/validate',
      headers: { cookie },
      payload: { code: 'NO-SUCH\tCODE' },
    });
    expect(res.statusCode).not.toBe(500);
    expect(res.json().message).not.toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});
