// The employer profile a worker sees and blocks between two people (issue 20, decisions 0232-0233), over HTTP on a
// real database: only a worker with a hire request from, or an application to, the employer sees the profile; a
// block, either way, stops hiring, applying, the worker profile, the job page, search results and the employer
// profile, and lifting it restores them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient, signedInWorker } from '../../../../tests/support/admin.js';
import { HERE, jobsClient } from '../../../../tests/support/job-posts.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { acceptedHire, hireBetween, verifiedEmployerNamed } from '../../../../tests/support/trust.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const api = jsonClient(() => t);
const del = (url: string, cookie: string) => api.call('DELETE', url, cookie);

describe('GET /api/employers/:userId', () => {
  it('shows a worker with a hire request the employer’s name, general area, verified phone, hires and rating', async () => {
    const employer = await verifiedEmployerNamed(t, 'Nomsa');
    const jobs = jobsClient(t);
    await jobs.postJob(employer.cookie, {
      suburb: 'Orlando West',
      city: 'Soweto',
      address: '8 Vilakazi Street',
    });
    const worker = await signedInWorker(t);
    await hireBetween(t, employer.user.id, worker.worker.id, 'requested');
    await hireBetween(t, employer.user.id, (await signedInWorker(t)).worker.id, 'completed');

    const res = await api.get(`/api/employers/${employer.user.id}`, worker.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userId: employer.user.id,
      displayName: 'Nomsa',
      area: 'Orlando West, Soweto',
      phoneVerified: true,
      hiresMade: 1,
      rating: { averageRating: '0.00', totalReviews: 0 },
      reviews: [],
    });
    expect(res.body).not.toContain('Vilakazi');
    expect(res.body).not.toContain(employer.user.phoneNumber);
    // Her list of hires carries the same facts, so the request page can show them.
    const incoming = await api.ok<{ hires: { employer: Record<string, unknown> }[] }>(
      api.get('/api/hires/incoming', worker.cookie),
    );
    expect(incoming.hires[0]?.employer).toMatchObject({
      userId: employer.user.id,
      area: 'Orlando West, Soweto',
      phoneVerified: true,
      hiresMade: 1,
    });
  });

  it('shows a worker who applied to one of the employer’s jobs, and no one else', async () => {
    const employer = await verifiedEmployerNamed(t, 'Johan');
    const jobs = jobsClient(t);
    const jobId = await jobs.postJob(employer.cookie);
    const applicant = await signedInWorker(t, { latitude: HERE.lat, longitude: HERE.lng });
    const stranger = await signedInWorker(t);

    expect((await api.get(`/api/employers/${employer.user.id}`, applicant.cookie)).statusCode).toBe(404);
    expect((await jobs.apply(applicant.cookie, jobId)).statusCode).toBe(201);
    expect((await api.get(`/api/employers/${employer.user.id}`, applicant.cookie)).statusCode).toBe(200);
    expect((await api.get(`/api/employers/${employer.user.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await api.get('/api/employers/not-a-user', stranger.cookie)).statusCode).toBe(404);
    expect((await api.get(`/api/employers/${employer.user.id}`)).statusCode).toBe(401);
  });

  it('shows the employer their own profile, as workers see it (issue 32)', async () => {
    const employer = await verifiedEmployerNamed(t, 'Marike');
    const own = await api.get(`/api/employers/${employer.user.id}`, employer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      userId: employer.user.id,
      displayName: 'Marike',
      phoneVerified: true,
    });
  });
});

describe('blocks', () => {
  it('a worker’s block stops the employer’s hire, profile view and search, and her application and job view', async () => {
    const { employer, worker } = await acceptedHire(t, 'Blocked');
    const jobs = jobsClient(t);
    const jobId = await jobs.postJob(employer.cookie);
    const searchUrl = `/api/workers/search?lat=${HERE.lat}&lng=${HERE.lng}&radius=10&limit=50`;
    const found = async () =>
      (await api.ok<{ workers: { id: string }[] }>(api.get(searchUrl, employer.cookie))).workers.some(
        (w) => w.id === worker.worker.id,
      );
    expect(await found()).toBe(true);

    expect((await api.post('/api/blocks', worker.cookie, { userId: employer.user.id })).statusCode).toBe(201);

    const hire = await api.post('/api/hires', employer.cookie, { workerId: worker.worker.id });
    expect(hire.statusCode).toBe(404);
    expect((await api.get(`/api/workers/${worker.worker.id}`, employer.cookie)).statusCode).toBe(404);
    expect(await found()).toBe(false);
    expect((await jobs.get(worker.cookie, jobId)).statusCode).toBe(404);
    expect((await jobs.apply(worker.cookie, jobId)).statusCode).toBe(404);
    expect((await api.get(`/api/employers/${employer.user.id}`, worker.cookie)).statusCode).toBe(404);
    const nearby = await api.ok<{ jobs: { id: string }[] }>(
      jobs.nearby(worker.cookie, { lat: HERE.lat, lng: HERE.lng, radius: 10 }),
    );
    expect(nearby.jobs.map((j) => j.id)).not.toContain(jobId);
    const list = await api.ok<{ blocks: { userId: string; name: string }[] }>(
      api.get('/api/blocks', worker.cookie),
    );
    expect(list.blocks).toEqual([expect.objectContaining({ userId: employer.user.id, name: 'Blocked' })]);

    // The employer cannot lift her block; she can.
    await api.ok(del(`/api/blocks/${worker.user.id}`, employer.cookie));
    expect((await api.get(`/api/workers/${worker.worker.id}`, employer.cookie)).statusCode).toBe(404);
    await api.ok(del(`/api/blocks/${employer.user.id}`, worker.cookie));
    expect((await api.get(`/api/workers/${worker.worker.id}`, employer.cookie)).statusCode).toBe(200);
    expect((await jobs.get(worker.cookie, jobId)).statusCode).toBe(200);
    expect(await found()).toBe(true);
  });

  it('an employer’s block (by the worker profile) stops the same both ways', async () => {
    const employer = await verifiedEmployerNamed(t, 'Other');
    const worker = await signedInWorker(t, { latitude: HERE.lat, longitude: HERE.lng });
    const jobs = jobsClient(t);
    const jobId = await jobs.postJob(employer.cookie);

    expect((await api.post('/api/blocks', employer.cookie, { workerId: worker.worker.id })).statusCode).toBe(
      201,
    );
    expect((await api.post('/api/hires', employer.cookie, { workerId: worker.worker.id })).statusCode).toBe(
      404,
    );
    expect((await api.get(`/api/workers/${worker.worker.id}`, employer.cookie)).statusCode).toBe(404);
    expect((await jobs.apply(worker.cookie, jobId)).statusCode).toBe(404);
    expect((await jobs.get(worker.cookie, jobId)).statusCode).toBe(404);

    const self = await api.post('/api/blocks', employer.cookie, { userId: employer.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot block yourself');
  });
});
