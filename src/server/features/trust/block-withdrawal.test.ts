// Issue 31, item 5: a block withdraws everything pending between the two, either way, at once (hire requests,
// job applications), and nothing between them can be accepted afterwards: not on the dashboard, not by a WhatsApp
// or SMS reply, not even a request left pending from before this rule.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FakeTwilio } from '../../../../tests/support/fake-twilio.js';
import { jobsClient } from '../../../../tests/support/job-posts.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { hireStatus, pendingHireRequest } from '../../../../tests/support/trust.js';
import { withTwilioTestApp } from '../../../../tests/support/with-test-app.js';
import { blocks, employerMonthlyUsage, hires, jobApplications } from '../../db/schema.js';

let fake: FakeTwilio;
let t: TestApp;
withTwilioTestApp((app, twilio) => {
  t = app;
  fake = twilio;
});

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const pendingRequest = (employerName?: string) => pendingHireRequest(t, { employerName });
const statusOf = (hireId: string) => hireStatus(t, hireId);

describe('a block withdraws what is pending between the two', () => {
  it('the worker blocks the employer: the request is withdrawn, cannot be accepted, and hands over nothing', async () => {
    const { employer, worker, hireId } = await pendingRequest();
    const blocked = await call('POST', '/api/blocks', worker.cookie, { userId: employer.user.id });
    expect(blocked.statusCode).toBe(201);
    expect(await statusOf(hireId)).toBe('cancelled');

    const incoming = (await call('GET', '/api/hires/incoming', worker.cookie)).json().hires;
    expect(incoming.filter((h: { status: string }) => h.status === 'requested')).toEqual([]);
    const accept = await call('POST', `/api/hires/${hireId}/accept`, worker.cookie);
    expect(accept.statusCode).toBe(409);
    await fake.sendInbound({ from: worker.worker.phoneNumber, body: '1', channel: 'whatsapp' });
    expect(await statusOf(hireId)).toBe('cancelled');

    const seen = (await call('GET', '/api/hires', employer.cookie)).body;
    expect(seen).not.toContain(worker.worker.address);
    expect(seen).not.toContain(worker.worker.phoneNumber);
    const [usage] = await t.db
      .select({ used: employerMonthlyUsage.freeHiresUsed })
      .from(employerMonthlyUsage)
      .where(eq(employerMonthlyUsage.userId, employer.user.id));
    expect(usage?.used ?? 0).toBe(0);
  });

  it('the employer blocks the worker: her application and his request both go, both ways', async () => {
    const { employer, worker, hireId } = await pendingRequest('Pieter');
    const api = jobsClient(t);
    const jobId = await api.postJob(employer.cookie);
    expect((await api.apply(worker.cookie, jobId)).statusCode).toBe(201);

    expect((await call('POST', '/api/blocks', employer.cookie, { userId: worker.user.id })).statusCode).toBe(
      201,
    );
    expect(await statusOf(hireId)).toBe('cancelled');
    const left = await t.db.select().from(jobApplications).where(eq(jobApplications.jobPostId, jobId));
    expect(left).toEqual([]);
    const applicants = await api.applications(employer.cookie, jobId);
    expect(applicants.statusCode).toBe(200);
    expect(JSON.stringify(applicants.json())).not.toContain(worker.worker.id);
  });

  it('refuses to accept a request still pending from before a block, on the dashboard and by reply', async () => {
    const { employer, worker, hireId } = await pendingRequest('Anna');
    // A block written straight to the table, as one made before withdrawal existed: only the guard stands.
    await t.db.insert(blocks).values({ blockerUserId: worker.user.id, blockedUserId: employer.user.id });
    expect(await statusOf(hireId)).toBe('requested');
    await fake.sendInbound({ from: worker.worker.phoneNumber, body: '1', channel: 'sms' });
    expect(await statusOf(hireId)).toBe('requested');
    const accept = await call('POST', `/api/hires/${hireId}/accept`, worker.cookie);
    expect(accept.statusCode).toBe(409);
    expect(await statusOf(hireId)).toBe('requested');
    // Declining stays possible: it hands over nothing.
    expect((await call('POST', `/api/hires/${hireId}/decline`, worker.cookie)).statusCode).toBe(200);
  });

  it('leaves other people’s requests alone', async () => {
    const first = await pendingRequest('Lerato');
    const other = await pendingRequest('Johan');
    await call('POST', '/api/blocks', first.worker.cookie, { userId: first.employer.user.id });
    const [row] = await t.db
      .select({ status: hires.status })
      .from(hires)
      .where(and(eq(hires.id, other.hireId), eq(hires.employerUserId, other.employer.user.id)));
    expect(row?.status).toBe('requested');
  });
});
