// Jobs Near Me and the job page over HTTP on a real database: who may look, what a worker sees of a job (the general
// area and a whole-km distance, never the address or position), the job's own radius, filters, expiry and paging.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import { HERE, jobsTestApp, verifiedEmployer, workerWithLogin } from '../../../../tests/support/job-posts.js';
import { cellAtDistance } from '../../../../tests/support/search.js';
import type { NearbyJobsResponse } from '../../../shared/schemas/job-posts.js';
import { hires, jobPosts } from '../../db/schema.js';
import { approxPosition } from '../../lib/geo.js';
import { nearbyJobsForWorker } from './index.js';

const { t, api } = jobsTestApp();

/** An empty corner of the map per describe block, so one block's jobs never show in another's answers. */
function place(latOffset: number) {
  return approxPosition(HERE.lat - latOffset, HERE.lng + 3);
}

async function nearbyOk(cookie: string, query: Record<string, string | number>): Promise<NearbyJobsResponse> {
  const res = await api.nearby(cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const SECRET_ADDRESS = '41 Secret Lane';

describe('what others see of a job', () => {
  const origin = place(0);
  let employer: { cookie: string };
  let jobId: string;
  let worker: Awaited<ReturnType<typeof workerWithLogin>>;

  beforeAll(async () => {
    employer = await verifiedEmployer(t);
    jobId = await api.postJob(employer.cookie, {
      address: SECRET_ADDRESS,
      latitude: origin.lat + 0.0031,
      longitude: origin.lng + 0.0037,
    });
    worker = await workerWithLogin(t, { latitude: origin.lat, longitude: origin.lng });
  });

  it('answers 401 without a live session, and reads nothing', async () => {
    expect((await api.nearby(undefined, { lat: origin.lat, lng: origin.lng })).statusCode).toBe(401);
    expect((await api.nearby('wl_session=nonsense', { lat: origin.lat, lng: origin.lng })).statusCode).toBe(
      401,
    );
  });

  it('shows a nearby worker the general area and whole kilometres only: no address, no coordinates', async () => {
    const found = await nearbyOk(worker.cookie, { lat: origin.lat, lng: origin.lng, radius: 10 });
    expect(found.jobs.map((j) => j.id)).toEqual([jobId]);
    const [job] = found.jobs;
    expect(job).toMatchObject({ suburb: 'Orlando West', city: 'Soweto', distanceKm: 0, payRate: 350 });
    expect(Number.isInteger(job!.distanceKm)).toBe(true);
    const text = JSON.stringify(found);
    expect(text).not.toContain(SECRET_ADDRESS);
    expect(text).not.toMatch(/latitude|longitude/);
    expect(text).not.toContain(String(origin.lat + 0.0031));
  });

  it('lists a job with the same public fields as its page: timestamps to the millisecond in UTC, skills', async () => {
    // The list has PostgreSQL write the timestamps (decision 0237), the page writes them from Dates: they must agree.
    const [listed] = (await nearbyOk(worker.cookie, { lat: origin.lat, lng: origin.lng, radius: 10 })).jobs;
    const page = (await api.get(worker.cookie, jobId)).json();
    const { distanceKm: _listDistance, ...listedFields } = listed!;
    for (const [key, value] of Object.entries(listedFields)) expect(page[key], key).toEqual(value);
    expect(listed!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(listed!.expiresAt).toISOString()).toBe(listed!.expiresAt);
  });

  it('shows the job page to another worker without the address or position, with a whole-km distance', async () => {
    const res = await api.get(worker.cookie, jobId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: jobId,
      isOwner: false,
      locationIsExact: false,
      address: null,
      latitude: null,
      longitude: null,
      distanceKm: 0,
      applicantCount: null,
      myApplication: null,
      employer: { name: 'Karen', companyName: null },
    });
    expect(res.body).not.toContain(SECRET_ADDRESS);
  });

  it('shows the employer the exact place and the counts', async () => {
    const res = await api.get(employer.cookie, jobId);
    expect(res.json()).toMatchObject({
      isOwner: true,
      locationIsExact: true,
      address: SECRET_ADDRESS,
      latitude: origin.lat + 0.0031,
      longitude: origin.lng + 0.0037,
      applicantCount: 0,
      hiredCount: 0,
    });
  });

  it('shows the exact place to the worker hired for it once the hire is accepted, not before', async () => {
    const hired = await workerWithLogin(t, { latitude: origin.lat, longitude: origin.lng });
    const applied = await api.apply(hired.cookie, jobId);
    expect(applied.statusCode, applied.body).toBe(201);
    const hire = await api.hire(employer.cookie, jobId, applied.json().id);
    expect(hire.statusCode, hire.body).toBe(201);
    const requested = (await api.get(hired.cookie, jobId)).json();
    expect(requested).toMatchObject({
      locationIsExact: false,
      address: null,
      myApplication: { status: 'hired' },
    });
    await t.db.update(hires).set({ status: 'accepted' }).where(eq(hires.id, hire.json().hire.id));
    const accepted = (await api.get(hired.cookie, jobId)).json();
    expect(accepted).toMatchObject({
      locationIsExact: true,
      address: SECRET_ADDRESS,
      myApplication: { hire: { status: 'accepted' } },
    });
    // Still nobody else's.
    expect((await api.get(worker.cookie, jobId)).json().address).toBeNull();
  });

  it('answers 404 for an unknown id, a malformed id and a hidden job (to everyone but its employer)', async () => {
    expect((await api.get(worker.cookie, '7b0e7a4c-5a55-4a8a-9d43-1a4d7c0e0c11')).statusCode).toBe(404);
    expect((await api.get(worker.cookie, 'not-a-job')).statusCode).toBe(404);
    await t.db.update(jobPosts).set({ hiddenAt: new Date() }).where(eq(jobPosts.id, jobId));
    expect((await api.get(worker.cookie, jobId)).statusCode).toBe(404);
    expect((await api.get(employer.cookie, jobId)).statusCode).toBe(200);
    expect((await nearbyOk(worker.cookie, { lat: origin.lat, lng: origin.lng })).jobs).toHaveLength(0);
  });
});

describe('how far a job reaches', () => {
  const origin = place(1);

  it('keeps a 10 km job from a worker 50 km away, even one searching 50 km', async () => {
    const { cookie } = await verifiedEmployer(t);
    const jobId = await api.postJob(cookie, { latitude: origin.lat, longitude: origin.lng, radiusKm: 10 });
    // About 49 km north (0.44 degrees of latitude), on the grid.
    const far = approxPosition(origin.lat + 0.44, origin.lng);
    const farWorker = await workerWithLogin(t, { latitude: far.lat, longitude: far.lng });
    const seen = await nearbyOk(farWorker.cookie, { lat: far.lat, lng: far.lng, radius: 50 });
    expect(seen.jobs).toHaveLength(0);
    // 8 km away, the same job shows, with its whole-km distance.
    const near = cellAtDistance(approxPosition(origin.lat, origin.lng), 7.6, 8.4);
    const nearWorker = await workerWithLogin(t, { latitude: near.lat, longitude: near.lng });
    const found = await nearbyOk(nearWorker.cookie, { lat: near.lat, lng: near.lng, radius: 10 });
    expect(found.jobs.map((j) => [j.id, j.distanceKm])).toEqual([[jobId, 8]]);
    // A 50 km job reaches the far worker.
    const wide = await api.postJob(cookie, { latitude: origin.lat, longitude: origin.lng, radiusKm: 50 });
    const reached = await nearbyOk(farWorker.cookie, { lat: far.lat, lng: far.lng, radius: 50 });
    expect(reached.jobs.map((j) => j.id)).toEqual([wide]);
  });

  it('stays within the searcher’s radius too', async () => {
    const o = place(1.5);
    const { cookie } = await verifiedEmployer(t);
    await api.postJob(cookie, { latitude: o.lat, longitude: o.lng, radiusKm: 50 });
    const at = cellAtDistance(approxPosition(o.lat, o.lng), 12, 15);
    const worker = await workerWithLogin(t, { latitude: at.lat, longitude: at.lng });
    expect((await nearbyOk(worker.cookie, { lat: at.lat, lng: at.lng, radius: 10 })).total).toBe(0);
    expect((await nearbyOk(worker.cookie, { lat: at.lat, lng: at.lng, radius: 20 })).total).toBe(1);
  });
});

describe('filters, order, expiry and pages', () => {
  const origin = place(2);
  let worker: Awaited<ReturnType<typeof workerWithLogin>>;
  let ids: Record<string, string>;

  beforeAll(async () => {
    const employer = await verifiedEmployer(t);
    const step = cellAtDistance(approxPosition(origin.lat, origin.lng), 2.6, 3.4);
    // Closed first: a fourth open job would pass the free plan's limit.
    const closedJob = await api.postJob(employer.cookie, { latitude: origin.lat, longitude: origin.lng });
    await api.close(employer.cookie, closedJob);
    ids = {
      gardenHere: await api.postJob(employer.cookie, { latitude: origin.lat, longitude: origin.lng }),
      cleaningFurther: await api.postJob(employer.cookie, {
        skills: ['Cleaning'],
        latitude: step.lat,
        longitude: step.lng,
      }),
      childcare: await api.postJob(employer.cookie, {
        skills: ['Childcare'],
        latitude: origin.lat,
        longitude: origin.lng,
      }),
    };
    // Another employer's, already past its expiry (the expiry job has not run yet).
    const other = await verifiedEmployer(t);
    const expired = await api.postJob(other.cookie, { latitude: origin.lat, longitude: origin.lng });
    await t.db
      .update(jobPosts)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(jobPosts.id, expired));
    worker = await workerWithLogin(t, {
      latitude: origin.lat,
      longitude: origin.lng,
      skills: ['Gardening', 'Cleaning'],
    });
  });

  it('lists open, unexpired jobs nearest first, and filters by skill', async () => {
    const all = await nearbyOk(worker.cookie, { lat: origin.lat, lng: origin.lng });
    expect(all.jobs.map((j) => j.id)).toEqual([ids.childcare, ids.gardenHere, ids.cleaningFurther]);
    expect(all.jobs.map((j) => j.distanceKm)).toEqual([0, 0, 3]);
    expect(all.jobs[0]).toMatchObject({ requiresPoliceClearance: true });
    const cleaning = await nearbyOk(worker.cookie, { lat: origin.lat, lng: origin.lng, skill: 'Cleaning' });
    expect(cleaning.jobs.map((j) => j.id)).toEqual([ids.cleaningFurther]);
  });

  it('pages like search, and says a bad query clearly', async () => {
    const page2 = await nearbyOk(worker.cookie, { lat: origin.lat, lng: origin.lng, limit: 2, page: 2 });
    expect(page2).toMatchObject({ total: 3, totalCapped: false, page: 2, limit: 2 });
    expect(page2.jobs.map((j) => j.id)).toEqual([ids.cleaningFurther]);
    const past = await nearbyOk(worker.cookie, { lat: origin.lat, lng: origin.lng, limit: 2, page: 5 });
    expect(past).toMatchObject({ jobs: [], total: 3 });
    const bad = await api.nearby(worker.cookie, { lat: origin.lat, lng: origin.lng, radius: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The distance must be one of 5, 10, 20, 50 km');
    expect((await api.nearby(worker.cookie, { lat: 'x', lng: origin.lng })).statusCode).toBe(400);
  });

  it('gives a worker the jobs they could take: their skills, no police-clearance job without a clearance', async () => {
    const jobsFor = await nearbyJobsForWorker(t.database, worker.worker.userId);
    expect(jobsFor?.map((j) => j.id)).toEqual([ids.gardenHere, ids.cleaningFurther]);
    const { user } = await signedInUser(t.db, t.config);
    expect(await nearbyJobsForWorker(t.database, user.id)).toBeNull();
  });
});
