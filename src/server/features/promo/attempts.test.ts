// Issue 31, item 10: wrong promo codes are limited to PROMO_FAILED_TRIES_PER_HOUR an hour per user and per address,
// on every door a code comes in by; right codes are never counted.
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import { registrationTestApp } from '../../../../tests/support/registration.js';
import { PROMO_MESSAGES } from '../../../shared/schemas/payments.js';
import { promoCodes } from '../../db/schema.js';
import { PROMO_FAILED_TRIES_PER_HOUR } from './index.js';

const { t: app, payload, register, newWorkerUser } = registrationTestApp();

let address = 0;
/** A distinct client address per test, so the per-address count of one test does not reach another. */
const nextAddress = () => `198.51.100.${++address}`;

function validate(cookie: string, code: string, remoteAddress: string) {
  return app().app.inject({
    method: 'POST',
    url: '/api/promo-codes/validate',
    headers: { cookie },
    payload: { code },
    remoteAddress,
  });
}

describe('promo code attempts', () => {
  it('answers 429 after the hourly number of wrong codes from one user, even for a right code', async () => {
    await app().db.insert(promoCodes).values({ code: 'RIGHT31', trialDays: 7 });
    const { cookie } = await signedInUser(app().db, app().config);
    const ip = nextAddress();
    for (let i = 0; i < PROMO_FAILED_TRIES_PER_HOUR; i += 1) {
      const res = await validate(cookie, `GUESS${i}`, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false, message: PROMO_MESSAGES.invalid });
    }
    const blocked = await validate(cookie, 'RIGHT31', nextAddress());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(PROMO_MESSAGES.tooManyTries);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('counts wrong codes per address across users, and never counts right ones', async () => {
    await app().db.insert(promoCodes).values({ code: 'GOOD31', trialDays: 7 });
    const ip = nextAddress();
    const first = await signedInUser(app().db, app().config);
    for (let i = 0; i < PROMO_FAILED_TRIES_PER_HOUR + 5; i += 1) {
      expect((await validate(first.cookie, 'GOOD31', ip)).json().valid).toBe(true);
    }
    for (let i = 0; i < PROMO_FAILED_TRIES_PER_HOUR; i += 1) {
      const { cookie } = await signedInUser(app().db, app().config);
      expect((await validate(cookie, `NOPE${i}`, ip)).statusCode).toBe(200);
    }
    const fresh = await signedInUser(app().db, app().config);
    expect((await validate(fresh.cookie, 'GOOD31', ip)).statusCode).toBe(429);
    expect((await validate(fresh.cookie, 'GOOD31', nextAddress())).json().valid).toBe(true);
  });

  it('counts a wrong code at registration and at the unpaid profile, and refuses the next with 429', async () => {
    const { cookie, photoUrl } = await newWorkerUser();
    const ip = nextAddress();
    for (let i = 0; i < PROMO_FAILED_TRIES_PER_HOUR - 1; i += 1) {
      expect((await validate(cookie, `MISS${i}`, ip)).statusCode).toBe(200);
    }
    const wrong = await app().app.inject({
      method: 'POST',
      url: '/api/workers',
      headers: { cookie },
      payload: payload(photoUrl, { promoCode: 'WRONG31' }),
      remoteAddress: ip,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PROMO_MESSAGES.invalid);
    const registered = await register(cookie, payload(photoUrl));
    expect(registered.statusCode).toBe(201);
    const applied = await app().app.inject({
      method: 'POST',
      url: '/api/workers/me/promo-code',
      headers: { cookie },
      payload: { code: 'ANOTHER' },
      remoteAddress: nextAddress(),
    });
    expect(applied.statusCode).toBe(429);
  });
});
