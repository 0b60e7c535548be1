// Helpers for the job-post tests (src/server/features/job-posts/*.test.ts): a valid job, employers and workers in
// one line, and the /api/jobs calls of one test app.
import { expect } from 'vitest';
import { jobPosts, subscriptions } from '../../src/server/db/schema.js';
import { jobPostRow } from '../../src/server/features/job-posts/posting.js';
import { DAY_MS } from '../../src/shared/constants.js';
import { todayInSouthAfrica } from '../../src/shared/pay/minimum-wage.js';
import { type JobPostInput, jobPostSchema } from '../../src/shared/schemas/job-posts.js';
import { createWorker, sessionCookie, signedInUser, type WorkerFields } from './factories.js';
import type { TestApp } from './test-app.js';
import { withTestApp } from './with-test-app.js';

/** The factories' default worker position (Soweto): jobs posted here are 0 km from a default worker. */
export const HERE = { lat: -26.2041, lng: 28.0473 };

/** A South African date `days` from today, YYYY-MM-DD. */
export function saDateIn(days: number, from: Date = new Date()): string {
  return todayInSouthAfrica(new Date(from.getTime() + days * DAY_MS));
}

/** A job every rule accepts, at HERE, starting in a week, paid well above the minimum. */
export function jobPayload(overrides: Partial<JobPostInput> = {}): JobPostInput {
  return {
    title: 'Garden clean-up',
    description: 'Mow the lawn, trim the hedges and take the cuttings away.',
    skills: ['Gardening'],
    suburb: 'Orlando West',
    city: 'Soweto',
    address: '8 Vilakazi Street',
    latitude: HERE.lat,
    longitude: HERE.lng,
    startDate: saDateIn(7),
    schedule: 'once',
    hoursPerDay: 6,
    payType: 'daily',
    payRate: 350,
    ...overrides,
  };
}

/**
 * A job post written straight to its row (posting.ts's one mapping of a job to its row), for a test on a clock of
 * its own: POST /api/jobs judges the start date by the real one.
 */
export async function insertJobPost(
  t: TestApp,
  employerUserId: string,
  overrides: Partial<JobPostInput>,
  now: Date,
): Promise<void> {
  const job = jobPostSchema.parse(jobPayload(overrides));
  await t.db.insert(jobPosts).values(jobPostRow(employerUserId, job, now));
}

export async function verifiedEmployer(t: TestApp, fields: { firstName?: string } = {}) {
  return signedInUser(t.db, t.config, {
    employerPhoneVerifiedAt: new Date(),
    firstName: fields.firstName ?? 'Karen',
  });
}

/** A subscription in force for a month. */
export async function subscribe(t: TestApp, userId: string): Promise<void> {
  await t.db.insert(subscriptions).values({
    userId,
    subscriptionType: 'monthly',
    startsAt: new Date(Date.now() - DAY_MS),
    expiresAt: new Date(Date.now() + 30 * DAY_MS),
    paymentReference: `sub_${userId}`,
  });
}

/** A listed worker (at HERE unless moved) and a cookie for the worker's own account. */
export async function workerWithLogin(t: TestApp, fields: WorkerFields = {}) {
  const worker = await createWorker(t.db, fields);
  return { worker, cookie: await sessionCookie(t.db, t.config, worker.userId) };
}

type Query = Record<string, string | number>;

export type JobsClient = ReturnType<typeof jobsClient>;

/**
 * The usual set-up of a job-post test file: one app, filled in before the file's tests and closed after them, and
 * its /api/jobs client, so both can be constants at the top of the file.
 */
export function jobsTestApp(): { t: TestApp; api: JobsClient } {
  const t = {} as TestApp;
  withTestApp({}, (built) => Object.assign(t, built));
  return { t, api: jobsClient(t) };
}

export function jobsClient(t: TestApp) {
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const post = (cookie: string, payload: unknown) => inject('POST', '/api/jobs', cookie, payload);
  async function postJob(cookie: string, overrides: Partial<JobPostInput> = {}): Promise<string> {
    const res = await post(cookie, jobPayload(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }
  const nearby = (cookie: string | undefined, query: Query) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return inject('GET', `/api/jobs/nearby?${qs}`, cookie);
  };
  return {
    post,
    postJob,
    nearby,
    get: (cookie: string, id: string) => inject('GET', `/api/jobs/${id}`, cookie),
    mine: (cookie: string) => inject('GET', '/api/jobs/mine', cookie),
    apply: (cookie: string, id: string, message?: string) =>
      inject('POST', `/api/jobs/${id}/applications`, cookie, message === undefined ? {} : { message }),
    applications: (cookie: string, id: string) => inject('GET', `/api/jobs/${id}/applications`, cookie),
    hire: (cookie: string, id: string, applicationId: string) =>
      inject('POST', `/api/jobs/${id}/applications/${applicationId}/hire`, cookie),
    close: (cookie: string, id: string) => inject('POST', `/api/jobs/${id}/close`, cookie),
    alertSettings: (cookie: string) => inject('GET', '/api/me/job-alerts', cookie),
    setAlerts: (cookie: string, change: Record<string, unknown>) =>
      inject('PATCH', '/api/me/job-alerts', cookie, change),
  };
}
