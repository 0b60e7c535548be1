// Job posts and the console (issues 18 and 20): a suspended employer's jobs leave every worker's view and come back
// when the suspension is lifted; a reported job is hidden by resolving its report.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin } from '../../../../tests/support/admin.js';
import { HERE, jobsClient, verifiedEmployer, workerWithLogin } from '../../../../tests/support/job-posts.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { ADMIN_MESSAGES, type AdminReport } from '../../../shared/schemas/admin.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
withTestApp({}, (built) => {
  t = built;
});
const api = jsonClient(() => t);

async function nearbyIds(jobs: ReturnType<typeof jobsClient>, cookie: string): Promise<string[]> {
  const res = await jobs.nearby(cookie, { lat: HERE.lat, lng: HERE.lng });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().jobs as { id: string }[]).map((j) => j.id);
}

describe('job posts of suspended employers and reported jobs', () => {
  it('hides a suspended employer’s jobs from workers and shows them again when lifted', async () => {
    const jobs = jobsClient(t);
    const admin = await signedInAdmin(t);
    const employer = await verifiedEmployer(t);
    const worker = await workerWithLogin(t);
    const jobId = await jobs.postJob(employer.cookie);
    expect(await nearbyIds(jobs, worker.cookie)).toContain(jobId);

    await api.ok(
      api.post(`/api/admin/users/${employer.user.id}/suspend`, admin.cookie, { reason: 'Fake jobs' }),
    );
    expect(await nearbyIds(jobs, worker.cookie)).not.toContain(jobId);
    expect((await jobs.get(worker.cookie, jobId)).statusCode).toBe(404);
    expect((await jobs.apply(worker.cookie, jobId)).statusCode).toBe(404);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, employer.user.id));
    expect(entry?.details).toMatchObject({ reason: 'Fake jobs', jobsHidden: 1 });

    await api.ok(api.post(`/api/admin/users/${employer.user.id}/unsuspend`, admin.cookie));
    expect(await nearbyIds(jobs, worker.cookie)).toContain(jobId);
  });

  it('takes a report of a job, with its employer behind it, and hides that job alone on resolving', async () => {
    const jobs = jobsClient(t);
    const admin = await signedInAdmin(t);
    const employer = await verifiedEmployer(t, { firstName: 'Posting Paul' });
    const worker = await workerWithLogin(t);
    const reported = await jobs.postJob(employer.cookie, { title: 'Garden help, cash only' });
    const other = await jobs.postJob(employer.cookie, { title: 'Painting a fence' });
    const created = await api.ok<{ id: string }>(
      api.post('/api/reports', worker.cookie, { subjectType: 'job', subjectId: reported, reason: 'scam' }),
      201,
    );
    const queue = await api.ok<AdminReport[]>(api.get('/api/admin/reports', admin.cookie));
    expect(queue.find((r) => r.id === created.id)).toMatchObject({
      subjectSummary: 'Garden help, cash only',
      subjectUser: { id: employer.user.id, name: 'Posting Paul' },
    });
    const wrong = await api.post(`/api/admin/reports/${created.id}/resolve`, admin.cookie, {
      action: 'hide_review',
      note: 'x',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, ADMIN_MESSAGES.notAReview]);
    await api.ok(
      api.post(`/api/admin/reports/${created.id}/resolve`, admin.cookie, {
        action: 'hide_job',
        note: 'Scam',
      }),
    );
    const ids = await nearbyIds(jobs, worker.cookie);
    expect(ids).not.toContain(reported);
    expect(ids).toContain(other);
    // Its employer still sees it, among their own jobs.
    expect((await jobs.get(employer.cookie, reported)).statusCode).toBe(200);
  });
});
