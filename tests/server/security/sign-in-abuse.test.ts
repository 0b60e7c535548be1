// Issue 15, items 5 and 10 (first part): the code check tells a prober nothing about which numbers use Work Local,
// is rate-limited per address and per number, spent codes are purged, and a stranger cannot spend a number's
// send allowance to lock its owner out.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, otpCodes } from '../../../src/server/db/schema.js';
import {
  deleteDeadCodes,
  OTP_MESSAGES,
  PURGE_CODES_JOB,
} from '../../../src/server/features/auth/otp-service.js';
import { OTP_SENDS_PER_PHONE_PER_HOUR } from '../../../src/shared/constants.js';
import { nextPhone } from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('sign-in code abuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_COOLDOWN_SECONDS: '0', OTP_VERIFIES_PER_IP_PER_HOUR: '20' });
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  const nextIp = () => `10.15.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const send = (phoneNumber: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      remoteAddress: ip,
      payload: { phoneNumber, deliveryMethod: 'sms' },
    });
  const verify = (phoneNumber: string, otpCode: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      remoteAddress: ip,
      payload: { phoneNumber, otpCode, rememberDevice: false },
    });

  it('answers a wrong code identically for a number that signed in before and one that never did', async () => {
    const known = nextPhone();
    const sent = await send(known, nextIp());
    expect((await verify(known, sent.json().developmentOtp, nextIp())).statusCode).toBe(200);
    const wrong = sent.json().developmentOtp === '000000' ? '111111' : '000000';
    const forKnown = await verify(known, wrong, nextIp());
    const forUnknown = await verify(nextPhone(), wrong, nextIp());
    expect(forKnown.statusCode).toBe(400);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(forKnown.json().message).toBe(OTP_MESSAGES.noLiveCode);
  });

  it('limits code checks per client address: probing many numbers from one address gets 429', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await verify(nextPhone(), '123456', ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // Another address is not affected.
    expect((await verify(nextPhone(), '123456', nextIp())).statusCode).toBe(400);
  });

  it('limits code checks per number from one address, without locking other addresses out', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await verify(phone, '123456', ip)).statusCode);
    expect(statuses.slice(0, 15).every((s) => s === 400)).toBe(true);
    expect(statuses[15]).toBe(429);
    const owner = nextIp();
    const sent = await send(phone, owner);
    expect((await verify(phone, sent.json().developmentOtp, owner)).statusCode).toBe(200);
  });

  it('deletes a spent code at once and expired ones in the daily purge job', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    const sent = await send(phone, ip);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, PURGE_CODES_JOB))).toHaveLength(1);
    expect((await verify(phone, sent.json().developmentOtp, ip)).statusCode).toBe(200);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone))).toHaveLength(0);

    const stale = nextPhone();
    await send(stale, nextIp());
    await t.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` as unknown as Date })
      .where(eq(otpCodes.phoneNumber, stale));
    const live = nextPhone();
    await send(live, nextIp());
    await deleteDeadCodes(t.db);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, stale))).toHaveLength(0);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, live))).toHaveLength(1);
  });

  it('a stranger spending the per-number allowance does not lock the owner out', async () => {
    const victim = nextPhone();
    const attacker = nextIp();
    for (let i = 0; i < OTP_SENDS_PER_PHONE_PER_HOUR; i++)
      expect((await send(victim, attacker)).statusCode).toBe(200);
    const refused = await send(victim, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(OTP_MESSAGES.perPhone);
    const owner = nextIp();
    const sent = await send(victim, owner);
    expect(sent.statusCode).toBe(200);
    expect((await verify(victim, sent.json().developmentOtp, owner)).statusCode).toBe(200);
  });

  it('still bounds what all addresses together send to one number', async () => {
    const phone = nextPhone();
    const statuses: number[] = [];
    // 20 sends, each from a fresh address: the ceiling (15) holds.
    for (let i = 0; i < 20; i++) statuses.push((await send(phone, nextIp())).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(t.config.OTP_SENDS_PER_PHONE_CEILING_PER_HOUR);
    expect(statuses.slice(15).every((s) => s === 429)).toBe(true);
  });
});
