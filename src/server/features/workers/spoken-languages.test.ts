// The languages a worker speaks (issue 18): given at registration, changed later, shown on the profile.
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import { registrationTestApp } from '../../../../tests/support/registration.js';

describe('spoken languages on the worker profile', () => {
  const { t, payload, register, newWorkerUser } = registrationTestApp();
  const put = (cookie: string, body: unknown) =>
    t().app.inject({
      method: 'PUT',
      url: '/api/workers/me/languages',
      headers: { cookie },
      payload: body as object,
    });

  it('keeps the languages given at registration in the list’s order, without repeats, and none when left out', async () => {
    const a = await newWorkerUser();
    const res = await register(a.cookie, payload(a.photoUrl, { spokenLanguages: ['en', 'zu', 'sn', 'zu'] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().spokenLanguages).toEqual(['zu', 'en', 'sn']);
    const b = await newWorkerUser();
    const without = await register(b.cookie, payload(b.photoUrl));
    expect(without.json().spokenLanguages).toEqual([]);
  });

  it('refuses an unknown language or too many, with the message naming the most', async () => {
    const a = await newWorkerUser();
    const unknown = await register(
      a.cookie,
      payload(a.photoUrl, { spokenLanguages: ['zu', 'klingon'] as never }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose at most 8 languages from the list');
    const many = await register(
      a.cookie,
      payload(a.photoUrl, { spokenLanguages: ['zu', 'xh', 'af', 'nso', 'st', 'tn', 'en', 'nr', 'ss'] }),
    );
    expect(many.statusCode).toBe(400);
  });

  it('lets the worker change them, shows them on the public profile, and answers 404 without a profile', async () => {
    const a = await newWorkerUser();
    const created = await register(a.cookie, payload(a.photoUrl, { spokenLanguages: ['en'] }));
    const changed = await put(a.cookie, { spokenLanguages: ['xh', 'af', 'xh'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ spokenLanguages: ['xh', 'af'] });
    const me = await t().app.inject({ method: 'GET', url: '/api/workers/me', headers: { cookie: a.cookie } });
    expect(me.json().spokenLanguages).toEqual(['xh', 'af']);
    // The profile page's answer (unpaid, so only its owner sees it yet).
    const profile = await t().app.inject({
      method: 'GET',
      url: `/api/workers/${created.json().id}`,
      headers: { cookie: a.cookie },
    });
    expect(profile.json().spokenLanguages).toEqual(['xh', 'af']);
    const viewer = await signedInUser(t().db, t().config);
    expect((await put(a.cookie, { spokenLanguages: ['pt'] })).json()).toEqual({ spokenLanguages: ['pt'] });
    expect((await put(a.cookie, { spokenLanguages: ['xx'] })).statusCode).toBe(400);
    expect((await put(viewer.cookie, { spokenLanguages: ['zu'] })).statusCode).toBe(404);
    const signedOut = await t().app.inject({
      method: 'PUT',
      url: '/api/workers/me/languages',
      payload: { spokenLanguages: ['zu'] },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
