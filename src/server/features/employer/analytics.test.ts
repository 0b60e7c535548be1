// Hire history with analytics (issue 18, decision 0213): subscribers only, and the figures for a fixed history on a
// fixed clock.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveSubscription, signedInSubscriber } from '../../../../tests/support/employer-perks.js';
import { createUser, createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { jobsClient, workerWithLogin } from '../../../../tests/support/job-posts.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DAY_MS } from '../../../shared/constants.js';
import { hires, payments } from '../../db/schema.js';
import { saMonth } from '../hires/index.js';
import { employerAnalytics, monthsEndingWith } from './analytics.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('GET /api/employer/analytics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/employer/analytics', headers: cookie ? { cookie } : {} });

  it('is for subscribers: 401 signed out, 403 with requiresSubscription for a free or lapsed employer', async () => {
    expect((await get()).statusCode).toBe(401);
    const free = await signedInUser(t.db, t.config);
    const refused = await get(free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Hire history with analytics comes with an employer subscription.',
      requiresSubscription: true,
    });
    await giveSubscription(t.db, free.user.id, {
      startsAt: new Date(Date.now() - 40 * DAY_MS),
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    expect((await get(free.cookie)).statusCode).toBe(403);
  });

  it('answers a subscriber, with twelve empty months before any hire', async () => {
    const { cookie } = await signedInSubscriber(t.db, t.config);
    const res = await get(cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)).toBe(saMonth(new Date()));
    expect(body.hires).toEqual([]);
    expect(body.responseTimes).toMatchObject({ answered: 0, unanswered: 0, medianMinutes: null });
    expect(body.planSpending.current).toMatchObject({ subscriptionType: 'monthly' });
  });

  it('counts months backwards across a year', () => {
    expect(monthsEndingWith('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsEndingWith('2026-12', 1)).toEqual(['2026-12']);
  });

  it('figures a fixed history: hires per month, response times, repeat workers and the money spent', async () => {
    const now = new Date('2026-03-15T08:00:00Z');
    const employer = await createUser(t.db);
    const other = await createUser(t.db);
    const [a, b, c] = await Promise.all(
      ['Ayanda Zulu', 'Busi Mokoena', 'Chris Naidoo'].map((fullName) => createWorker(t.db, { fullName })),
    );
    const hire = async (
      worker: { id: string },
      createdAt: Date,
      status: string,
      answeredAfterMs: number | null,
      employerUserId = employer.id,
    ) =>
      t.db.insert(hires).values({
        employerUserId,
        workerId: worker.id,
        status,
        isFreeHire: false,
        month: saMonth(createdAt),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 2 * DAY_MS),
        respondedAt: answeredAfterMs === null ? null : new Date(createdAt.getTime() + answeredAfterMs),
        completedAt: status === 'completed' ? new Date(createdAt.getTime() + 5 * DAY_MS) : null,
      });
    await hire(a!, new Date('2026-01-10T06:00:00Z'), 'completed', 30 * MINUTE);
    await hire(a!, new Date('2026-02-05T07:00:00Z'), 'accepted', 3 * HOUR);
    // 00:30 on 1 March in Johannesburg: a March hire, though still February in UTC.
    await hire(a!, new Date('2026-02-28T22:30:00Z'), 'accepted', 20 * HOUR);
    await hire(b!, new Date('2026-02-10T08:00:00Z'), 'declined', 48 * HOUR);
    // Past its expiry, the job not yet run: expired, unanswered.
    await hire(b!, new Date('2026-03-10T08:00:00Z'), 'requested', null);
    // Still waiting: neither answered nor unanswered.
    await hire(c!, new Date('2026-03-14T08:00:00Z'), 'requested', null);
    // Before the twelve months: in the all-time figures only.
    await hire(c!, new Date('2025-03-20T08:00:00Z'), 'accepted', 10 * MINUTE);
    await hire(a!, new Date('2026-03-01T08:00:00Z'), 'accepted', MINUTE, other.id);

    const pay = (amountCents: number, paidAt: Date | null, fulfilled: boolean, status = 'success') =>
      t.db.insert(payments).values({
        reference: `test-${randomUUID()}`,
        userId: employer.id,
        paymentType: 'subscription',
        subscriptionType: amountCents === 199000 ? 'annual' : 'monthly',
        amountCents,
        provider: 'sandbox',
        status,
        paidAt,
        fulfilledAt: fulfilled ? paidAt : null,
      });
    await pay(19900, new Date('2026-02-01T10:00:00Z'), true);
    await pay(199000, new Date('2025-12-15T10:00:00Z'), true);
    await pay(19900, new Date('2024-06-01T10:00:00Z'), true);
    await pay(19900, null, false, 'pending');
    await pay(19900, new Date('2026-03-02T10:00:00Z'), false, 'voided');
    await giveSubscription(t.db, employer.id, {
      startsAt: new Date('2026-03-01T00:00:00Z'),
      expiresAt: new Date('2026-03-31T00:00:00Z'),
    });

    const result = await employerAnalytics(t.db, employer.id, now);
    expect(result.months[0]).toBe('2025-04');
    expect(result.months.at(-1)).toBe('2026-03');
    const monthly = Object.fromEntries(result.hiresPerMonth.map((m) => [m.month, [m.requested, m.accepted]]));
    expect(monthly).toMatchObject({
      '2026-01': [1, 1],
      '2026-02': [2, 1],
      '2026-03': [3, 1],
      '2025-12': [0, 0],
    });
    expect(result.hiresPerMonth.reduce((n, m) => n + m.requested, 0)).toBe(6);

    // Answered after 10, 30, 180, 1200 and 2880 minutes.
    expect(result.responseTimes).toEqual({
      answered: 5,
      unanswered: 1,
      medianMinutes: 180,
      bands: [
        { band: 'withinHour', accepted: 2, declined: 0 },
        { band: 'withinSixHours', accepted: 1, declined: 0 },
        { band: 'withinDay', accepted: 1, declined: 0 },
        { band: 'longer', accepted: 0, declined: 1 },
      ],
    });
    expect(result.repeatWorkers).toEqual({
      workersHired: 2,
      repeatWorkers: 1,
      repeatHires: 2,
      top: [{ workerId: a!.id, fullName: 'Ayanda Zulu', hires: 3 }],
    });
    expect(result.planSpending.totalCents).toBe(19900 + 199000 + 19900);
    const spent = Object.fromEntries(result.planSpending.perMonth.map((m) => [m.month, m.cents]));
    expect(spent).toMatchObject({ '2026-02': 19900, '2025-12': 199000, '2026-03': 0 });
    expect(result.planSpending.current).toEqual({
      subscriptionType: 'monthly',
      expiresAt: '2026-03-31T00:00:00.000Z',
    });
    expect(result.hires.map((h) => [h.workerName, h.status])).toEqual([
      ['Chris Naidoo', 'requested'],
      ['Busi Mokoena', 'expired'],
      ['Ayanda Zulu', 'accepted'],
      ['Busi Mokoena', 'declined'],
      ['Ayanda Zulu', 'accepted'],
      ['Ayanda Zulu', 'completed'],
      ['Chris Naidoo', 'accepted'],
    ]);
  });

  it('lists every job the employer posted, newest first, with its applicants and hires', async () => {
    const jobs = jobsClient(t);
    const { cookie } = await signedInSubscriber(t.db, t.config);
    const garden = await jobs.postJob(cookie, { title: 'Garden clean-up' });
    const [a, b] = [await workerWithLogin(t), await workerWithLogin(t)];
    for (const w of [a, b]) expect((await jobs.apply(w.cookie, garden)).statusCode).toBe(201);
    const [first] = (await jobs.applications(cookie, garden)).json().applications as { id: string }[];
    expect((await jobs.hire(cookie, garden, first!.id)).statusCode).toBe(201);
    const paint = await jobs.postJob(cookie, { title: 'Paint a bedroom', skills: ['Painting'] });
    expect((await jobs.close(cookie, paint)).statusCode).toBe(200);

    const res = await get(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobs).toEqual([
      expect.objectContaining({
        id: paint,
        title: 'Paint a bedroom',
        status: 'closed',
        applicants: 0,
        hired: 0,
      }),
      expect.objectContaining({ id: garden, title: 'Garden clean-up', applicants: 2, hired: 1 }),
    ]);
    // The hire made from the application is one of the hires, too.
    expect(res.json().hires).toHaveLength(1);
  });
});
