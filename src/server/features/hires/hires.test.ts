// Hiring over HTTP on a real database: phone verification, the SA-month free quota under concurrency, the hire
// state machine, the expiry job and who sees the worker's exact address.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, sessionCookie, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { devOutbox, employerMonthlyUsage, hires, workers } from '../../db/schema.js';
import { monthlyUsage } from './lists.js';
import { saMonth } from './month.js';
import { createHire } from './service.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function verifiedEmployer() {
  return signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date(), firstName: 'Karen' });
}

/** A listed worker and a cookie for the worker's own account. */
async function workerWithLogin(fields: Parameters<typeof createWorker>[1] = {}) {
  const worker = await createWorker(t.db, fields);
  return { worker, cookie: await sessionCookie(t.db, t.config, worker.userId) };
}

function hire(cookie: string, workerId: string) {
  return t.app.inject({ method: 'POST', url: '/api/hires', headers: { cookie }, payload: { workerId } });
}

function act(cookie: string, hireId: string, action: string) {
  return t.app.inject({ method: 'POST', url: `/api/hires/${hireId}/${action}`, headers: { cookie } });
}

async function employerMe(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/employer/me', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('POST /api/hires', () => {
  it('asks for a sign-in first', async () => {
    const { worker } = await workerWithLogin();
    const res = await t.app.inject({ method: 'POST', url: '/api/hires', payload: { workerId: worker.id } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('refuses an employer whose phone is not verified, and writes nothing', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    const { worker } = await workerWithLogin();
    expect(await employerMe(cookie)).toMatchObject({ nextHire: 'needsPhoneVerification', freeHiresLeft: 2 });
    const res = await hire(cookie, worker.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      requiresPhoneVerification: true,
      message: 'Please verify your phone number to hire workers',
    });
    expect(await t.db.select().from(hires).where(eq(hires.employerUserId, user.id))).toHaveLength(0);
  });

  it('answers 404 for an unknown worker, an unlisted worker and a malformed id', async () => {
    const { cookie } = await verifiedEmployer();
    const { worker: unlisted } = await workerWithLogin({ listed: false });
    for (const workerId of ['7b0e7a4c-5a55-4a8a-9d43-1a4d7c0e0c11', unlisted.id, 'not-a-worker']) {
      const res = await hire(cookie, workerId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Worker not found');
    }
    expect((await employerMe(cookie)).monthlyHireCount).toBe(0);
  });

  it('refuses a hire of the employer’s own worker profile', async () => {
    const { user, cookie } = await verifiedEmployer();
    const own = await createWorker(t.db, { userId: user.id });
    const res = await hire(cookie, own.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot hire your own worker profile');
  });

  it('refuses a second open request to the same worker without using a free hire', async () => {
    const { cookie } = await verifiedEmployer();
    const { worker } = await workerWithLogin();
    expect((await hire(cookie, worker.id)).statusCode).toBe(201);
    const again = await hire(cookie, worker.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have an open hire request with this worker');
    expect((await employerMe(cookie)).monthlyHireCount).toBe(1);
  });

  it('refuses a third free hire in one month with the counts, and leaves nothing half-written', async () => {
    const { user, cookie } = await verifiedEmployer();
    const a = await workerWithLogin();
    const b = await workerWithLogin();
    const c = await workerWithLogin();
    expect(await employerMe(cookie)).toMatchObject({ nextHire: 'free', freeHiresLeft: 2 });
    const first = await hire(cookie, a.worker.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      hire: { status: 'requested', isFreeHire: true, workerId: a.worker.id },
      monthlyHireCount: 1,
      freeHireLimit: 2,
    });
    expect(await employerMe(cookie)).toMatchObject({ nextHire: 'free', freeHiresLeft: 1 });
    expect((await hire(cookie, b.worker.id)).statusCode).toBe(201);
    // The status says in advance what the third request then meets.
    expect(await employerMe(cookie)).toMatchObject({ nextHire: 'needsSubscription', freeHiresLeft: 0 });
    const third = await hire(cookie, c.worker.id);
    expect(third.statusCode).toBe(402);
    expect(third.json()).toEqual({
      message: 'You have used 2 of 2 free hires this month. Subscribe for unlimited hires!',
      requiresSubscription: true,
      currentHireCount: 2,
      limit: 2,
    });
    expect(await t.db.select().from(hires).where(eq(hires.employerUserId, user.id))).toHaveLength(2);
    expect(await employerMe(cookie)).toMatchObject({
      phoneVerified: true,
      hasActiveSubscription: false,
      monthlyHireCount: 2,
      freeHireLimit: 2,
      subscription: null,
    });
  });

  it('creates exactly 2 of ten parallel hires by one employer at 0 used', async () => {
    const { user, cookie } = await verifiedEmployer();
    const targets = await Promise.all(Array.from({ length: 10 }, () => createWorker(t.db)));
    const answers = await Promise.all(targets.map((w) => hire(cookie, w.id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 402)).toHaveLength(8);
    expect(await t.db.select().from(hires).where(eq(hires.employerUserId, user.id))).toHaveLength(2);
    const [usage] = await t.db
      .select()
      .from(employerMonthlyUsage)
      .where(eq(employerMonthlyUsage.userId, user.id));
    expect(usage).toMatchObject({ freeHiresUsed: 2, totalHires: 2 });
  });

  it('tells the worker about the request through the durable outbox, by WhatsApp with Accept and Decline buttons', async () => {
    const { cookie } = await verifiedEmployer();
    const { worker } = await workerWithLogin();
    const made = await hire(cookie, worker.id);
    expect(made.statusCode).toBe(201);
    await t.app.ctx.jobs.drain();
    const sent = await t.db.select().from(devOutbox).where(eq(devOutbox.to, worker.phoneNumber));
    expect(sent).toHaveLength(1);
    const code = String(made.json().hire.id).slice(0, 2).toUpperCase();
    expect(sent[0]).toMatchObject({
      channel: 'whatsapp',
      purpose: 'hire_request',
      buttons: [
        { title: 'Accept', payload: `1 ${code}` },
        { title: 'Decline', payload: `2 ${code}` },
      ],
    });
    expect(sent[0]?.body).toContain(`Karen (area not given) would like to hire you, request ${code}.`);
    expect(sent[0]?.body).toContain('Reply 1 to accept or 2 to decline');
    expect(sent[0]?.body).toContain('/worker-dashboard');
  });
});

describe('the South African month', () => {
  it('puts 23:30 SAST on the last day of a month in that month, and midnight in the next', () => {
    expect(saMonth(new Date('2025-01-31T21:30:00Z'))).toBe('2025-01');
    expect(saMonth(new Date('2025-01-31T21:59:59Z'))).toBe('2025-01');
    expect(saMonth(new Date('2025-01-31T22:00:00Z'))).toBe('2025-02');
    expect(saMonth(new Date('2024-12-31T21:30:00Z'))).toBe('2024-12');
  });

  it('counts a hire made at 23:30 SAST on the last day of a month in that month', async () => {
    const { user } = await verifiedEmployer();
    const w1 = await createWorker(t.db);
    const w2 = await createWorker(t.db);
    const w3 = await createWorker(t.db);
    const lastEvening = new Date('2025-03-31T21:30:00Z'); // 23:30 in Johannesburg, UTC 21:30
    const answer = await createHire(
      t.db,
      { employerUserId: user.id, workerId: w1.id, publicUrl: t.config.publicUrl, requestsPerDay: 20 },
      lastEvening,
    );
    expect(answer.hire.month).toBe('2025-03');
    expect(await monthlyUsage(t.db, user.id, lastEvening)).toMatchObject({
      month: '2025-03',
      freeHiresUsed: 1,
    });

    // Half an hour later it is April in South Africa (still 31 March in UTC): a fresh quota.
    const april = new Date('2025-03-31T22:00:00Z');
    await createHire(
      t.db,
      { employerUserId: user.id, workerId: w2.id, publicUrl: t.config.publicUrl, requestsPerDay: 20 },
      april,
    );
    await createHire(
      t.db,
      { employerUserId: user.id, workerId: w3.id, publicUrl: t.config.publicUrl, requestsPerDay: 20 },
      april,
    );
    expect(await monthlyUsage(t.db, user.id, april)).toMatchObject({ month: '2025-04', freeHiresUsed: 2 });
    expect(await monthlyUsage(t.db, user.id, lastEvening)).toMatchObject({ freeHiresUsed: 1 });
  });
});

describe('the worker answers a hire', () => {
  it('gives the free hire back when the worker declines, and tells the employer', async () => {
    const { user, cookie } = await verifiedEmployer();
    const a = await workerWithLogin();
    const b = await workerWithLogin();
    const c = await workerWithLogin();
    const first = (await hire(cookie, a.worker.id)).json().hire;
    expect((await hire(cookie, b.worker.id)).statusCode).toBe(201);
    expect((await hire(cookie, c.worker.id)).statusCode).toBe(402);

    const declined = await act(a.cookie, first.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().hire.status).toBe('declined');
    expect((await employerMe(cookie)).monthlyHireCount).toBe(1);
    expect((await hire(cookie, c.worker.id)).statusCode).toBe(201);

    await t.app.ctx.jobs.drain();
    const toEmployer = await t.db.select().from(devOutbox).where(eq(devOutbox.to, user.phoneNumber));
    expect(toEmployer.map((m) => m.body).join('\n')).toContain('declined your hire request');
  });

  it('lists the request for the worker and lets only that worker accept it, once', async () => {
    const { cookie } = await verifiedEmployer();
    const { worker, cookie: workerCookie } = await workerWithLogin();
    const other = await workerWithLogin();
    const created = (await hire(cookie, worker.id)).json().hire;

    const incoming = await t.app.inject({
      method: 'GET',
      url: '/api/hires/incoming',
      headers: { cookie: workerCookie },
    });
    expect(incoming.statusCode).toBe(200);
    expect(incoming.json().hires).toEqual([
      expect.objectContaining({
        id: created.id,
        status: 'requested',
        employer: expect.objectContaining({ name: 'Karen', companyName: null, phoneNumber: null }),
      }),
    ]);

    expect((await act(other.cookie, created.id, 'accept')).statusCode).toBe(404);
    expect((await act(cookie, created.id, 'accept')).statusCode).toBe(404);
    const accepted = await act(workerCookie, created.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().hire.status).toBe('accepted');
    const again = await act(workerCookie, created.id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This hire request has already been answered');
    const afterAccept = await t.app.inject({
      method: 'GET',
      url: '/api/hires/incoming',
      headers: { cookie: workerCookie },
    });
    expect(afterAccept.json().hires[0].employer.phoneNumber).toMatch(/^\+27/);
  });

  it('shows the exact address only after acceptance, and only to that employer', async () => {
    const employer = await verifiedEmployer();
    const stranger = await verifiedEmployer();
    const { worker, cookie: workerCookie } = await workerWithLogin({
      address: '7 Private Lane',
      postalCode: '2196',
      latitude: -26.1076,
      longitude: 28.0567,
    });
    const profile = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/workers/${worker.id}`, headers: { cookie } })).json();
    const myHires = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/hires', headers: { cookie } })).json().hires;

    const created = (await hire(employer.cookie, worker.id)).json().hire;
    expect((await profile(employer.cookie)).address).toBeNull();
    expect((await myHires(employer.cookie))[0].worker).toMatchObject({ address: null, postalCode: null });
    expect(JSON.stringify(await myHires(employer.cookie))).not.toContain('7 Private Lane');

    expect((await act(workerCookie, created.id, 'accept')).statusCode).toBe(200);
    const seen = await profile(employer.cookie);
    expect(seen.address).toBe('7 Private Lane');
    expect(seen.latitude).toBe('-26.1076');
    expect((await myHires(employer.cookie))[0].worker).toMatchObject({
      address: '7 Private Lane',
      postalCode: '2196',
    });

    const other = await profile(stranger.cookie);
    expect(other.address).toBeNull();
    expect(JSON.stringify(other)).not.toContain('7 Private Lane');
  });

  it('lets the employer mark an accepted hire completed, counting one job for the worker', async () => {
    const { cookie } = await verifiedEmployer();
    const { worker, cookie: workerCookie } = await workerWithLogin();
    const created = (await hire(cookie, worker.id)).json().hire;
    const early = await act(cookie, created.id, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only an accepted hire can be marked completed');
    expect((await act(workerCookie, created.id, 'accept')).statusCode).toBe(200);
    expect((await act(workerCookie, created.id, 'complete')).statusCode).toBe(404);
    const done = await act(cookie, created.id, 'complete');
    expect(done.statusCode).toBe(200);
    expect(done.json().hire).toMatchObject({ status: 'completed' });
    expect((await act(cookie, created.id, 'complete')).statusCode).toBe(409);
    const [row] = await t.db
      .select({ totalJobs: workers.totalJobs })
      .from(workers)
      .where(eq(workers.id, worker.id));
    expect(row?.totalJobs).toBe(1);
  });

  it('lets the employer cancel an open request without giving the free hire back', async () => {
    const { cookie } = await verifiedEmployer();
    const { worker, cookie: workerCookie } = await workerWithLogin();
    const created = (await hire(cookie, worker.id)).json().hire;
    const cancelled = await act(cookie, created.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().hire.status).toBe('cancelled');
    expect((await act(workerCookie, created.id, 'accept')).statusCode).toBe(409);
    expect((await employerMe(cookie)).monthlyHireCount).toBe(1);
  });

  it('expires an unanswered request after 7 days through the job and gives the free hire back', async () => {
    const { user, cookie } = await verifiedEmployer();
    const { worker, cookie: workerCookie } = await workerWithLogin();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const { hire: old } = await createHire(
      t.db,
      { employerUserId: user.id, workerId: worker.id, publicUrl: t.config.publicUrl, requestsPerDay: 20 },
      eightDaysAgo,
    );
    expect(old.expiresAt).toBe(new Date(eightDaysAgo.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString());
    // Past its expiry the request cannot be accepted, even before the job has run.
    const late = await act(workerCookie, old.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This hire request has expired');

    await t.app.ctx.jobs.drain();
    const [row] = await t.db.select().from(hires).where(eq(hires.id, old.id));
    expect(row?.status).toBe('expired');
    expect(await monthlyUsage(t.db, user.id, eightDaysAgo)).toMatchObject({
      freeHiresUsed: 0,
      totalHires: 1,
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/hires', headers: { cookie } });
    expect(mine.json().hires[0]).toMatchObject({ id: old.id, status: 'expired' });
    // The employer may ask the same worker again.
    expect((await hire(cookie, worker.id)).statusCode).toBe(201);
  });

  it('keeps the expiry job in the database, due at the expiry, so it survives a restart', async () => {
    const { cookie } = await verifiedEmployer();
    const { worker } = await workerWithLogin();
    const created = (await hire(cookie, worker.id)).json().hire;
    const rows = await t.database.query<{ run_at: Date; status: string }>(
      `SELECT run_at, status FROM jobs WHERE dedupe_key = $1`,
      [`hire_expire:${created.id}`],
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.run_at).toISOString()).toBe(created.expiresAt);
    expect(rows[0]!.status).toBe('pending');
    const [still] = await t.db
      .select()
      .from(hires)
      .where(and(eq(hires.id, created.id), eq(hires.status, 'requested')));
    expect(still).toBeDefined();
  });
});
