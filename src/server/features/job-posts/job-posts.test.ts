// Posting a job over HTTP and through its service on a real database: who may post, the minimum wage on both sides
// of 2026-03-01 and the four-hour day, contact details refused, police clearance by default, the start date, and
// the open-job limits of the free plan and a subscription (also under parallel posts).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import {
  jobPayload,
  jobsTestApp,
  saDateIn,
  subscribe,
  verifiedEmployer,
} from '../../../../tests/support/job-posts.js';
import { OPEN_JOB_POSTS_LIMIT } from '../../../shared/constants.js';
import { JOB_POST_MESSAGES, jobPostSchema } from '../../../shared/schemas/job-posts.js';
import { jobPosts, jobs } from '../../db/schema.js';
import { createJobPost } from './posting.js';

const { t, api } = jobsTestApp();

/** Parses like the route, then posts through the service on a fixed clock. */
async function postAt(now: Date, employerUserId: string, overrides: Parameters<typeof jobPayload>[0]) {
  const parsed = jobPostSchema.safeParse(jobPayload(overrides));
  if (!parsed.success) return { refused: parsed.error.issues.map((i) => i.message) };
  return { created: await createJobPost(t.db, { employerUserId, job: parsed.data }, now) };
}

describe('POST /api/jobs: who may post', () => {
  it('asks for a sign-in first', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jobs', payload: jobPayload() });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an employer whose phone is not verified, and writes nothing', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    const res = await api.post(cookie, jobPayload());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      requiresPhoneVerification: true,
      message: 'Please verify your phone number to post jobs',
    });
    expect(await t.db.select().from(jobPosts).where(eq(jobPosts.employerUserId, user.id))).toHaveLength(0);
  });

  it('posts a job: 201 with its id, a grid position apart from the exact one, its expiry and alerts queued', async () => {
    const { user, cookie } = await verifiedEmployer(t);
    const res = await api.post(cookie, { ...jobPayload(), latitude: '-26.20413', longitude: '28.04731' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const [row] = await t.db.select().from(jobPosts).where(eq(jobPosts.id, id));
    expect(row).toMatchObject({
      employerUserId: user.id,
      status: 'open',
      latitude: -26.20413,
      approxLatitude: -26.205,
      approxLongitude: 28.045,
      payRateCents: 35000,
      hoursPerDayHundredths: 600,
      places: 1,
      radiusKm: 10,
      requiresPoliceClearance: false,
    });
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(30);
    const queued = await t.db.select({ kind: jobs.kind, runAt: jobs.runAt }).from(jobs);
    expect(queued).toEqual(
      expect.arrayContaining([
        { kind: 'job-posts.expire', runAt: row!.expiresAt },
        expect.objectContaining({ kind: 'job-posts.alerts' }),
      ]),
    );
  });
});

