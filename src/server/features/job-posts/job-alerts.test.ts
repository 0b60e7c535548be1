// Job alerts on a real database with a fixed clock: the opt-in (off by default), who hears of a new job (skill,
// live listing, radius, police clearance, no block either way), three a South African day, nothing sent between
// 20:00 and 07:00 (held until 07:00), Premium workers first, each in their own language, and a retried run that
// sends nothing twice.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, type WorkerFields } from '../../../../tests/support/factories.js';
import {
  HERE,
  jobPayload,
  jobsTestApp,
  saDateIn,
  workerWithLogin,
} from '../../../../tests/support/job-posts.js';
import { DAY_MS, JOB_ALERTS_PER_WORKER_PER_DAY } from '../../../shared/constants.js';
import { type JobPostInput, jobPostSchema } from '../../../shared/schemas/job-posts.js';
import { blocks, jobAlertDays, jobs, users } from '../../db/schema.js';
import { approxPosition } from '../../lib/geo.js';
import { alertSendTimes, sendJobAlerts, setJobAlertSettings } from './alerts.js';
import { closeJobPost, createJobPost } from './posting.js';

const { t, api } = jobsTestApp();

/** Monday 2 March 2026, 10:00 in South Africa (UTC+2). */
const MORNING = new Date('2026-03-02T08:00:00Z');
const at = (iso: string) => new Date(iso);

/** A separate spot on the map per test, so one test's workers never hear of another's jobs. */
let spot = 0;
function newSpot() {
  spot += 1;
  return approxPosition(HERE.lat + 1 + spot * 0.5, HERE.lng - 2);
}

async function newEmployer() {
  return createUser(t.db, { employerPhoneVerifiedAt: new Date(), firstName: 'Karen' });
}

/** Posts through the service at `now` (the alerts read the job's own clock). */
async function postAt(now: Date, employerUserId: string, overrides: Partial<JobPostInput>) {
  const job = jobPostSchema.parse(jobPayload({ startDate: saDateIn(1, now), ...overrides }));
  return (await createJobPost(t.db, { employerUserId, job }, now)).id;
}

/** A listed worker who opted in to alerts, at the spot unless moved. */
async function alertedWorker(
  where: { lat: number; lng: number },
  fields: WorkerFields = {},
  language?: string,
) {
  const w = await workerWithLogin(t, { latitude: where.lat, longitude: where.lng, ...fields });
  await setJobAlertSettings(t.db, w.worker.userId, { enabled: true });
  if (language) await t.db.update(users).set({ language }).where(eq(users.id, w.worker.userId));
  const [u] = await t.db
    .select({ phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, w.worker.userId));
  return { ...w, phone: u!.phone };
}

/** The alert texts queued for a number, with when they may go out. */
async function alertsTo(phone: string) {
  const rows = await t.db
    .select({ payload: jobs.payload, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'message.send'),
        sql`${jobs.payload}->>'to' = ${phone}`,
        sql`${jobs.payload}->>'purpose' = 'job_alert'`,
      ),
    );
  return rows.map((r) => ({ body: String(r.payload.body), channel: r.payload.channel, runAt: r.runAt }));
}

const send = (jobPostId: string, now: Date) =>
  sendJobAlerts(t.db, { jobPostId, publicUrl: t.config.publicUrl }, now);

