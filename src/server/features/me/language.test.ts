// Issue 17: the language choice on the user, the `lang` cookie and the browser's guess, over HTTP.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { LANGUAGE_COOKIE } from '../../../shared/i18n/languages.js';
import { UNKNOWN_LANGUAGE_MESSAGE } from '../../../shared/schemas/me.js';
import { users } from '../../db/schema.js';

describe('the language choice (PATCH /api/me, GET /api/auth/user, sign-in)', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ OTP_COOLDOWN_SECONDS: '0' });
  });
  afterAll(() => t.close());

  const getUser = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const patchMe = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: '/api/me', payload, headers: cookie ? { cookie } : {} });
  const setCookies = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    return (Array.isArray(raw) ? raw : [raw]).map(String);
  };

  /** Signs in by code with the given browser headers; answers the session cookie and the user payload. */
  async function signIn(phone: string, headers: Record<string, string>) {
    const remoteAddress = `10.7.0.${++ip}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phoneNumber: phone, deliveryMethod: 'sms' },
      headers,
      remoteAddress,
    });
    expect(sent.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phoneNumber: phone, otpCode: sent.json().developmentOtp, rememberDevice: true },
      headers,
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    const session = setCookies(res)
      .find((c) => c.startsWith('wl_session='))!
      .split(';')[0]!;
    return { session, user: res.json().user };
  }

  it('shows no language for an account that never chose one, then the saved choice', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    expect((await getUser(cookie)).json().language).toBeNull();

    const res = await patchMe(cookie, { language: 'xh' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, language: 'xh' });
    const langCookie = setCookies(res).find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
    expect(langCookie).toMatch(/^lang=xh; Max-Age=31536000; Path=\/; SameSite=Lax$/);

    expect((await getUser(cookie)).json().language).toBe('xh');
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('xh');
  });

  it('refuses an unknown code with a clear 400 and changes nothing', async () => {
    const { cookie } = await signedInUser(t.db, t.config, { language: 'en' });
    for (const language of ['fr', 'ZU', '', 7]) {
      const res = await patchMe(cookie, { language });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation',
        field: 'language',
        message: UNKNOWN_LANGUAGE_MESSAGE,
      });
    }
    expect(UNKNOWN_LANGUAGE_MESSAGE).toBe(
      'Please choose one of the languages offered: zu, xh, af, nso, st, tn, en',
    );
    expect((await getUser(cookie)).json().language).toBe('en');

    // The refusal speaks the person's saved language.
    const afrikaans = await signedInUser(t.db, t.config, { language: 'af' });
    const res = await patchMe(afrikaans.cookie, { language: 'fr' });
    expect(res.json().message).toBe(
      'Kies asseblief een van die tale wat aangebied word: zu, xh, af, nso, st, tn, en',
    );
    expect((await getUser(afrikaans.cookie)).json().language).toBe('af');
  });

  it('needs a signed-in person', async () => {
    const res = await patchMe(undefined, { language: 'zu' });
    expect(res.statusCode).toBe(401);
  });

  it('gives a first sign-in the cookie’s language, else the browser’s, else English', async () => {
    expect((await signIn(nextPhone(), { cookie: 'lang=tn', 'accept-language': 'zu' })).user.language).toBe(
      'tn',
    );
    expect((await signIn(nextPhone(), { 'accept-language': 'af-ZA,af;q=0.9,en;q=0.5' })).user.language).toBe(
      'af',
    );
    // A cookie that is not one of our codes is ignored.
    expect((await signIn(nextPhone(), { cookie: 'lang=fr', 'accept-language': 'st' })).user.language).toBe(
      'st',
    );
    expect((await signIn(nextPhone(), {})).user.language).toBe('en');
  });

  it('never overwrites a saved choice at sign-in, and fills it for an older account without one', async () => {
    const chosen = nextPhone();
    await t.db.insert(users).values({ phoneNumber: chosen, language: 'nso' });
    expect((await signIn(chosen, { cookie: 'lang=af', 'accept-language': 'zu' })).user.language).toBe('nso');

    const older = nextPhone();
    await t.db.insert(users).values({ phoneNumber: older });
    const { session, user } = await signIn(older, { cookie: 'lang=zu' });
    expect(user.language).toBe('zu');
    expect((await getUser(session)).json().language).toBe('zu');
  });
});
