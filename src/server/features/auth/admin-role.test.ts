import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_PHONE, authClient } from '../../../../tests/support/auth-client.js';
import { nextPhone } from '../../../../tests/support/factories.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { requireAdmin } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { setAdminRole } from './admin-role.js';

describe('the admin role', () => {
  let t: TestApp;
  let c: ReturnType<typeof authClient>;
  withTestApp({ ADMIN_PHONES: '082 999 0001' }, (app) => {
    t = app;
    c = authClient(app);
  });

  it('makes ADMIN_PHONES numbers admins when they sign in', async () => {
    const { res, cookie } = await c.signIn('082 999 0001');
    expect(res.json().user.isAdmin).toBe(true);
    expect((await c.getUser(cookie)).json()).toMatchObject({ phoneNumber: ADMIN_PHONE, isAdmin: true });
  });

  it('grants the admin role by CLI before the first sign-in, revokes it, and audits both', async () => {
    const phone = nextPhone();
    expect(await setAdminRole(t.db, `0${phone.slice(3)}`, true)).toBe('granted');
    expect(await setAdminRole(t.db, phone, true)).toBe('unchanged');
    const { cookie } = await c.signIn(phone, { name: 'Sipho' });
    const me = await c.getUser(cookie);
    expect(me.json()).toMatchObject({ isAdmin: true, firstName: 'Sipho' });
    expect(await setAdminRole(t.db, phone, false)).toBe('revoked');
    expect((await c.getUser(cookie)).json().isAdmin).toBe(false);
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