describe('the opt-in (GET/PATCH /api/me/job-alerts)', () => {
  it('is off by default, turns on and off, keeps the first consent time, and says a bad channel clearly', async () => {
    const { cookie, worker } = await workerWithLogin(t);
    expect((await api.alertSettings(cookie)).json()).toEqual({ enabled: false, channel: 'whatsapp' });
    expect((await api.setAlerts(cookie, { enabled: true })).json()).toEqual({
      enabled: true,
      channel: 'whatsapp',
    });
    const [first] = await t.db.select().from(users).where(eq(users.id, worker.userId));
    expect(first!.jobAlertsOptedInAt).toBeInstanceOf(Date);
    expect((await api.setAlerts(cookie, { channel: 'sms', enabled: true })).json()).toEqual({
      enabled: true,
      channel: 'sms',
    });
    const [again] = await t.db.select().from(users).where(eq(users.id, worker.userId));
    expect(again!.jobAlertsOptedInAt).toEqual(first!.jobAlertsOptedInAt);
    expect((await api.setAlerts(cookie, { enabled: false })).json()).toEqual({
      enabled: false,
      channel: 'sms',
    });
    expect((await api.setAlerts(cookie, { channel: 'pigeon' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/job-alerts' })).statusCode).toBe(401);
  });
});

describe('who hears of a new job', () => {
  it('opted-in workers with a live listing, the skill and within the job’s radius; no one else', async () => {
    const here = newSpot();
    const employer = await newEmployer();
    const near = approxPosition(here.lat + 0.02, here.lng);
    const far = approxPosition(here.lat + 0.15, here.lng); // about 17 km
    const alerted = await alertedWorker(near);
    const notOptedIn = await workerWithLogin(t, { latitude: near.lat, longitude: near.lng });
    const otherSkill = await alertedWorker(near, { skills: ['Cleaning'] });
    const tooFar = await alertedWorker(far);
    const unlisted = await alertedWorker(near, { listed: false });
    const id = await postAt(MORNING, employer.id, {
      latitude: here.lat,
      longitude: here.lng,
      title: 'Trim the hedge',
    });
    expect(await send(id, MORNING)).toBe(1);
    const [text] = await alertsTo(alerted.phone);
    // Not Premium: half an hour after Premium workers could have heard.
    expect(text).toMatchObject({ channel: 'whatsapp', runAt: at('2026-03-02T08:30:00Z') });
    expect(text!.body).toBe(
      `Work Local: New job near Orlando West: Trim the hedge, R350 a day. See it and apply: http://localhost:5000/jobs/${id} Stop job alerts: http://localhost:5000/worker-dashboard`,
    );
    const [silentPhone] = await t.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, notOptedIn.worker.userId));
    for (const phone of [silentPhone!.phone, otherSkill.phone, tooFar.phone, unlisted.phone]) {
      expect(await alertsTo(phone)).toEqual([]);
    }
  });

  it('tells only police-cleared workers of a job that asks for a clearance', async () => {
    const here = newSpot();
    const employer = await newEmployer();
    const cleared = await alertedWorker(here, { skills: ['Childcare'], hasPoliceClearance: true });
    const uncleared = await alertedWorker(here, { skills: ['Childcare'] });
    const id = await postAt(MORNING, employer.id, {
      skills: ['Childcare'],
      latitude: here.lat,
      longitude: here.lng,
    });
    expect(await send(id, MORNING)).toBe(1);
    expect(await alertsTo(cleared.phone)).toHaveLength(1);
    expect(await alertsTo(uncleared.phone)).toEqual([]);
  });

  it('leaves out a worker who blocked the poster and one the poster blocked (decision 0233)', async () => {
    const here = newSpot();
    const employer = await newEmployer();
    const alerted = await alertedWorker(here);
    const blockedPoster = await alertedWorker(here);
    const blockedByPoster = await alertedWorker(here);
    await t.db.insert(blocks).values([
      { blockerUserId: blockedPoster.worker.userId, blockedUserId: employer.id },
      { blockerUserId: employer.id, blockedUserId: blockedByPoster.worker.userId },
    ]);
    const id = await postAt(MORNING, employer.id, { latitude: here.lat, longitude: here.lng });
    expect(await send(id, MORNING)).toBe(1);
    expect(await alertsTo(alerted.phone)).toHaveLength(1);
    expect(await alertsTo(blockedPoster.phone)).toEqual([]);
    expect(await alertsTo(blockedByPoster.phone)).toEqual([]);
  });

  it('texts each worker in their own language, by their chosen channel', async () => {
    const here = newSpot();
    const employer = await newEmployer();
    const zulu = await alertedWorker(here, {}, 'zu');
    await setJobAlertSettings(t.db, zulu.worker.userId, { channel: 'sms' });
    const id = await postAt(MORNING, employer.id, {
      latitude: here.lat,
      longitude: here.lng,
      title: 'Garden work',
    });
    await send(id, MORNING);
    const [text] = await alertsTo(zulu.phone);
    expect(text!.channel).toBe('sms');
    expect(text!.body).toContain('Garden work');
    expect(text!.body).toContain(`/jobs/${id}`);
    expect(text!.body).not.toContain('New job near');
  });
});

describe('limits and timing, on a fixed clock', () => {
  it(`sends at most ${JOB_ALERTS_PER_WORKER_PER_DAY} a South African day; the next day counts afresh`, async () => {
    const here = newSpot();
    const worker = await alertedWorker(here);
    const posted: string[] = [];
    for (let i = 0; i < 4; i++) {
      // Four employers (the free plan's open-job limit is per employer).
      const employer = await newEmployer();
      posted.push(
        await postAt(MORNING, employer.id, { latitude: here.lat, longitude: here.lng, title: `Job ${i}` }),
      );
    }
    const counts = [];
    for (const id of posted)
      counts.push(await send(id, new Date(MORNING.getTime() + counts.length * 60_000)));
    expect(counts).toEqual([1, 1, 1, 0]);
    expect((await alertsTo(worker.phone)).map((a) => a.body.match(/Job \d/)?.[0])).toEqual([
      'Job 0',
      'Job 1',
      'Job 2',
    ]);
    const tomorrow = new Date(MORNING.getTime() + DAY_MS);
    const employer = await newEmployer();
    const next = await postAt(tomorrow, employer.id, {
      latitude: here.lat,
      longitude: here.lng,
      title: 'Job 4',
    });
    expect(await send(next, tomorrow)).toBe(1);
    const days = await t.db.select().from(jobAlertDays).where(eq(jobAlertDays.userId, worker.worker.userId));
    expect(days.map((d) => [d.day, d.sent]).sort()).toEqual([
      ['2026-03-02', 3],
      ['2026-03-03', 1],
    ]);
  });

  it('holds an alert of a job posted at 21:00 until 07:00 the next morning, and counts it in that day', async () => {
    const here = newSpot();
    const premium = await alertedWorker(here, {
      tierLevel: 'premium',
      tierExpiresAt: new Date('2027-01-01T00:00:00Z'),
      hasPoliceClearance: true,
    });
    const basic = await alertedWorker(here);
    const evening = at('2026-03-02T19:00:00Z'); // 21:00 SAST
    const employer = await newEmployer();
    const id = await postAt(evening, employer.id, { latitude: here.lat, longitude: here.lng });
    expect(await send(id, evening)).toBe(2);
    // Premium at 07:00 SAST (05:00 UTC), everyone else half an hour later: Premium hears first.
    expect((await alertsTo(premium.phone))[0]!.runAt).toEqual(at('2026-03-03T05:00:00Z'));
    expect((await alertsTo(basic.phone))[0]!.runAt).toEqual(at('2026-03-03T05:30:00Z'));
    const [day] = await t.db.select().from(jobAlertDays).where(eq(jobAlertDays.userId, basic.worker.userId));
    expect(day).toMatchObject({ day: '2026-03-03', sent: 1 });
  });

  it('gives Premium workers a head start in the day too, and never starts the others in the quiet hours', async () => {
    expect(alertSendTimes(MORNING)).toEqual({ premium: MORNING, others: at('2026-03-02T08:30:00Z') });
    // 19:45 SAST: Premium at once; the others' 20:15 falls in the quiet hours, so 07:00.
    expect(alertSendTimes(at('2026-03-02T17:45:00Z'))).toEqual({
      premium: at('2026-03-02T17:45:00Z'),
      others: at('2026-03-03T05:00:00Z'),
    });
    // 03:00 SAST: both wait for the morning, Premium still first.
    expect(alertSendTimes(at('2026-03-03T01:00:00Z'))).toEqual({
      premium: at('2026-03-03T05:00:00Z'),
      others: at('2026-03-03T05:30:00Z'),
    });
  });

  it('sends nothing twice when the alert run is retried, and nothing for a closed job', async () => {
    const here = newSpot();
    const worker = await alertedWorker(here);
    const employer = await newEmployer();
    const id = await postAt(MORNING, employer.id, { latitude: here.lat, longitude: here.lng });
    expect(await send(id, MORNING)).toBe(1);
    expect(await send(id, MORNING)).toBe(0);
    expect(await alertsTo(worker.phone)).toHaveLength(1);
    const [day] = await t.db.select().from(jobAlertDays).where(eq(jobAlertDays.userId, worker.worker.userId));
    expect(day!.sent).toBe(1);
    const closed = await postAt(MORNING, employer.id, { latitude: here.lat, longitude: here.lng });
    await closeJobPost(
      t.db,
      { jobPostId: closed, userId: employer.id, publicUrl: t.config.publicUrl },
      MORNING,
    );
    expect(await send(closed, MORNING)).toBe(0);
  });
});
