// Suspension from the console (issue 20): the person's live session ends at once (401), sign-in is refused with a
// clear message, the listing leaves search and cannot be hired; lifting it restores all of that. Finding users by
// phone or name, and the audit entries.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin, signedInWorker } from '../../../../tests/support/admin.js';
import { authClient } from '../../../../tests/support/auth-client.js';
import { signedInUser } from '../../../../tests/support/factories.js';
import { searchClient } from '../../../../tests/support/search.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { formatLocalPhone } from '../../../shared/phone.js';
import { ADMIN_MESSAGES, type AdminUser } from '../../../shared/schemas/admin.js';
import { SUSPENDED_MESSAGE } from '../../../shared/schemas/auth.js';
import { auditLog, sessions } from '../../db/schema.js';
import { serverTranslators } from '../../platform/i18n/index.js';

let t: TestApp;
let employerCookie = '';
withTestApp({}, (built) => {
  t = built;
});
const api = jsonClient(() => t);
const { found } = searchClient(
  () => t,
  () => employerCookie,
);
const HERE = { lat: -26.2041, lng: 28.0473 };

describe('suspending a user', () => {
  it('ends her live session, takes her listing out of search and off hiring, and refuses her sign-in', async () => {
    const admin = await signedInAdmin(t);
    const employer = await signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date() });
    employerCookie = employer.cookie;
    const worker = await signedInWorker(t);
    expect((await api.get('/api/auth/user', worker.cookie)).statusCode).toBe(200);
    expect((await found(HERE)).workers.map((w) => w.id)).toContain(worker.worker.id);

    const suspended = await api.ok<AdminUser>(
      api.post(`/api/admin/users/${worker.user.id}/suspend`, admin.cookie, {
        reason: 'Threats to employers',
      }),
    );
    expect(suspended).toMatchObject({ id: worker.user.id, suspensionReason: 'Threats to employers' });
    expect(suspended.suspendedAt).not.toBeNull();

    // Her session ended with the suspension, not at its next expiry.
    expect((await api.get('/api/auth/user', worker.cookie)).statusCode).toBe(401);
    expect((await api.post('/api/auth/refresh', worker.cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, worker.user.id))).toEqual([]);
    // Out of search, her profile gone for a stranger, and no hire.
    expect((await found(HERE)).workers.map((w) => w.id)).not.toContain(worker.worker.id);
    expect((await api.get(`/api/workers/${worker.worker.id}`, employer.cookie)).statusCode).toBe(404);
    const hire = await api.post('/api/hires', employer.cookie, { workerId: worker.worker.id });
    expect(hire.statusCode).toBe(404);

    // Sign-in: the code is right, the account is refused with a message saying why.
    const auth = authClient(t);
    const sent = await auth.sendOtp(worker.user.phoneNumber);
    const refused = await auth.verify(worker.user.phoneNumber, sent.json().developmentOtp);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: SUSPENDED_MESSAGE, code: 'suspended' });
    expect(String(refused.headers['set-cookie'] ?? '')).not.toContain('wl_session=');
    // The reason is the admins' (it may name who complained): not in her answer.
    expect(refused.body).not.toContain('Threats');
    // In her browser's language.
    await auth.passCooldown();
    const again = await auth.sendOtp(worker.user.phoneNumber);
    const inZulu = await auth.post(
      '/api/auth/verify-otp',
      { phoneNumber: worker.user.phoneNumber, otpCode: again.json().developmentOtp },
      { headers: { 'accept-language': 'zu' } },
    );
    expect(inZulu.statusCode).toBe(403);
    expect(inZulu.json().message).toBe(serverTranslators()('zu')._('auth.suspended'));
    expect(inZulu.json().message).toMatch(/^Le akhawunti imisiwe/);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.suspended'), eq(auditLog.subjectId, worker.user.id)));
    expect(entry).toMatchObject({ actorUserId: admin.user.id, details: { reason: 'Threats to employers' } });

    // Lifted: listed, hireable and able to sign in again.
    const lifted = await api.ok<AdminUser>(
      api.post(`/api/admin/users/${worker.user.id}/unsuspend`, admin.cookie),
    );
    expect([lifted.suspendedAt, lifted.suspensionReason]).toEqual([null, null]);
    expect((await found(HERE)).workers.map((w) => w.id)).toContain(worker.worker.id);
    await auth.passCooldown();
    await auth.signIn(worker.user.phoneNumber);
    const [unsuspendEntry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.unsuspended'), eq(auditLog.subjectId, worker.user.id)));
    expect(unsuspendEntry?.details).toMatchObject({ reason: 'Threats to employers' });
  });

  it('refuses to suspend without a reason, an unknown user, or the admin herself', async () => {
    const admin = await signedInAdmin(t);
    const other = await signedInUser(t.db, t.config);
    const noReason = await api.post(`/api/admin/users/${other.user.id}/suspend`, admin.cookie, {
      reason: ' ',
    });
    expect([noReason.statusCode, noReason.json()]).toEqual([
      400,
      { message: ADMIN_MESSAGES.reasonRequired, code: 'validation', field: 'reason' },
    ]);
    const unknown = await api.post(
      '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend',
      admin.cookie,
      {
        reason: 'x',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const self = await api.post(`/api/admin/users/${admin.user.id}/suspend`, admin.cookie, { reason: 'x' });
    expect([self.statusCode, self.json().message]).toEqual([400, ADMIN_MESSAGES.ownAccount]);
    expect((await api.get('/api/auth/user', other.cookie)).statusCode).toBe(200);
  });
});

describe('finding users', () => {
  it('finds by phone in any form, by part of the number, and by first, company or worker name', async () => {
    const admin = await signedInAdmin(t);
    const worker = await signedInWorker(t, { fullName: 'Nomvula Zungu' });
    const employer = await signedInUser(t.db, t.config, {
      firstName: 'Pieter',
      companyName: 'Karoo Gardens',
    });
    const national = `0${worker.user.phoneNumber.slice(3)}`;
    const ids = async (q: string) =>
      (await api.ok<AdminUser[]>(api.get(`/api/admin/users?q=${encodeURIComponent(q)}`, admin.cookie))).map(
        (u) => u.id,
      );
    expect(await ids(worker.user.phoneNumber)).toEqual([worker.user.id]);
    expect(await ids(`${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`)).toEqual([
      worker.user.id,
    ]);
    expect(await ids(national)).toEqual([worker.user.id]);
    // As the console's search box shows a linked number (?q=+27…): the local way people type it.
    expect(await ids(formatLocalPhone(worker.user.phoneNumber))).toEqual([worker.user.id]);
    expect(await ids(national.slice(4))).toContain(worker.user.id);
    expect(await ids('nomvula')).toEqual([worker.user.id]);
    expect(await ids('karoo')).toEqual([employer.user.id]);
    expect(await ids('pieter')).toEqual([employer.user.id]);
    expect(await ids('100%_')).toEqual([]);
    const [row] = await api.ok<AdminUser[]>(api.get('/api/admin/users?q=nomvula', admin.cookie));
    expect(row).toMatchObject({ workerId: worker.worker.id, workerName: 'Nomvula Zungu', openReports: 0 });
    // Searching shows phone numbers: it is audited.
    const searches = await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin.users.searched'));
    expect(searches.map((s) => s.subjectId)).toContain('karoo');
  });
});
