// Every /api/admin route, walked from the app's own route table (so a route added later is covered without
// touching this file): signed out 401, signed in without the admin role 403, and nothing changed by the attempt.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin } from '../../../../tests/support/admin.js';
import { signedInUser } from '../../../../tests/support/factories.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { auditLog } from '../../db/schema.js';
import { apiRoutesOf } from '../../lib/api-contract.js';

let t: TestApp;
withTestApp({}, (built) => {
  t = built;
});
const api = jsonClient(() => t);

/** A concrete url for a route pattern: every :param gets a well-formed value. */
const concrete = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

function adminRoutes() {
  return apiRoutesOf(t.app).filter((r) => r.url.startsWith('/api/admin/'));
}

describe('the admin API is for admins only', () => {
  it('finds every console route in the route table', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    // The walk must see the routes the console is built on (a broken filter would pass with none).
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'GET /api/admin/users',
        'POST /api/admin/users/:id/suspend',
        'POST /api/admin/users/:id/unsuspend',
        'GET /api/admin/reports',
        'POST /api/admin/reports/:id/resolve',
        'POST /api/admin/reviews/:id/hide',
        'GET /api/admin/promo-codes',
        'POST /api/admin/promo-codes',
        'POST /api/admin/payments/:reference/refund',
        'GET /api/admin/audit',
      ]),
    );
  });

  it('answers 401 to a signed-out caller and 403 to a signed-in non-admin on every one of them', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const routes = adminRoutes();
    const answers: string[] = [];
    for (const route of routes) {
      const url = concrete(route.url);
      const body = route.method === 'GET' ? undefined : { reason: 'x', action: 'dismiss', code: 'ABCD1234' };
      const out = await api.call(route.method as 'GET', url, undefined, body);
      const denied = await api.call(route.method as 'GET', url, cookie, body);
      answers.push(`${route.method} ${route.url} ${out.statusCode} ${denied.statusCode}`);
    }
    expect(answers).toEqual(routes.map((r) => `${r.method} ${r.url} 401 403`));
  });

  it('lets an admin through the same door, and records nothing for the refused attempts', async () => {
    const before = await t.db.select({ n: count() }).from(auditLog);
    const admin = await signedInAdmin(t);
    const res = await api.get('/api/admin/dashboard', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.db.select({ n: count() }).from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('keeps the verification queue, which stays at its own path, admin-only too', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const pending = await api.get('/api/verification/pending', cookie);
    const review = await api.post(`/api/verification/review/${concrete(':id')}`, cookie, {
      status: 'approved',
    });
    expect([pending.statusCode, review.statusCode]).toEqual([403, 403]);
  });
});
