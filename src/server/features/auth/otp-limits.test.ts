import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authClient, nextIp } from '../../../../tests/support/auth-client.js';
import { nextPhone } from '../../../../tests/support/factories.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { OTP_SENDS_PER_IP_PER_HOUR, OTP_SENDS_PER_PHONE_PER_HOUR } from '../../../shared/constants.js';
import { INVALID_PHONE_MESSAGE } from '../../../shared/schemas/auth.js';
import { OTP_COOLDOWN_CODE } from '../../../shared/sign-in-rules.js';
import { devOutbox } from '../../db/schema.js';
import { OTP_MESSAGES } from './otp-service.js';

describe('one-time codes: sending limits, number rules and origins', () => {
  let t: TestApp;
  let c: ReturnType<typeof authClient>;
  withTestApp({ ADMIN_PHONES: '082 999 0001' }, (app) => {
    t = app;
    c = authClient(app);
  });

  it('enforces the 60 s resend cooldown whatever the number looks like, and says how long it is', async () => {
    const phone = nextPhone();
    const first = await c.sendOtp(phone);
    expect(first.statusCode).toBe(200);
    // The code step shows this wait, then 'Resend code'.
    expect(first.json().resendAfterSeconds).toBe(60);
    const variants = [
      phone,
      `0${phone.slice(3)}`,
      ` 0${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8)} `,
      `+27 (${phone.slice(3, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`,
    ];
    for (const variant of variants) {
      const res = await c.sendOtp(variant);
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.json().message).toBe(OTP_MESSAGES.cooldown(retryAfter));
      // Named apart from the hourly limits: the dialog offers the code already sent.
      expect(res.json().code).toBe(OTP_COOLDOWN_CODE);
    }
    // Only the first send went out.
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, phone))).toHaveLength(1);
    await c.passCooldown();
    expect((await c.sendOtp(phone)).statusCode).toBe(200);
  });

  it(`allows ${OTP_SENDS_PER_PHONE_PER_HOUR} codes per number per hour from one address`, async () => {
    const phone = nextPhone();
    const ip = nextIp();
    for (let i = 0; i < OTP_SENDS_PER_PHONE_PER_HOUR; i++) {
      expect((await c.sendOtp(phone, ip)).statusCode).toBe(200);
      await c.passCooldown();
    }
    const res = await c.sendOtp(`0${phone.slice(3)}`, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(OTP_MESSAGES.perPhone);
    expect(res.json().code).toBeUndefined();
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it(`allows ${OTP_SENDS_PER_IP_PER_HOUR} codes per IP per hour across many numbers`, async () => {
    const ip = nextIp();
    for (let i = 0; i < OTP_SENDS_PER_IP_PER_HOUR; i++) {
      expect((await c.sendOtp(nextPhone(), ip)).statusCode).toBe(200);
    }
    const phone = nextPhone();
    const res = await c.sendOtp(phone, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(OTP_MESSAGES.perIp);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, phone))).toHaveLength(0);
    // Another network is not affected.
    expect((await c.sendOtp(phone, nextIp())).statusCode).toBe(200);
  });

  it('refuses malformed and non-South-African numbers with a clear 400', async () => {
    for (const phoneNumber of [
      '12345',
      '082123456',
      '08212345678',
      '+2782123456',
      '+44 20 7946 0958',
      '082123456a',
      '27821234567',
      '',
    ]) {
      const res = await c.sendOtp(phoneNumber);
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json().message).toBe(INVALID_PHONE_MESSAGE);
    }
    const missing = await c.post('/api/auth/send-otp', { deliveryMethod: 'sms' }, { ip: nextIp() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(INVALID_PHONE_MESSAGE);
    const badMethod = await c.post('/api/auth/send-otp', { phoneNumber: nextPhone(), deliveryMethod: 'fax' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().field).toBe('deliveryMethod');
  });

  it('refuses numbers that are not South African mobiles (toll-free, shared-cost, VoIP, landline)', async () => {
    for (const phoneNumber of ['0800123456', '0861234567', '0871234567', '0111234567', '0211234567']) {
      const res = await c.sendOtp(phoneNumber);
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json().message).toBe(OTP_MESSAGES.notMobile);
    }
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, '+27800123456'))).toHaveLength(0);
  });

  it('refuses state-changing requests from another origin', async () => {
    const phone = nextPhone();
    const evil = await c.post(
      '/api/auth/send-otp',
      { phoneNumber: phone },
      { headers: { origin: 'https://evil.example', host: 'localhost:5000' } },
    );
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('Cross-origin request refused');
    const crossSite = await c.post('/api/auth/logout', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, phone))).toHaveLength(0);
    const same = await c.post(
      '/api/auth/send-otp',
      { phoneNumber: phone },
      { headers: { origin: 'http://localhost:5000', host: 'localhost:5000' }, ip: nextIp() },
    );
    expect(same.statusCode).toBe(200);
  });
});
