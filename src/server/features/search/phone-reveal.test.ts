// Issue 31, item 6: a worker's number is not on her profile for anyone who asks; the Contact dialog's reveal shows it
// to an employer whose phone is verified, PHONE_REVEALS_PER_DAY distinct workers a South African day (a second look
// is free), and the worker is told how many employers saw it; a hire carries it only once she accepted.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWorker, sessionCookie, signedInUser } from '../../../../tests/support/factories.js';
import { subscribe } from '../../../../tests/support/job-posts.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { hireBetween } from '../../../../tests/support/trust.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { DAY_MS, PHONE_REVEALS_PER_DAY } from '../../../shared/constants.js';
import { PHONE_REVEAL_MESSAGES } from '../../../shared/schemas/phone-reveal.js';
import { phoneReveals } from '../../db/schema.js';
import { revealWorkerPhone } from './phone-reveal.js';

let t: TestApp;
withTestApp({}, (built) => {
  t = built;
});

const reveal = (cookie: string, workerId: string) =>
  t.app.inject({ method: 'POST', url: `/api/workers/${workerId}/phone`, headers: { cookie } });
const profile = (cookie: string, workerId: string) =>
  t.app.inject({ method: 'GET', url: `/api/workers/${workerId}`, headers: { cookie } });
const verifiedEmployer = () => signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date() });

describe('the Contact dialog’s number', () => {
  it('is not on the profile a new account reads, and not shown to an account whose phone is not verified', async () => {
    const worker = await createWorker(t.db);
    const harvester = await signedInUser(t.db, t.config);
    const page = await profile(harvester.cookie, worker.id);
    expect(page.statusCode).toBe(200);
    expect(page.json().phoneNumber).toBeNull();
    expect(page.body).not.toContain(worker.phoneNumber);
    const refused = await reveal(harvester.cookie, worker.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: PHONE_REVEAL_MESSAGES.phoneNotVerified,
      requiresPhoneVerification: true,
    });
  });

  it(`shows ${PHONE_REVEALS_PER_DAY.free} workers’ numbers a day on the free plan, then 429; a second look is free`, async () => {
    const employer = await verifiedEmployer();
    const workers = [];
    for (let i = 0; i <= PHONE_REVEALS_PER_DAY.free; i++) workers.push(await createWorker(t.db));
    for (const [i, worker] of workers.slice(0, -1).entries()) {
      const res = await reveal(employer.cookie, worker.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        phoneNumber: worker.phoneNumber,
        revealsLeftToday: PHONE_REVEALS_PER_DAY.free - i - 1,
      });
    }
    const again = await reveal(employer.cookie, workers[0]!.id);
    expect(again.json()).toEqual({ phoneNumber: workers[0]!.phoneNumber, revealsLeftToday: 0 });
    const refused = await reveal(employer.cookie, workers.at(-1)!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: PHONE_REVEAL_MESSAGES.dailyLimitFree,
      requiresSubscription: true,
      limit: PHONE_REVEALS_PER_DAY.free,
    });
    expect(refused.body).not.toContain(workers.at(-1)!.phoneNumber);
  });

  it(`gives a subscriber ${PHONE_REVEALS_PER_DAY.subscribed}, and a new South African day starts again`, async () => {
    const employer = await verifiedEmployer();
    await subscribe(t, employer.user.id);
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    for (let i = 0; i < PHONE_REVEALS_PER_DAY.subscribed; i++) {
      const worker = await createWorker(t.db);
      await t.db
        .insert(phoneReveals)
        .values({ viewerUserId: employer.user.id, workerId: worker.id, saDay: today });
    }
    const next = await createWorker(t.db);
    // Today in South Africa, whatever the UTC date: the rows above were written for the UTC date.
    const saNoon = new Date(`${today}T10:00:00Z`);
    await expect(revealWorkerPhone(t.db, next.id, employer.user.id, saNoon)).rejects.toMatchObject({
      statusCode: 429,
      message: PHONE_REVEAL_MESSAGES.dailyLimitSubscribed,
    });
    const tomorrow = new Date(saNoon.getTime() + DAY_MS);
    await expect(revealWorkerPhone(t.db, next.id, employer.user.id, tomorrow)).resolves.toMatchObject({
      phoneNumber: next.phoneNumber,
    });
  });

  it('tells the worker how many employers saw her number this week, each counted once', async () => {
    const worker = await createWorker(t.db);
    const workerCookie = await sessionCookie(t.db, t.config, worker.userId);
    const a = await verifiedEmployer();
    const b = await verifiedEmployer();
    await reveal(a.cookie, worker.id);
    await reveal(a.cookie, worker.id);
    await reveal(b.cookie, worker.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/workers/me',
      headers: { cookie: workerCookie },
    });
    expect(me.json().phoneRevealsThisWeek).toBe(2);
    const rows = await t.db.select().from(phoneReveals).where(eq(phoneReveals.workerId, worker.id));
    expect(rows).toHaveLength(2);
  });

  it('carries her number in a hire only once she accepted, and shows it uncounted to that employer', async () => {
    const worker = await createWorker(t.db);
    const employer = await verifiedEmployer();
    const hireId = await hireBetween(t, employer.user.id, worker.id, 'requested');
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/hires', headers: { cookie: employer.cookie } })).json()
        .hires[0].worker.phoneNumber;
    expect(await listed()).toBeNull();
    const workerCookie = await sessionCookie(t.db, t.config, worker.userId);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/hires/${hireId}/accept`,
      headers: { cookie: workerCookie },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await listed()).toBe(worker.phoneNumber);
    expect((await profile(employer.cookie, worker.id)).json().phoneNumber).toBe(worker.phoneNumber);
    expect((await reveal(employer.cookie, worker.id)).json()).toEqual({
      phoneNumber: worker.phoneNumber,
      revealsLeftToday: null,
    });
  });
});