describe('the national minimum wage and the four-hour day', () => {
  const beforeIncrease = new Date('2026-02-20T08:00:00Z');

  it('takes R29.00 an hour for a job starting 2026-02-28 and refuses it from 2026-03-01, naming R30.23', async () => {
    const { user } = await verifiedEmployer(t);
    const rate = { payType: 'hourly' as const, payRate: 29, hoursPerDay: 8 };
    const before = await postAt(beforeIncrease, user.id, { ...rate, startDate: '2026-02-28' });
    expect(before.created?.id).toBeDefined();
    const after = await postAt(beforeIncrease, user.id, { ...rate, startDate: '2026-03-01' });
    expect(after.refused).toEqual(['The national minimum wage on 2026-03-01 is R30.23 per hour']);
    const atMinimum = await postAt(beforeIncrease, user.id, {
      ...rate,
      payRate: '30.23',
      startDate: '2026-03-01',
    });
    expect(atMinimum.created?.id).toBeDefined();
  });

  it('checks a daily rate against the hours of the day, a day of four hours or less paid as four', async () => {
    const { user } = await verifiedEmployer(t);
    const day = { payType: 'daily' as const, startDate: '2026-03-01' };
    // 3 hours are paid as 4: 4 x R30.23 = R120.92.
    const short = await postAt(beforeIncrease, user.id, { ...day, hoursPerDay: 3, payRate: 100 });
    expect(short.refused).toEqual([
      'The national minimum wage on 2026-03-01 is R30.23 per hour, so at least R120.92 for a day (a day of four hours or less is paid as four hours)',
    ]);
    expect(
      (await postAt(beforeIncrease, user.id, { ...day, hoursPerDay: 3, payRate: 120.92 })).created,
    ).toBeDefined();
    // 8 hours: R241.84; on 2026-02-28 the minimum was R28.79, so R240 passed then.
    const long = await postAt(beforeIncrease, user.id, { ...day, hoursPerDay: 8, payRate: 240 });
    expect(long.refused?.[0]).toContain('at least R241.84 for a day');
    const earlier = await postAt(beforeIncrease, user.id, {
      ...day,
      hoursPerDay: 8,
      payRate: 240,
      startDate: '2026-02-28',
    });
    expect(earlier.created).toBeDefined();
  });

  it('answers the refusal over HTTP with 400 on the pay field, in the poster’s language', async () => {
    const { cookie } = await verifiedEmployer(t);
    const low = jobPayload({ payType: 'hourly', payRate: 'R25', hoursPerDay: 4 });
    const res = await api.post(cookie, low);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation',
      field: 'payRate',
      message: `The national minimum wage on ${low.startDate} is R30.23 per hour`,
    });
    const { cookie: zuluCookie } = await signedInUser(t.db, t.config, {
      employerPhoneVerifiedAt: new Date(),
      language: 'zu',
    });
    const zulu = await api.post(zuluCookie, low);
    expect(zulu.statusCode).toBe(400);
    expect(zulu.json().message).toContain('R30.23');
    expect(zulu.json().message).not.toContain('The national minimum wage');
  });
});

