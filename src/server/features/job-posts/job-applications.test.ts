// Applying and hiring from the applicants over HTTP on a real database: who may apply (409, 403, 410), who may list
// the applicants, a hire from an application through the hire rules (the free-hire quota under ten parallel
// requests), places filling and freeing, closing, and the expiry job telling the applicants in their language.
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import {
  jobPayload,
  jobsTestApp,
  saDateIn,
  verifiedEmployer,
  workerWithLogin,
} from '../../../../tests/support/job-posts.js';
import { DAY_MS } from '../../../shared/constants.js';
import { JOB_POST_MESSAGES, jobPostSchema } from '../../../shared/schemas/job-posts.js';
import { employerMonthlyUsage, hires, jobApplications, jobPosts, jobs, users } from '../../db/schema.js';
import { createJobPost, expireDueJobPosts } from './posting.js';

const { t, api } = jobsTestApp();

/** The queued texts to a number with this purpose (the message jobs, before delivery). */
async function textsTo(phone: string, purpose: string) {
  const rows = await t.db
    .select({ payload: jobs.payload, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, 'message.send'), sql`${jobs.payload}->>'to' = ${phone}`));
  return rows.filter((r) => r.payload.purpose === purpose);
}

async function phoneOf(userId: string) {
  const [row] = await t.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
  return row!.phone;
}

describe('POST /api/jobs/:id/applications', () => {
  it('takes one application from a listed worker (201), tells the employer once, and refuses a second (409)', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie);
    const a = await workerWithLogin(t);
    const b = await workerWithLogin(t);
    const first = await api.apply(a.cookie, jobId, 'I have my own lawnmower.');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ jobId, status: 'applied' });
    expect((await api.apply(b.cookie, jobId)).statusCode).toBe(201);
    const again = await api.apply(a.cookie, jobId, 'Again');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JOB_POST_MESSAGES.alreadyApplied);
    const told = await textsTo(await phoneOf(employer.user.id), 'job_first_application');
    expect(told).toHaveLength(1);
    expect(String(told[0]!.payload.body)).toContain(`/jobs/${jobId}`);
  });

  it('refuses someone without a live listing (403) and the employer on their own job (400)', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie);
    const { cookie: noProfile } = await signedInUser(t.db, t.config);
    const unlisted = await workerWithLogin(t, { listed: false });
    for (const cookie of [noProfile, unlisted.cookie]) {
      const res = await api.apply(cookie, jobId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'listing_required',
        message: JOB_POST_MESSAGES.listingRequired,
      });
    }
    await workerWithLogin(t, { userId: employer.user.id });
    const own = await api.apply(employer.cookie, jobId);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(JOB_POST_MESSAGES.ownJob);
  });

  it('refuses a police-clearance job to a worker without a clearance (403), takes one with it', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie, { skills: ['Childcare'] });
    const uncleared = await workerWithLogin(t, { skills: ['Childcare'] });
    const refused = await api.apply(uncleared.cookie, jobId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'police_clearance_required' });
    const cleared = await workerWithLogin(t, { skills: ['Childcare'], hasPoliceClearance: true });
    // The job page tells each before the tap whether a clearance is on file (issue 32).
    const seen = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: { cookie } })).json();
    expect(await seen(uncleared.cookie)).toMatchObject({
      requiresPoliceClearance: true,
      viewerHasPoliceClearance: false,
    });
    expect(await seen(cleared.cookie)).toMatchObject({ viewerHasPoliceClearance: true });
    expect((await api.apply(cleared.cookie, jobId)).statusCode).toBe(201);
  });

  it('answers 410 for a closed job and an expired one, 404 for a job that does not exist', async () => {
    const employer = await verifiedEmployer(t);
    const closed = await api.postJob(employer.cookie);
    await api.close(employer.cookie, closed);
    const expired = await api.postJob(employer.cookie);
    await t.db
      .update(jobPosts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobPosts.id, expired));
    const worker = await workerWithLogin(t);
    const onClosed = await api.apply(worker.cookie, closed);
    expect(onClosed.statusCode).toBe(410);
    expect(onClosed.json()).toMatchObject({ message: JOB_POST_MESSAGES.closed, status: 'closed' });
    const onExpired = await api.apply(worker.cookie, expired);
    expect(onExpired.statusCode).toBe(410);
    expect(onExpired.json()).toMatchObject({ message: JOB_POST_MESSAGES.expired, status: 'expired' });
    expect((await api.apply(worker.cookie, '7b0e7a4c-5a55-4a8a-9d43-1a4d7c0e0c11')).statusCode).toBe(404);
  });

  it('refuses contact details in the message (400), in words written for the worker', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie);
    const worker = await workerWithLogin(t);
    const res = await api.apply(worker.cookie, jobId, 'Call me: 082 555 1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Please leave out phone numbers, web addresses and e-mail addresses: the employer reaches you through Work Local',
    );
  });
});

