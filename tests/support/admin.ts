// Helpers for the admin console's tests (src/server/features/admin/*.test.ts, reports): JSON calls as a signed-in
// user, and the people the tests need.
import { expect } from 'vitest';
import { createUser, createWorker, sessionCookie, signedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';

export function jsonClient(t: () => TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const get = (url: string, cookie?: string) => call('GET', url, cookie);
  const post = (url: string, cookie?: string, payload?: unknown) => call('POST', url, cookie, payload);
  /** The answer's JSON, after checking the status (the body is shown when it differs). */
  const ok = async <T>(pending: ReturnType<typeof call>, status = 200): Promise<T> => {
    const res = await pending;
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  return { call, get, post, ok };
}

/** An admin, signed in. */
export const signedInAdmin = (t: TestApp) =>
  signedInUser(t.db, t.config, { isAdmin: true, firstName: 'Ayanda' });

/** A listed worker whose account is signed in: the person a report or a suspension is about. */
export async function signedInWorker(t: TestApp, fields: Parameters<typeof createWorker>[1] = {}) {
  const user = await createUser(t.db, { firstName: 'Thandi' });
  const worker = await createWorker(t.db, { userId: user.id, ...fields });
  return { user, worker, cookie: await sessionCookie(t.db, t.config, user.id) };
}
