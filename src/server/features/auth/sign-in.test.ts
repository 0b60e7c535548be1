import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authClient, cookieHeader, cookieOf } from '../../../../tests/support/auth-client.js';
import { nextPhone } from '../../../../tests/support/factories.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { REMEMBER_DEVICE_DAYS, SESSION_IDLE_HOURS } from '../../../shared/constants.js';
import { devOutbox, jobs, otpCodes, sessions, users } from '../../db/schema.js';
import {
  createSession,
  PURGE_SESSIONS_JOB,
  purgeSessionsKey,
  sessionIdHash,
} from '../../platform/sessions/index.js';

describe('phone sign-in and its sessions', () => {
  let t: TestApp;
  let c: ReturnType<typeof authClient>;
  withTestApp({ ADMIN_PHONES: '082 999 0001' }, (app) => {
    t = app;
    c = authClient(app);
  });

  it('signs in a new user end to end: code sent, user created with the name, remembered session', async () => {
    const phone = nextPhone();
    const local = `0${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`;
    const sent = await c.sendOtp(local);
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

    const res = await c.verify(`+27 ${phone.slice(3)}`, body.developmentOtp, { name: 'Thabo' });
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

    const me = await c.getUser(cookieHeader(setCookie));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      firstName: 'Thabo',
      phoneNumber: phone,
      hasWorkerProfile: false,
      isAdmin: false,
      workerId: null,
      employerPhoneVerified: false,
      // No lang cookie and no Accept-Language: the first sign-in saves English (issue 17).
      language: 'en',
    });
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(1);
  });

  it('keeps one user per number whatever its format, and keeps the name when none is given', async () => {
    const phone = nextPhone();
    await c.signIn(phone, { name: 'Lerato' });
    await c.passCooldown();
    const again = await c.signIn(`0${phone.slice(3)}`, { name: '' });
    expect(again.res.json().user.firstName).toBe('Lerato');
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(1);
  });

  it("gives a browser-session cookie without 'remember this device', which the server expires after 12 h idle", async () => {
    const phone = nextPhone();
    const sent = await c.sendOtp(phone);
    const res = await c.verify(phone, sent.json().developmentOtp, { rememberDevice: false });
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
    expect((await c.getUser(cookieHeader(setCookie))).statusCode).toBe(401);
  });

  it('keeps a browser-session sign-in alive while it is used (12 h idle, not 12 h total)', async () => {
    const { res, cookie } = await c.signIn(nextPhone(), { rememberDevice: false });
    const userId = res.json().user.id;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3_600_000), lastSeenAt: new Date(Date.now() - 11 * 3_600_000) })
      .where(eq(sessions.userId, userId));
    expect((await c.getUser(cookie)).statusCode).toBe(200);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan((SESSION_IDLE_HOURS - 0.1) * 3_600_000);
    expect(Date.now() - session!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('refresh extends a live session and answers 401 without one', async () => {
    const { res, cookie } = await c.signIn(nextPhone());
    const userId = res.json().user.id;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, userId));
    const refreshed = await c.post('/api/auth/refresh', undefined, { cookie });
    expect(refreshed.statusCode).toBe(200);
    expect(cookieOf(refreshed)).toMatch(/Expires=/i);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(
      (REMEMBER_DEVICE_DAYS - 1) * 86_400_000,
    );

    const anonymous = await c.post('/api/auth/refresh');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Unauthorized');
  });

  it('answers 401 Unauthorized for the current user when signed out', async () => {
    const res = await c.getUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    expect((await c.getUser('wl_session=not-a-session')).statusCode).toBe(401);
  });

  it('logout deletes the session server-side and clears the cookie', async () => {
    const { res, cookie } = await c.signIn(nextPhone());
    const userId = res.json().user.id;
    const out = await c.post('/api/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out)).toMatch(/wl_session=;/);
    expect(cookieOf(out)).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect((await c.getUser(cookie)).statusCode).toBe(401);
    expect((await c.post('/api/auth/refresh', undefined, { cookie })).statusCode).toBe(401);
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
    const first = await c.signIn(phone);
    await c.passCooldown();
    const sent = await c.sendOtp(phone);
    const second = await c.verify(phone, sent.json().developmentOtp, {}, first.cookie);
    expect(second.statusCode).toBe(200);
    expect((await c.getUser(first.cookie)).statusCode).toBe(401);
    expect((await c.getUser(cookieHeader(cookieOf(second)))).statusCode).toBe(200);
  });
});