describe('GET /api/jobs/:id/applications', () => {
  it('lists the applicants as worker cards to the job’s employer only, Premium first; others get 404', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie);
    const basic = await workerWithLogin(t, { fullName: 'Basic Worker', address: '1 Private Road' });
    const premium = await workerWithLogin(t, {
      fullName: 'Premium Worker',
      tierLevel: 'premium',
      tierExpiresAt: new Date(Date.now() + 100 * DAY_MS),
      hasPoliceClearance: true,
    });
    await api.apply(basic.cookie, jobId, 'Available all week');
    await api.apply(premium.cookie, jobId);
    const res = await api.applications(employer.cookie, jobId);
    expect(res.statusCode).toBe(200);
    const { applications } = res.json();
    expect(applications.map((a: { worker: { fullName: string } }) => a.worker.fullName)).toEqual([
      'Premium Worker',
      'Basic Worker',
    ]);
    expect(applications[1]).toMatchObject({
      status: 'applied',
      message: 'Available all week',
      hire: null,
      worker: {
        id: basic.worker.id,
        tierLevel: 'basic',
        distanceKm: 0,
        isListed: true,
        suburb: 'Orlando West',
      },
    });
    expect(res.body).not.toContain('1 Private Road');
    expect(res.body).not.toMatch(/latitude|longitude|phoneNumber/);
    // Not the applicants, not another employer, not a stranger.
    const other = await verifiedEmployer(t);
    for (const cookie of [basic.cookie, other.cookie]) {
      const refused = await api.applications(cookie, jobId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(JOB_POST_MESSAGES.jobNotFound);
    }
  });
});

