// Issue 15, item 9: a session lives at most 60 days from sign-in however often it is used, and /api answers are
// not cacheable unless a public route opts in.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/server/db/schema.js';
import { sessionIdHash } from '../../../src/server/platform/sessions/index.js';
import { DAY_MS, REMEMBER_DEVICE_DAYS } from '../../../src/shared/constants.js';
import { createWorker, sessionCookie, signedInUser } from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('absolute session lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rawIdOf = (cookie: string) => cookie.split('=')[1]!;
  /** Pretends the sign-in happened `days` ago while the session was kept alive (expiry still in the future). */
  const signedInDaysAgo = (cookie: string, days: number) =>
    t.db
      .update(sessions)
      .set({
        createdAt: sql`now() - make_interval(secs => ${days * 86_400})` as unknown as Date,
        expiresAt: sql`now() + interval '1 day'` as unknown as Date,
      })
      .where(eq(sessions.idHash, sessionIdHash(t.config, rawIdOf(cookie))));
  const refresh = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  it('a remembered session used every day still ends 60 days after sign-in', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    await signedInDaysAgo(cookie, REMEMBER_DEVICE_DAYS - 1);
    const res = await refresh(cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sessionIdHash(t.config, rawIdOf(cookie))));
    // One day left, not another 60.
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThan(DAY_MS + 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(DAY_MS - 60_000);

    await signedInDaysAgo(cookie, REMEMBER_DEVICE_DAYS + 1);
    const late = await refresh(cookie);
    expect(late.statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a browser session kept busy for 60 days also ends at 60 days', async () => {
    const { user } = await signedInUser(t.db, t.config);
    const cookie = await sessionCookie(t.db, t.config, user.id, false);
    await signedInDaysAgo(cookie, REMEMBER_DEVICE_DAYS + 0.5);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('Cache-Control on /api', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no-store on every answer with personal data, and lets public answers opt in', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    const worker = await createWorker(t.db, { userId: user.id });
    const urls = [
      '/api/auth/user',
      '/api/employer/me',
      '/api/hires',
      '/api/hires/incoming',
      '/api/saved-workers',
      '/api/verification/my-documents',
      `/api/workers/${worker.id}`,
      '/api/workers/search?lat=-26.2&lng=28.04',
      '/api/reviews/eligibility?workerId=00000000-0000-0000-0000-000000000000',
      '/api/payments/verify/wl_nothing',
      '/api/no-such-route',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], `${url} (${res.statusCode})`).toBe('no-store');
    }
    const places = await t.app.inject({ method: 'GET', url: '/api/places?q=Soweto' });
    expect(places.headers['cache-control']).toMatch(/max-age/);
  });
});