describe('what a job may say', () => {
  it.each([
    ['a phone number', { description: 'Please call me on 082 123 4567 to arrange the day.' }, 'description'],
    [
      'an international number',
      { description: 'WhatsApp +27 82-123-4567 for the address please.' },
      'description',
    ],
    [
      'a web address',
      { description: 'See the photos of the garden at www.example.com first.' },
      'description',
    ],
    ['a short link', { title: 'Cleaner, see wa.me/27821234567' }, 'title'],
    [
      'an e-mail address',
      { description: 'Send your CV to karen.smith@example.co.za before Friday.' },
      'description',
    ],
  ])('refuses %s with 400 and a clear message', async (_what, overrides, field) => {
    const { cookie } = await verifiedEmployer(t);
    const res = await api.post(cookie, jobPayload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: JOB_POST_MESSAGES.contactDetails });
  });

  it('takes ordinary numbers: rooms, amounts and dates', async () => {
    const { cookie } = await verifiedEmployer(t);
    const id = await api.postJob(cookie, {
      description: 'A 3 bedroom house, 2 bathrooms. R350 a day, from 2026-12-01, 08:00 to 14:00.',
    });
    expect(id).toBeDefined();
  });

  it('asks for a police clearance for Childcare and Elder Care unless the employer says otherwise', async () => {
    const { cookie } = await verifiedEmployer(t);
    const childcare = await api.postJob(cookie, { skills: ['Childcare'] });
    const elderCare = await api.postJob(cookie, { skills: ['Cleaning', 'Elder Care'] });
    const declined = await api.postJob(cookie, { skills: ['Childcare'], requiresPoliceClearance: false });
    const rows = await t.db.select().from(jobPosts);
    const byId = (id: string) => rows.find((r) => r.id === id)?.requiresPoliceClearance;
    expect([byId(childcare), byId(elderCare), byId(declined)]).toEqual([true, true, false]);
  });

  it('refuses a start date in the past, more than a year ahead, or not a date', async () => {
    const { cookie } = await verifiedEmployer(t);
    const past = await api.post(cookie, jobPayload({ startDate: saDateIn(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ field: 'startDate', message: JOB_POST_MESSAGES.startDatePast });
    const far = await api.post(cookie, jobPayload({ startDate: saDateIn(400) }));
    expect(far.json()).toMatchObject({ field: 'startDate', message: JOB_POST_MESSAGES.startDateFar });
    const notADate = await api.post(cookie, jobPayload({ startDate: '2026-02-30' }));
    expect(notADate.json()).toMatchObject({ field: 'startDate', message: JOB_POST_MESSAGES.startDate });
  });

  it('asks a weekly job for its days a week and keeps them only on weekly jobs', async () => {
    const { cookie } = await verifiedEmployer(t);
    const missing = await api.post(cookie, jobPayload({ schedule: 'weekly' }));
    expect(missing.json()).toMatchObject({ field: 'daysPerWeek', message: JOB_POST_MESSAGES.daysPerWeek });
    const weekly = await api.postJob(cookie, { schedule: 'weekly', daysPerWeek: 2 });
    const once = await api.postJob(cookie, { schedule: 'once', daysPerWeek: 2 });
    const rows = await t.db.select().from(jobPosts);
    expect(rows.find((r) => r.id === weekly)?.daysPerWeek).toBe(2);
    expect(rows.find((r) => r.id === once)?.daysPerWeek).toBeNull();
  });
});

describe('open jobs per employer', () => {
  const openJobsOf = (userId: string) =>
    t.db
      .select()
      .from(jobPosts)
      .where(and(eq(jobPosts.employerUserId, userId), eq(jobPosts.status, 'open')));

  it(`takes ${OPEN_JOB_POSTS_LIMIT.free} on the free plan, then answers 402; closing one makes room`, async () => {
    const { user, cookie } = await verifiedEmployer(t);
    const ids: string[] = [];
    for (let i = 0; i < OPEN_JOB_POSTS_LIMIT.free; i++) ids.push(await api.postJob(cookie));
    const refused = await api.post(cookie, jobPayload());
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message: JOB_POST_MESSAGES.openJobsLimitFree,
      requiresSubscription: true,
      limit: 3,
      openJobs: 3,
    });
    expect(refused.json().message).toBe(
      'You already have 3 open jobs, the most on the free plan. Close one, or subscribe for up to 30.',
    );
    expect((await api.close(cookie, ids[0]!)).json().status).toBe('closed');
    await api.postJob(cookie);
    expect(await openJobsOf(user.id)).toHaveLength(3);
  });

  it('lets exactly 3 of 8 parallel posts through on the free plan', async () => {
    const { user, cookie } = await verifiedEmployer(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.post(cookie, jobPayload())));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 402, 402, 402, 402, 402]);
    expect(await openJobsOf(user.id)).toHaveLength(3);
  });

  it(`takes ${OPEN_JOB_POSTS_LIMIT.subscribed} with a subscription in force, then answers 409`, async () => {
    const { user, cookie } = await verifiedEmployer(t);
    await subscribe(t, user.id);
    for (let i = 0; i < OPEN_JOB_POSTS_LIMIT.subscribed; i++) await api.postJob(cookie);
    const refused = await api.post(cookie, jobPayload());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: JOB_POST_MESSAGES.openJobsLimitSubscribed, limit: 30 });
    expect(await openJobsOf(user.id)).toHaveLength(30);
  });
});

describe('GET /api/jobs/mine', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await verifiedEmployer(t));
  });

  it('lists the employer’s jobs with status and counts, and no one else’s', async () => {
    const first = await api.postJob(cookie, { title: 'Weekly cleaning', skills: ['Cleaning'] });
    const second = await api.postJob(cookie, { title: 'Paint the garage' });
    await api.close(cookie, first);
    const other = await verifiedEmployer(t);
    await api.postJob(other.cookie, { title: 'Not mine' });
    const res = await api.mine(cookie);
    expect(res.statusCode).toBe(200);
    const listed = res.json().jobs;
    expect(listed.map((j: { id: string; status: string }) => [j.id, j.status])).toEqual([
      [second, 'open'],
      [first, 'closed'],
    ]);
    expect(listed[0]).toMatchObject({ applicantCount: 0, hiredCount: 0, payRate: 350, paidHoursPerDay: 6 });
  });
});
