import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

describe('/api/saved-workers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves, lists (newest first), reflects on the profile and unsaves, per user', async () => {
    const me = await signedInUser(t.db, t.config);
    const other = await signedInUser(t.db, t.config);
    const first = await createWorker(t.db, { fullName: 'Sipho Dlamini' });
    const second = await createWorker(t.db, { fullName: 'Lerato Mokoena' });
    const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie = me.cookie) =>
      t.app.inject({ method, url, headers: { cookie } });

    expect((await call('PUT', `/api/saved-workers/${first.id}`)).json()).toEqual({ saved: true });
    await new Promise((r) => setTimeout(r, 5));
    expect((await call('PUT', `/api/saved-workers/${second.id}`)).json()).toEqual({ saved: true });
    // Saving again changes nothing.
    expect((await call('PUT', `/api/saved-workers/${second.id}`)).statusCode).toBe(200);

    const list = (await call('GET', '/api/saved-workers')).json();
    expect(list.workers.map((w: { fullName: string }) => w.fullName)).toEqual([
      'Lerato Mokoena',
      'Sipho Dlamini',
    ]);
    expect(list.workers[0]).toMatchObject({
      id: second.id,
      suburb: 'Orlando West',
      city: 'Soweto',
      tierLevel: 'basic',
    });
    expect((await call('GET', '/api/saved-workers', other.cookie)).json()).toEqual({ workers: [] });
    expect((await call('GET', `/api/workers/${first.id}`)).json().isSaved).toBe(true);
    expect((await call('GET', `/api/workers/${first.id}`, other.cookie)).json().isSaved).toBe(false);

    expect((await call('DELETE', `/api/saved-workers/${first.id}`)).json()).toEqual({ saved: false });
    const after = (await call('GET', '/api/saved-workers')).json();
    expect(after.workers.map((w: { id: string }) => w.id)).toEqual([second.id]);
  });

  it("answers 'Worker not found' when saving an unknown worker, and 401 when signed out", async () => {
    const me = await signedInUser(t.db, t.config);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/saved-workers/${id}`,
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Worker not found');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-workers' })).statusCode).toBe(401);
  });
});
