// Helpers for the review-request tests (src/server/features/review-requests/*.test.ts): a signed-in worker,
// sending a request, a live link's token, and submitting a review through it.
import { expect } from 'vitest';
import { createWorker, nextPhone, signedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

export const NOT_FOUND = 'This review link may have expired or is invalid.';

export function reviewRequestClient(t: TestApp) {
  async function signedInWorker(fields: Parameters<typeof createWorker>[1] = {}) {
    const owner = await signedInUser(t.db, t.config);
    const worker = await createWorker(t.db, { userId: owner.user.id, ...fields });
    return { ...owner, worker };
  }

  function request(cookie: string | undefined, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/review-requests',
      headers: cookie ? { cookie } : {},
      payload,
    });
  }

  /** A live link: the token is the last path part of developmentUrl. */
  async function newLink(fields: Parameters<typeof createWorker>[1] = {}) {
    const w = await signedInWorker(fields);
    const res = await request(w.cookie, { recipientPhone: nextPhone() });
    expect(res.statusCode).toBe(201);
    const token = new URL(res.json().developmentUrl).pathname.split('/').pop()!;
    return { ...w, token };
  }

  function submit(token: string, payload: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: `/api/review-requests/${token}/submit`, payload });
  }

  return { signedInWorker, request, newLink, submit };
}
