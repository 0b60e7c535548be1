import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../../tests/support/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../tests/support/test-app.js';
import {
  AVAILABILITY_OPTIONS,
  CATEGORIES,
  DEFAULT_PROMO_TRIAL_DAYS,
  TIER_LEVELS,
} from '../../shared/constants.js';
import type { EarningsAnswer } from '../../shared/schemas/earnings.js';
import type { EmployerAnalytics } from '../../shared/schemas/employer-analytics.js';
import { type Config, loadConfig } from '../config.js';
import {
  hires,
  jobApplications,
  jobPosts,
  payments,
  promoCodes,
  reviews,
  users,
  visits,
  workerReferences,
  workers,
} from '../db/schema.js';
import { getDashboard } from '../features/admin/index.js';
import { saMonthOf } from '../features/earnings/index.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PROMO_CODE,
  DEMO_SUBSCRIBER,
  DEMO_WORKER_COUNT,
  seedDemo,
  seedDemoIfWanted,
} from './demo.js';
import { DEMO_HOUSEHOLDS } from './demo-activity.js';
import { DEMO_EARNER_PHONE } from './demo-earnings.js';
import { DEMO_JOB_EMPLOYERS } from './demo-jobs.js';
import { DEMO_WORKER_PHONE } from './demo-messages.js';