describe('hiring from the applicants', () => {
  it('hires through the hire rules: 403 until the phone is verified', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie);
    const worker = await workerWithLogin(t);
    const { id } = (await api.apply(worker.cookie, jobId)).json();
    await t.db.update(users).set({ employerPhoneVerifiedAt: null }).where(eq(users.id, employer.user.id));
    const res = await api.hire(employer.cookie, jobId, id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ requiresPhoneVerification: true });
    const [app] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(app).toMatchObject({ status: 'applied', hireId: null });
  });

  it('makes exactly 2 free hires of ten parallel hires from one job’s applicants, the rest 402', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie, { places: 10 });
    const applicants = await Promise.all(Array.from({ length: 10 }, () => workerWithLogin(t)));
    const applicationIds: string[] = [];
    for (const a of applicants) applicationIds.push((await api.apply(a.cookie, jobId)).json().id);
    const answers = await Promise.all(applicationIds.map((id) => api.hire(employer.cookie, jobId, id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 402, 402, 402, 402, 402, 402, 402, 402]);
    expect(answers.find((r) => r.statusCode === 402)?.json()).toMatchObject({
      requiresSubscription: true,
      currentHireCount: 2,
      limit: 2,
    });
    expect(await t.db.select().from(hires).where(eq(hires.employerUserId, employer.user.id))).toHaveLength(2);
    const [usage] = await t.db
      .select()
      .from(employerMonthlyUsage)
      .where(eq(employerMonthlyUsage.userId, employer.user.id));
    expect(usage).toMatchObject({ freeHiresUsed: 2, totalHires: 2 });
    const hired = await t.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobPostId, jobId), eq(jobApplications.status, 'hired')));
    expect(hired).toHaveLength(2);
  });

  it('fills a one-place job, refuses another hire (409), and reopens it when the hire is declined', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie);
    const a = await workerWithLogin(t);
    const b = await workerWithLogin(t);
    const appA = (await api.apply(a.cookie, jobId)).json().id;
    const appB = (await api.apply(b.cookie, jobId)).json().id;
    const hired = await api.hire(employer.cookie, jobId, appA);
    expect(hired.statusCode, hired.body).toBe(201);
    expect(hired.json()).toMatchObject({
      jobStatus: 'filled',
      hire: { status: 'requested', workerId: a.worker.id },
    });
    expect((await api.hire(employer.cookie, jobId, appA)).json().message).toBe(
      JOB_POST_MESSAGES.alreadyHired,
    );
    const full = await api.hire(employer.cookie, jobId, appB);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(JOB_POST_MESSAGES.filled);
    // A filled job takes no more applications.
    const late = await workerWithLogin(t);
    expect((await api.apply(late.cookie, jobId)).statusCode).toBe(410);
    // The worker declines: the place is free again, and the employer's list shows the job open.
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/hires/${hired.json().hire.id}/decline`,
      headers: { cookie: a.cookie },
    });
    expect(declined.statusCode).toBe(200);
    const mine = (await api.mine(employer.cookie)).json().jobs;
    expect(mine.find((j: { id: string }) => j.id === jobId)).toMatchObject({
      status: 'open',
      applicantCount: 2,
      hiredCount: 0,
    });
    expect((await api.hire(employer.cookie, jobId, appB)).statusCode).toBe(201);
  });

  it('answers 404 for another employer’s job or an application of another job, 410 on a closed job', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie);
    const otherJob = await api.postJob(employer.cookie);
    const worker = await workerWithLogin(t);
    const appId = (await api.apply(worker.cookie, jobId)).json().id;
    const stranger = await verifiedEmployer(t);
    expect((await api.hire(stranger.cookie, jobId, appId)).statusCode).toBe(404);
    const wrongJob = await api.hire(employer.cookie, otherJob, appId);
    expect(wrongJob.statusCode).toBe(404);
    expect(wrongJob.json().message).toBe(JOB_POST_MESSAGES.applicationNotFound);
    await api.close(employer.cookie, jobId);
    expect((await api.hire(employer.cookie, jobId, appId)).statusCode).toBe(410);
  });
});

describe('closing and expiry', () => {
  it('close is the employer’s only (404 otherwise), idempotent, and tells applicants who were not hired', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie, { title: 'Fix the gate' });
    const worker = await workerWithLogin(t);
    await api.apply(worker.cookie, jobId);
    expect((await api.close(worker.cookie, jobId)).statusCode).toBe(404);
    const closed = await api.close(employer.cookie, jobId);
    expect(closed.json()).toEqual({ id: jobId, status: 'closed' });
    expect((await api.close(employer.cookie, jobId)).json()).toEqual({ id: jobId, status: 'closed' });
    const told = await textsTo(await phoneOf(worker.worker.userId), 'job_closed');
    expect(told).toHaveLength(1);
    expect(String(told[0]!.payload.body)).toContain('Fix the gate');
    expect(String(told[0]!.payload.body)).toContain('was closed by the employer');
  });

  it('expires a job 30 days after it was posted and tells each applicant in their own language', async () => {
    const employer = await verifiedEmployer(t);
    const postedAt = new Date(Date.now() - 31 * DAY_MS);
    const job = jobPostSchema.parse(jobPayload({ title: 'Paint the fence', startDate: saDateIn(-25) }));
    const { id } = await createJobPost(t.db, { employerUserId: employer.user.id, job }, postedAt);
    const english = await workerWithLogin(t);
    const afrikaans = await workerWithLogin(t);
    await t.db.update(users).set({ language: 'af' }).where(eq(users.id, afrikaans.worker.userId));
    for (const w of [english, afrikaans]) {
      await t.db.insert(jobApplications).values({ jobPostId: id, workerId: w.worker.id });
    }
    // The expiry job is queued for its expiry, so the runner would pick it up now.
    const [queued] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'job-posts.expire'), like(jobs.dedupeKey, `%${id}`)));
    expect(queued!.runAt.getTime()).toBe(postedAt.getTime() + 30 * DAY_MS);
    expect(await expireDueJobPosts(t.db, t.config.publicUrl)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(jobPosts).where(eq(jobPosts.id, id));
    expect(row!.status).toBe('expired');
    const en = await textsTo(await phoneOf(english.worker.userId), 'job_expired');
    const af = await textsTo(await phoneOf(afrikaans.worker.userId), 'job_expired');
    expect(String(en[0]!.payload.body)).toContain('Paint the fence, has expired');
    expect(af).toHaveLength(1);
    expect(String(af[0]!.payload.body)).toContain('Paint the fence');
    expect(String(af[0]!.payload.body)).not.toContain('has expired');
    // Expiring again tells no one twice.
    await expireDueJobPosts(t.db, t.config.publicUrl);
    expect(await textsTo(await phoneOf(english.worker.userId), 'job_expired')).toHaveLength(1);
  });
});

describe('a person’s data download (POPIA s23)', () => {
  it('lists the employer’s job posts, the worker’s applications and the alert opt-in', async () => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie, { title: 'Wash the windows' });
    const worker = await workerWithLogin(t);
    await api.apply(worker.cookie, jobId, 'Free on Friday');
    await api.setAlerts(worker.cookie, { enabled: true, channel: 'sms' });
    const exported = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie } })).json();
    const mine = await exported(employer.cookie);
    expect(mine.jobPosts).toEqual([expect.objectContaining({ id: jobId, title: 'Wash the windows' })]);
    const theirs = await exported(worker.cookie);
    expect(theirs.jobApplications).toEqual([
      expect.objectContaining({ jobPostId: jobId, jobTitle: 'Wash the windows', message: 'Free on Friday' }),
    ]);
    expect(theirs.jobAlerts).toMatchObject({ channel: 'sms', optedInAt: expect.any(String) });
  });
});
