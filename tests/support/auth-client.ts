// HTTP helpers for the sign-in tests (src/server/features/auth/*.test.ts): one-time codes, cookies, cooldowns.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

export const ADMIN_PHONE = '+27829990001';

let ipCounter = 0;
/** A distinct client address per test, so the per-IP limit of one test does not leak into another. */
export const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [raw];
  return String(all.find((c) => String(c).startsWith('wl_session=')) ?? '');
};
export const cookieHeader = (setCookie: string) => setCookie.split(';')[0]!;

/** The sign-in calls against one test app. */
export function authClient(t: TestApp) {
  const post = (
    url: string,
    payload?: unknown,
    opts: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      remoteAddress: opts.ip ?? '10.9.9.9',
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    });
  const getUser = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });
  const sendOtp = (phoneNumber: string, ip = nextIp(), deliveryMethod = 'whatsapp') =>
    post('/api/auth/send-otp', { phoneNumber, deliveryMethod }, { ip });
  const verify = (
    phoneNumber: string,
    otpCode: string,
    extra: Record<string, unknown> = {},
    cookie?: string,
  ) =>
    post(
      '/api/auth/verify-otp',
      { phoneNumber, otpCode, rememberDevice: true, ...extra },
      { ip: nextIp(), ...(cookie ? { cookie } : {}) },
    );
  /** Lets the next send through the 60 s cooldown without waiting a minute. */
  const passCooldown = () =>
    t.db.execute(
      sql`UPDATE rate_limit_hits SET created_at = created_at - interval '61 seconds' WHERE key LIKE 'otp:cooldown:%'`,
    );
  async function signIn(phone: string, extra: Record<string, unknown> = {}) {
    const sent = await sendOtp(phone);
    expect(sent.statusCode).toBe(200);
    const res = await verify(phone, sent.json().developmentOtp, extra);
    expect(res.statusCode).toBe(200);
    return { res, cookie: cookieHeader(cookieOf(res)) };
  }
  return { post, getUser, sendOtp, verify, passCooldown, signIn };
}