const DEMO_CITIES = ['Johannesburg', 'Soweto', 'Pretoria', 'Cape Town', 'Durban', 'Gqeberha', 'Bloemfontein'];

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const workerOf = async (phone: string) => {
    const [row] = await t.db
      .select({ id: workers.id, userId: workers.userId })
      .from(workers)
      .innerJoin(users, eq(users.id, workers.userId))
      .where(eq(users.phoneNumber, phone));
    return row!;
  };

  /** seedDemoIfWanted as main.ts calls it, with the seeding decision of the given configuration. */
  const seedWith = (config: Partial<Config>) =>
    seedDemoIfWanted({
      ctx: { ...t.app.ctx, config: { ...t.config, ...config } },
      log: t.app.log,
      inject: t.app.inject.bind(t.app),
    } as unknown as FastifyInstance);
  const counts = async () => ({
    users: (await t.db.select({ n: count() }).from(users))[0]!.n,
    workers: (await t.db.select({ n: count() }).from(workers))[0]!.n,
    reviews: (await t.db.select({ n: count() }).from(reviews))[0]!.n,
    references: (await t.db.select({ n: count() }).from(workerReferences))[0]!.n,
    promos: (await t.db.select({ n: count() }).from(promoCodes))[0]!.n,
    jobPosts: (await t.db.select({ n: count() }).from(jobPosts))[0]!.n,
    jobApplications: (await t.db.select({ n: count() }).from(jobApplications))[0]!.n,
  });

  it('never seeds in production unless SEED_DEMO=true asks', async () => {
    const production = {
      NODE_ENV: 'production',
      SECRET_KEY: TEST_SECRET,
      MESSAGING_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_SMS_FROM: '+27820000000',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_production_check',
      DATA_DIR: t.dataDir,
    };
    expect(loadConfig(production).seedDemo).toBe('never');
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe('always');
    await seedWith(loadConfig(production));
    expect((await counts()).users).toBe(0);
  });

  it('does not seed over an existing database, even a nearly empty one', async () => {
    const [someone] = await t.db.insert(users).values({ phoneNumber: '+27831234567' }).returning();
    await seedWith({ seedDemo: 'when-empty' });
    expect(await counts()).toMatchObject({ users: 1, workers: 0, promos: 0 });
    await t.db.delete(users).where(eq(users.id, someone!.id));
  });

  it('seeds an empty embedded database with at least 400 workers quickly', async () => {
    const started = performance.now();
    await seedWith({ seedDemo: 'when-empty' });
    const ms = performance.now() - started;
    const c = await counts();
    expect(c.workers).toBe(DEMO_WORKER_COUNT);
    expect(c.workers).toBeGreaterThanOrEqual(400);
    // Users: one per worker plus the demo admin and employer, the employers of the demo jobs, the households of
    // the demo hires and the demo subscriber.
    expect(c.users).toBe(DEMO_WORKER_COUNT + 2 + DEMO_JOB_EMPLOYERS.length + DEMO_HOUSEHOLDS.length + 1);
    // A first start must not keep the visitor waiting: about 0.4 s on an idle machine; the bound allows a busy one.
    expect(ms).toBeLessThan(60_000);
  });

  it('spreads the workers over the seven cities and uses every category, availability and tier', async () => {
    const rows = await t.db
      .select({
        city: workers.city,
        skills: workers.skills,
        availability: workers.availability,
        tier: workers.tierLevel,
      })
      .from(workers);
    const perCity = new Map<string, number>();
    for (const r of rows) perCity.set(r.city, (perCity.get(r.city) ?? 0) + 1);
    expect([...perCity.keys()].sort()).toEqual([...DEMO_CITIES].sort());
    for (const city of DEMO_CITIES) expect(perCity.get(city)).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.flatMap((r) => r.skills))).toEqual(new Set(CATEGORIES));
    expect(new Set(rows.map((r) => r.availability))).toEqual(new Set(AVAILABILITY_OPTIONS));
    expect(new Set(rows.map((r) => r.tier))).toEqual(new Set(TIER_LEVELS));
  });

  it('gives believable profiles: rates in rand, ratings with reviews, badges matching tiers, listed', async () => {
    const rows = await t.db.select().from(workers);
    for (const w of rows) {
      expect(w.dailyRate ?? w.hourlyRate).toBeTruthy();
      expect(w.isVerified).toBe(w.tierLevel !== 'basic');
      expect(w.hasPoliceClearance).toBe(w.tierLevel === 'premium');
      expect(w.registrationPaidAt).not.toBeNull();
      expect(w.profilePhotoUrl).toMatch(/^\/api\/avatars\/\p{L}{2}\.svg\?c=[0-7]$/u);
      // The public position is the grid cell, never the exact point.
      expect(Math.abs(w.approxLatitude! - w.latitude!)).toBeLessThanOrEqual(0.0051);
      expect(w.approxLatitude).not.toBe(w.latitude);
    }
    const daily = rows.map((w) => Number(w.dailyRate)).filter((r) => r > 0);
    expect(Math.min(...daily)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...daily)).toBeLessThanOrEqual(700);

    const c = await counts();
    expect(c.reviews).toBeGreaterThan(400);
    expect(c.references).toBeGreaterThan(100);
    const [mismatch] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from workers w
        where w.total_reviews <> (select count(*) from reviews r where r.worker_id = w.id)`,
    );
    expect(mismatch!.n).toBe(0);
    const rated = rows.filter((w) => w.totalReviews > 0);
    expect(rated.length).toBeGreaterThan(200);
    for (const w of rated) expect(Number(w.averageRating)).toBeGreaterThanOrEqual(1);
  });

  it('posts a few open jobs near the demo workers, one of them the demo employer’s with two applicants', async () => {
    const jobs = await t.db.select().from(jobPosts);
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    const cities = new Set(jobs.map((j) => j.city));
    expect(cities.size).toBeGreaterThanOrEqual(5);
    for (const job of jobs) {
      expect(job.status).toBe('open');
      expect(job.expiresAt.getTime()).toBeGreaterThan(Date.now());
      const [near] = await t.database.query<{ n: number }>(
        `select count(*)::int as n from workers w
          where earth_distance(ll_to_earth(w.approx_latitude, w.approx_longitude),
                               ll_to_earth($1, $2)) <= 10000 and w.skills && $3::text[]`,
        [job.approxLatitude, job.approxLongitude, job.skills],
      );
      expect(near!.n, job.title).toBeGreaterThan(0);
    }
    const [karen] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, DEMO_ACCOUNTS.employer.phoneNumber));
    const own = jobs.filter((j) => j.employerUserId === karen!.id);
    expect(own).toHaveLength(1);
    const applicants = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.jobPostId, own[0]!.id));
    expect(applicants).toHaveLength(2);
  });

  it('gives the demo worker a WhatsApp conversation: an accepted request, STATUS, and a request still waiting', async () => {
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/dev/phone/${encodeURIComponent(DEMO_WORKER_PHONE)}`,
    });
    expect(chat.statusCode).toBe(200);
    const messages = chat.json().messages as {
      direction: string;
      channel: string;
      body: string;
      buttons: unknown[];
    }[];
    expect(messages.map((m) => [m.direction, m.body.slice(0, 34)])).toEqual([
      ['out', 'Work Local: Lerato Home Services ('],
      ['in', '1'],
      ['out', 'You accepted the hire request from'],
      ['in', 'STATUS'],
      ['out', 'Your listing is live, with no end '],
      // Karen's area: her job post's suburb (the employer profile's general area, decision 0232).
      ['out', 'Work Local: Karen (Orlando West, S'],
    ]);
    expect(messages.every((m) => m.channel === 'whatsapp')).toBe(true);
    expect(messages.at(-1)?.buttons).toHaveLength(2);
    const waiting = await t.db
      .select({ status: hires.status })
      .from(hires)
      .innerJoin(workers, eq(workers.id, hires.workerId))
      .innerJoin(users, eq(users.id, workers.userId))
      .where(eq(users.phoneNumber, DEMO_WORKER_PHONE));
    expect(waiting.map((h) => h.status).sort()).toEqual(['accepted', 'requested']);
  });

  it('gives a worker five weeks of paid visits, tips and a payout, and Karen a paid-ahead booking', async () => {
    const earner = await workerOf(DEMO_EARNER_PHONE);
    const cookie = await sessionCookie(t.db, t.config, earner.userId);
    const now = new Date();
    const months = [saMonthOf(new Date(now.getTime() - 40 * 86_400_000)), saMonthOf(now)];
    const answers: EarningsAnswer[] = [];
    for (const month of [...new Set(months)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/me/earnings?month=${month}`,
        headers: { cookie },
      });
      answers.push(res.json());
    }
    const visitsPaid = answers.flatMap((a) => a.visits);
    expect(visitsPaid).toHaveLength(10);
    expect(visitsPaid.every((v) => v.status === 'released' && v.area !== null)).toBe(true);
    expect(answers.flatMap((a) => a.tips)).toHaveLength(2);
    const payouts = answers.flatMap((a) => a.payouts);
    expect(payouts).toEqual([expect.objectContaining({ amountCents: 80_000, status: 'paid' })]);
    const earned = answers.reduce((sum, a) => sum + a.totals.earnedCents, 0);
    const latest = answers.at(-1)!;
    expect(latest.balanceCents).toBe(earned - 80_000);
    expect(latest.heldCents).toBe(0);
    const statement = await t.app.inject({
      method: 'GET',
      url: `/api/me/earnings/${answers[0]!.month}.pdf`,
      headers: { cookie },
    });
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');

    const [karen] = await t.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, DEMO_ACCOUNTS.employer.phoneNumber));
    const ahead = await t.db
      .select({ status: visits.status, startsAt: visits.startsAt })
      .from(visits)
      .innerJoin(hires, eq(hires.id, visits.hireId))
      .where(eq(hires.employerUserId, karen!.id));
    expect(ahead).toHaveLength(4);
    expect(ahead.every((v) => v.status === 'booked' && v.startsAt > now)).toBe(true);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/me/payments',
      headers: { cookie: await sessionCookie(t.db, t.config, karen!.id) },
    });
    const [paidAhead] = history.json().payments;
    expect(paidAhead.status).toBe('success');
    expect(paidAhead.items.map((i: { kind: string }) => i.kind)).toEqual([
      'visit_pay',
      'visit_pay',
      'processing_fee',
    ]);
  });

  it('serves every seeded photo URL from the avatar route', async () => {
    const [w] = await t.db.select({ url: workers.profilePhotoUrl }).from(workers).limit(1);
    const res = await t.app.inject({ method: 'GET', url: w!.url! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('creates the demo admin, the demo employer and a valid 30-day promo code', async () => {
    const [admin] = await t.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, DEMO_ACCOUNTS.admin.phoneNumber));
    expect(admin?.isAdmin).toBe(true);
    const [employer] = await t.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, DEMO_ACCOUNTS.employer.phoneNumber));
    expect(employer?.isAdmin).toBe(false);
    expect(employer?.employerPhoneVerifiedAt).not.toBeNull();
    const [promo] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, DEMO_PROMO_CODE));
    expect(promo).toMatchObject({ active: true, trialDays: DEFAULT_PROMO_TRIAL_DAYS, redemptions: 0 });
    expect(DEFAULT_PROMO_TRIAL_DAYS).toBe(30);
    expect(promo!.expiresAt === null || promo!.expiresAt > new Date()).toBe(true);
    expect(promo!.maxRedemptions ?? Number.POSITIVE_INFINITY).toBeGreaterThan(promo!.redemptions);
  });

  it('gives the workers the languages of their city, and a subscribed employer a hire history to chart', async () => {
    const langs = await t.db.select({ city: workers.city, spoken: workers.spokenLanguages }).from(workers);
    expect(langs.every((w) => w.spoken.length >= 1)).toBe(true);
    const capeTown = langs.filter((w) => w.city === 'Cape Town');
    expect(capeTown.some((w) => w.spoken.includes('xh'))).toBe(true);
    expect(capeTown.some((w) => w.spoken.includes('zu'))).toBe(false);

    const [subscriber] = await t.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, DEMO_SUBSCRIBER.phoneNumber));
    expect(subscriber?.employerPhoneVerifiedAt).not.toBeNull();
    const cookie = await sessionCookie(t.db, t.config, subscriber!.id);
    const analytics = await t.app.inject({
      method: 'GET',
      url: '/api/employer/analytics',
      headers: { cookie },
    });
    // Only a subscriber in force gets an answer.
    expect(analytics.statusCode).toBe(200);
    const history = analytics.json() as EmployerAnalytics;
    expect(history.hires.length).toBeGreaterThanOrEqual(15);
    expect(history.repeatWorkers.repeatWorkers).toBeGreaterThanOrEqual(3);
    expect(history.responseTimes.answered).toBeGreaterThanOrEqual(10);
    expect(history.hiresPerMonth.filter((m) => m.requested > 0).length).toBeGreaterThanOrEqual(5);
    expect(history.planSpending.totalCents).toBe(3 * 19900 + 199000);
    const recommended = await t.app.inject({
      method: 'GET',
      url: '/api/employer/recommendations',
      headers: { cookie },
    });
    expect(recommended.json().workers.length).toBeGreaterThan(0);
    expect(recommended.json().workers[0].tierLevel).toBe('premium');
  });

  it('does not duplicate anything when seeded again, whether asked or on start-up', async () => {
    const before = await counts();
    await seedWith({ seedDemo: 'when-empty' });
    expect(await counts()).toEqual(before);
    await seedWith({ seedDemo: 'always' });
    await seedDemo(t.db);
    expect(await counts()).toEqual(before);
    const [dupes] = await t.db
      .select({ n: sql<number>`count(*) - count(distinct ${users.phoneNumber})` })
      .from(users);
    expect(Number(dupes!.n)).toBe(0);
  });
});

describe('demo activity for the admin dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('gives each of the dashboard’s last twelve weeks sign-ups, live listings, hires and revenue, once', async () => {
    const { weeks } = await getDashboard(t.db);
    expect(weeks).toHaveLength(12);
    // The current week may have just begun: the eleven full weeks before it all have something to draw.
    for (const week of weeks.slice(0, -1)) {
      expect(week.hires, week.weekStart).toBeGreaterThan(0);
      expect(week.liveListings, week.weekStart).toBeGreaterThan(0);
    }
    expect(weeks.filter((w) => w.signUps > 0).length).toBeGreaterThanOrEqual(8);
    expect(weeks.filter((w) => w.revenueCents > 0).length).toBeGreaterThanOrEqual(8);
    const paymentsBefore = (await t.db.select({ n: count() }).from(payments))[0]!.n;
    await seedDemo(t.db);
    expect((await t.db.select({ n: count() }).from(payments))[0]!.n).toBe(paymentsBefore);
  });
});
