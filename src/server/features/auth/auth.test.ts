import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import {
  OTP_MAX_ATTEMPTS,
  OTP_SENDS_PER_IP_PER_HOUR,
  OTP_SENDS_PER_PHONE_PER_HOUR,
  REMEMBER_DEVICE_DAYS,
  SESSION_IDLE_HOURS,
} from '../../../shared/constants.js';
import { INVALID_CODE_MESSAGE, INVALID_PHONE_MESSAGE } from '../../../shared/schemas/auth.js';
import { requireAdmin } from '../../context.js';
import { auditLog, devOutbox, jobs, otpCodes, sessions, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import {
  createSession,
  PURGE_SESSIONS_JOB,
  purgeSessionsKey,
  sessionIdHash,
} from '../../platform/sessions/index.js';
import { setAdminRole } from './admin-role.js';
import { OTP_MESSAGES, sendCode, sendCodeDeps, verifyCode } from './otp-service.js';

const ADMIN_PHONE = '+27829990001';
let ipCounter = 0;
/** A distinct client address per test, so the per-IP limit of one test does not leak into another. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('phone sign-in with one-time codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_PHONES: '082 999 0001' });
  });
  afterAll(() => t.close());

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
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    const all = Array.isArray(raw) ? raw : [raw];
    return String(all.find((c) => String(c).startsWith('wl_session=')) ?? '');
  };
  const cookieHeader = (setCookie: string) => setCookie.split(';')[0]!;
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

  it('signs in a new user end to end: code sent, user created with the name, remembered session', async () => {
    const phone = nextPhone();
    const local = `0${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`;
    const sent = await sendOtp(local);
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body).toMatchObject({ success: true, deliveryMethod: 'whatsapp' });
    expect(body.developmentOtp).toMatch(/^\d{6}$/);

    // The dev provider stored the message for the E.164 number; only a keyed hash of the code is in the database.
    const outbox = await t.db.select().from(devOutbox).where(eq(devOutbox.to, phone));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.channel).toBe('whatsapp');
    expect(outbox[0]!.body).toContain(body.developmentOtp);
    const [code] = await t.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone));
    expect(code!.codeHash).not.toContain(body.developmentOtp);
    expect(code!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // Sent once by the inline attempt; the job row is done and no longer holds the code.
    const [job] = await t.db.select().from(jobs).where(sql`${jobs.payload}->>'to' = ${phone}`);
    expect(job!.status).toBe('done');
    expect(JSON.stringify(job!.payload)).not.toContain(body.developmentOtp);
    await t.app.ctx.jobs.drain();
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, phone))).toHaveLength(1);

    const res = await verify(`+27 ${phone.slice(3)}`, body.developmentOtp, { name: 'Thabo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Thabo',
      phoneNumber: phone,
      hasWorkerProfile: false,
      isAdmin: false,
      workerId: null,
      employerPhoneVerified: false,
    });
    const setCookie = cookieOf(res);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(setCookie)![1]!);
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(REMEMBER_DEVICE_DAYS - 0.01);
    expect(days).toBeLessThan(REMEMBER_DEVICE_DAYS + 0.01);

    const rawId = cookieHeader(setCookie).split('=')[1]!;
    const stored = await t.db.select().from(sessions);
    expect(stored.some((s) => s.idHash === rawId)).toBe(false);

    const me = await getUser(cookieHeader(setCookie));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      firstName: 'Thabo',
      phoneNumber: phone,
      hasWorkerProfile: false,
      isAdmin: false,
      workerId: null,
      employerPhoneVerified: false,
    });
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(1);
  });

  it('keeps one user per number whatever its format, and keeps the name when none is given', async () => {
    const phone = nextPhone();
    await signIn(phone, { name: 'Lerato' });
    await passCooldown();
    const again = await signIn(`0${phone.slice(3)}`, { name: '' });
    expect(again.res.json().user.firstName).toBe('Lerato');
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(1);
  });

  it("gives a browser-session cookie without 'remember this device', which the server expires after 12 h idle", async () => {
    const phone = nextPhone();
    const sent = await sendOtp(phone);
    const res = await verify(phone, sent.json().developmentOtp, { rememberDevice: false });
    expect(res.statusCode).toBe(200);
    const setCookie = cookieOf(res);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Expires=|Max-Age=/i);
    const userId = res.json().user.id;
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(session!.persistent).toBe(false);
    const hours = (session!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(SESSION_IDLE_HOURS - 0.01);
    expect(hours).toBeLessThanOrEqual(SESSION_IDLE_HOURS + 0.01);

    // Past its idle limit the session is gone even though the browser still sends the cookie.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await getUser(cookieHeader(setCookie))).statusCode).toBe(401);
  });

  it('keeps a browser-session sign-in alive while it is used (12 h idle, not 12 h total)', async () => {
    const { res, cookie } = await signIn(nextPhone(), { rememberDevice: false });
    const userId = res.json().user.id;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3_600_000), lastSeenAt: new Date(Date.now() - 11 * 3_600_000) })
      .where(eq(sessions.userId, userId));
    expect((await getUser(cookie)).statusCode).toBe(200);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan((SESSION_IDLE_HOURS - 0.1) * 3_600_000);
    expect(Date.now() - session!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('refresh extends a live session and answers 401 without one', async () => {
    const { res, cookie } = await signIn(nextPhone());
    const userId = res.json().user.id;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, userId));
    const refreshed = await post('/api/auth/refresh', undefined, { cookie });
    expect(refreshed.statusCode).toBe(200);
    expect(cookieOf(refreshed)).toMatch(/Expires=/i);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(
      (REMEMBER_DEVICE_DAYS - 1) * 86_400_000,
    );

    const anonymous = await post('/api/auth/refresh');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Unauthorized');
  });

  it('answers 401 Unauthorized for the current user when signed out', async () => {
    const res = await getUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    expect((await getUser('wl_session=not-a-session')).statusCode).toBe(401);
  });

  it('logout deletes the session server-side and clears the cookie', async () => {
    const { res, cookie } = await signIn(nextPhone());
    const userId = res.json().user.id;
    const out = await post('/api/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out)).toMatch(/wl_session=;/);
    expect(cookieOf(out)).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect((await getUser(cookie)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', undefined, { cookie })).statusCode).toBe(401);
  });

  it("purges expired sessions in a job that the day's first sign-in queues, once a day", async () => {
    const [user] = await t.db.insert(users).values({ phoneNumber: nextPhone() }).returning();
    const expired = await createSession(t.db, t.config, user!.id, false);
    const live = await createSession(t.db, t.config, user!.id, true);
    const hashOf = (rawId: string) => sessionIdHash(t.config, rawId);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashOf(expired.rawId)));
    const queued = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, purgeSessionsKey(new Date())));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.kind).toBe(PURGE_SESSIONS_JOB);
    // The job ran for an earlier sign-in already in this file, or runs now: make it due and run it.
    await t.db
      .update(jobs)
      .set({ status: 'pending', runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, queued[0]!.id));
    await t.app.ctx.jobs.drain();
    const left = await t.db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    expect(left.map((r) => r.idHash)).toEqual([hashOf(live.rawId)]);
  });

  it('replaces the previous session of this browser on a new sign-in', async () => {
    const phone = nextPhone();
    const first = await signIn(phone);
    await passCooldown();
    const sent = await sendOtp(phone);
    const second = await verify(phone, sent.json().developmentOtp, {}, first.cookie);
    expect(second.statusCode).toBe(200);
    expect((await getUser(first.cookie)).statusCode).toBe(401);
    expect((await getUser(cookieHeader(cookieOf(second)))).statusCode).toBe(200);
  });

  it('refuses a wrong code and says how many tries are left', async () => {
    const phone = nextPhone();
    const sent = await sendOtp(phone);
    const good = sent.json().developmentOtp as string;
    const wrong = good === '000000' ? '111111' : '000000';
    const res = await verify(phone, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: OTP_MESSAGES.wrongCode, attemptsLeft: OTP_MAX_ATTEMPTS - 1 });
    expect(cookieOf(res)).toBe('');
  });

  it('voids the code after 5 wrong tries: the 6th try is refused even with the right code', async () => {
    const phone = nextPhone();
    const sent = await sendOtp(phone);
    const good = sent.json().developmentOtp as string;
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const res = await verify(phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().attemptsLeft).toBe(OTP_MAX_ATTEMPTS - i);
    }
    const right = await verify(phone, good);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(OTP_MESSAGES.tooManyTries);
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const phone = nextPhone();
    const sent = await sendOtp(phone);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phoneNumber, phone));
    const res = await verify(phone, sent.json().developmentOtp);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OTP_MESSAGES.noLiveCode);
  });

  it('refuses a code that was already used', async () => {
    const phone = nextPhone();
    const sent = await sendOtp(phone);
    expect((await verify(phone, sent.json().developmentOtp)).statusCode).toBe(200);
    const again = await verify(phone, sent.json().developmentOtp);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(OTP_MESSAGES.noLiveCode);
    // The spent row is gone at once.
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone))).toHaveLength(0);
  });

  it('refuses a code for a number that never asked for one', async () => {
    const res = await verify(nextPhone(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OTP_MESSAGES.noLiveCode);
  });

  it('a new send replaces the old code', async () => {
    const phone = nextPhone();
    const first = await sendOtp(phone);
    await passCooldown();
    const second = await sendOtp(phone);
    expect(second.statusCode).toBe(200);
    const oldCode = first.json().developmentOtp;
    const newCode = second.json().developmentOtp;
    if (oldCode !== newCode) expect((await verify(phone, oldCode)).statusCode).toBe(400);
    expect((await verify(phone, newCode)).statusCode).toBe(200);
  });

  it('enforces the 60 s resend cooldown whatever the number looks like, and says how long it is', async () => {
    const phone = nextPhone();
    const first = await sendOtp(phone);
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
      const res = await sendOtp(variant);
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.json().message).toBe(OTP_MESSAGES.cooldown(retryAfter));
    }
    // Only the first send went out.
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, phone))).toHaveLength(1);
    await passCooldown();
    expect((await sendOtp(phone)).statusCode).toBe(200);
  });

  it(`allows ${OTP_SENDS_PER_PHONE_PER_HOUR} codes per number per hour from one address`, async () => {
    const phone = nextPhone();
    const ip = nextIp();
    for (let i = 0; i < OTP_SENDS_PER_PHONE_PER_HOUR; i++) {
      expect((await sendOtp(phone, ip)).statusCode).toBe(200);
      await passCooldown();
    }
    const res = await sendOtp(`0${phone.slice(3)}`, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(OTP_MESSAGES.perPhone);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it(`allows ${OTP_SENDS_PER_IP_PER_HOUR} codes per IP per hour across many numbers`, async () => {
    const ip = nextIp();
    for (let i = 0; i < OTP_SENDS_PER_IP_PER_HOUR; i++) {
      expect((await sendOtp(nextPhone(), ip)).statusCode).toBe(200);
    }
    const phone = nextPhone();
    const res = await sendOtp(phone, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(OTP_MESSAGES.perIp);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, phone))).toHaveLength(0);
    // Another network is not affected.
    expect((await sendOtp(phone, nextIp())).statusCode).toBe(200);
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
      const res = await sendOtp(phoneNumber);
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json().message).toBe(INVALID_PHONE_MESSAGE);
    }
    const missing = await post('/api/auth/send-otp', { deliveryMethod: 'sms' }, { ip: nextIp() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(INVALID_PHONE_MESSAGE);
    const badMethod = await post('/api/auth/send-otp', { phoneNumber: nextPhone(), deliveryMethod: 'fax' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().field).toBe('deliveryMethod');
  });

  it('refuses numbers that are not South African mobiles (toll-free, shared-cost, VoIP, landline)', async () => {
    for (const phoneNumber of ['0800123456', '0861234567', '0871234567', '0111234567', '0211234567']) {
      const res = await sendOtp(phoneNumber);
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json().message).toBe(OTP_MESSAGES.notMobile);
    }
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, '+27800123456'))).toHaveLength(0);
  });

  it('validates the code format on verify', async () => {
    const phone = nextPhone();
    for (const otpCode of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(phone, otpCode);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_CODE_MESSAGE);
    }
    const badPhone = await verify('123', '123456');
    expect(badPhone.json().message).toBe(INVALID_PHONE_MESSAGE);
  });

  it('refuses state-changing requests from another origin', async () => {
    const phone = nextPhone();
    const evil = await post(
      '/api/auth/send-otp',
      { phoneNumber: phone },
      { headers: { origin: 'https://evil.example', host: 'localhost:5000' } },
    );
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('Cross-origin request refused');
    const crossSite = await post('/api/auth/logout', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, phone))).toHaveLength(0);
    const same = await post(
      '/api/auth/send-otp',
      { phoneNumber: phone },
      { headers: { origin: 'http://localhost:5000', host: 'localhost:5000' }, ip: nextIp() },
    );
    expect(same.statusCode).toBe(200);
  });

  it('makes ADMIN_PHONES numbers admins when they sign in', async () => {
    const { res, cookie } = await signIn('082 999 0001');
    expect(res.json().user.isAdmin).toBe(true);
    expect((await getUser(cookie)).json()).toMatchObject({ phoneNumber: ADMIN_PHONE, isAdmin: true });
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
    expect((await verify(phone, developmentOtp!)).json().message).toBe(OTP_MESSAGES.noLiveCode);
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

  it('grants the admin role by CLI before the first sign-in, revokes it, and audits both', async () => {
    const phone = nextPhone();
    expect(await setAdminRole(t.db, `0${phone.slice(3)}`, true)).toBe('granted');
    expect(await setAdminRole(t.db, phone, true)).toBe('unchanged');
    const { cookie } = await signIn(phone, { name: 'Sipho' });
    const me = await getUser(cookie);
    expect(me.json()).toMatchObject({ isAdmin: true, firstName: 'Sipho' });
    expect(await setAdminRole(t.db, phone, false)).toBe('revoked');
    expect((await getUser(cookie)).json().isAdmin).toBe(false);
    expect(await setAdminRole(t.db, nextPhone(), false)).toBe('no-such-user');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, me.json().id));
    expect(audits.map((a) => a.action).sort()).toEqual(['admin.grant', 'admin.revoke']);
  });

  it('lets only admins past requireAdmin (403 for everyone else, 401 when signed out)', async () => {
    const base = {
      id: 'u',
      phoneNumber: '+27820000009',
      firstName: null,
      employerPhoneVerifiedAt: null,
      hasWorkerProfile: false,
      workerId: null,
    };
    const asRequest = (user: unknown) => ({ user }) as unknown as Parameters<typeof requireAdmin>[0];
    expect(requireAdmin(asRequest({ ...base, isAdmin: true })).id).toBe('u');
    const forbidden = (() => {
      try {
        requireAdmin(asRequest({ ...base, isAdmin: false }));
      } catch (e) {
        return e;
      }
    })();
    expect(forbidden).toBeInstanceOf(HttpError);
    expect((forbidden as HttpError).statusCode).toBe(403);
    const anonymous = (() => {
      try {
        requireAdmin(asRequest(null));
      } catch (e) {
        return e;
      }
    })();
    expect((anonymous as HttpError).statusCode).toBe(401);
  });
});
