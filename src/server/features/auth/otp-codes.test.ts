import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authClient, cookieOf, nextIp } from '../../../../tests/support/auth-client.js';
import { nextPhone } from '../../../../tests/support/factories.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { OTP_MAX_ATTEMPTS } from '../../../shared/constants.js';
import { INVALID_CODE_MESSAGE, INVALID_PHONE_MESSAGE } from '../../../shared/schemas/auth.js';
import { otpCodes, users } from '../../db/schema.js';
import { OTP_MESSAGES, sendCode, sendCodeDeps, verifyCode } from './otp-service.js';

describe('one-time codes: checking a code', () => {
  let t: TestApp;
  let c: ReturnType<typeof authClient>;
  withTestApp({ ADMIN_PHONES: '082 999 0001' }, (app) => {
    t = app;
    c = authClient(app);
  });

  it('refuses a wrong code and says how many tries are left', async () => {
    const phone = nextPhone();
    const sent = await c.sendOtp(phone);
    const good = sent.json().developmentOtp as string;
    const wrong = good === '000000' ? '111111' : '000000';
    const res = await c.verify(phone, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: OTP_MESSAGES.wrongCode, attemptsLeft: OTP_MAX_ATTEMPTS - 1 });
    expect(cookieOf(res)).toBe('');
  });

  it('voids the code after 5 wrong tries: the 6th try is refused even with the right code', async () => {
    const phone = nextPhone();
    const sent = await c.sendOtp(phone);
    const good = sent.json().developmentOtp as string;
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const res = await c.verify(phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().attemptsLeft).toBe(OTP_MAX_ATTEMPTS - i);
    }
    const right = await c.verify(phone, good);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(OTP_MESSAGES.tooManyTries);
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const phone = nextPhone();
    const sent = await c.sendOtp(phone);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phoneNumber, phone));
    const res = await c.verify(phone, sent.json().developmentOtp);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OTP_MESSAGES.noLiveCode);
  });

  it('refuses a code that was already used', async () => {
    const phone = nextPhone();
    const sent = await c.sendOtp(phone);
    expect((await c.verify(phone, sent.json().developmentOtp)).statusCode).toBe(200);
    const again = await c.verify(phone, sent.json().developmentOtp);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(OTP_MESSAGES.noLiveCode);
    // The spent row is gone at once.
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone))).toHaveLength(0);
  });

  it('refuses a code for a number that never asked for one', async () => {
    const res = await c.verify(nextPhone(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OTP_MESSAGES.noLiveCode);
  });

  it('a new send replaces the old code', async () => {
    const phone = nextPhone();
    const first = await c.sendOtp(phone);
    await c.passCooldown();
    const second = await c.sendOtp(phone);
    expect(second.statusCode).toBe(200);
    const oldCode = first.json().developmentOtp;
    const newCode = second.json().developmentOtp;
    if (oldCode !== newCode) expect((await c.verify(phone, oldCode)).statusCode).toBe(400);
    expect((await c.verify(phone, newCode)).statusCode).toBe(200);
  });

  it('validates the code format on verify', async () => {
    const phone = nextPhone();
    for (const otpCode of ['12345', '1234567', 'abcdef', '']) {
      const res = await c.verify(phone, otpCode);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_CODE_MESSAGE);
    }
    const badPhone = await c.verify('123', '123456');
    expect(badPhone.json().message).toBe(INVALID_PHONE_MESSAGE);
  });

  it('keeps codes apart by purpose, and commits the caller’s writes only with a valid code', async () => {
    const phone = nextPhone();
    const { developmentOtp } = await sendCode(sendCodeDeps(t.app), {
      phoneNumber: phone,
      purpose: 'employer_phone',
      channel: 'sms',
      ip: nextIp(),
    });
    expect(developmentOtp).toMatch(/^\d{6}$/);
    // A login with the employer code finds no login code.
    expect((await c.verify(phone, developmentOtp!)).json().message).toBe(OTP_MESSAGES.noLiveCode);
    await expect(
      verifyCode(
        t.db,
        t.config,
        { phoneNumber: phone, purpose: 'employer_phone', code: developmentOtp!, ip: nextIp() },
        async () => {
          throw new Error('caller failed');
        },
      ),
    ).rejects.toThrow('caller failed');
    // The caller's failure rolled the consumption back: the code still works once.
    const e164 = await verifyCode(
      t.db,
      t.config,
      { phoneNumber: `0${phone.slice(3)}`, purpose: 'employer_phone', code: developmentOtp!, ip: nextIp() },
      async (_tx, number) => number,
    );
    expect(e164).toBe(phone);
  });
});
