// POST /api/reports (issue 20): a report reaches the admins' queue with its reporter, and the reporter stays
// hidden from the person reported; the refusals (signed out, unknown subject, oneself, twice, too many).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin, signedInWorker } from '../../../../tests/support/admin.js';
import { createUser, signedInUser } from '../../../../tests/support/factories.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import type { AdminReport } from '../../../shared/schemas/admin.js';
import { REPORT_MESSAGES, REPORTS_PER_USER_PER_DAY } from '../../../shared/schemas/reports.js';
import { auditLog, reviews } from '../../db/schema.js';

let t: TestApp;
withTestApp({}, (built) => {
  t = built;
});
const api = jsonClient(() => t);

async function employerReporter() {
  return signedInUser(t.db, t.config, { firstName: 'Reporting Rita', companyName: 'Rita Homes' });
}

describe('POST /api/reports', () => {
  it('puts the report in the open queue, naming the reporter to the admins only', async () => {
    const reporter = await employerReporter();
    const reported = await signedInWorker(t);
    const created = await api.ok<{ id: string }>(
      api.post('/api/reports', reporter.cookie, {
        subjectType: 'worker',
        subjectId: reported.worker.id,
        reason: 'unsafe',
        details: 'Threatened me at the gate',
      }),
      201,
    );
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id']);

    const admin = await signedInAdmin(t);
    const queue = await api.ok<AdminReport[]>(api.get('/api/admin/reports?status=open', admin.cookie));
    const mine = queue.find((r) => r.id === created.id);
    expect(mine).toMatchObject({
      subjectType: 'worker',
      subjectId: reported.worker.id,
      subjectSummary: 'Thandi Nkosi',
      subjectUser: { id: reported.user.id, suspended: false },
      reason: 'unsafe',
      details: 'Threatened me at the gate',
      reporter: { id: reporter.user.id, name: 'Reporting Rita', phoneNumber: reporter.user.phoneNumber },
      status: 'open',
      openOnSubject: 1,
    });

    // The queue names people with their phone numbers: each look is audited.
    const looks = await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin.reports.viewed'));
    expect(looks.map((l) => l.actorUserId)).toContain(admin.user.id);

    // Everything the reported worker can read about herself carries nothing of the reporter.
    const own = await Promise.all(
      [
        `/api/workers/${reported.worker.id}`,
        '/api/auth/user',
        '/api/workers/me',
        '/api/hires/incoming',
        '/api/me/export',
        '/api/admin/reports',
      ].map((url) => api.get(url, reported.cookie)),
    );
    for (const res of own) {
      for (const trace of [
        reporter.user.id,
        reporter.user.phoneNumber,
        'Reporting Rita',
        'Rita Homes',
        created.id,
      ]) {
        expect(res.body).not.toContain(trace);
      }
    }
    expect(own.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 403]);
  });

  it('takes a report of a review, with its author as the person behind it', async () => {
    const worker = await signedInWorker(t);
    const author = await createUser(t.db, { firstName: 'Author' });
    const [review] = await t.db
      .insert(reviews)
      .values({
        workerId: worker.worker.id,
        reviewerUserId: author.id,
        rating: 1,
        review: 'Lazy',
        source: 'hire',
      })
      .returning();
    const res = await api.post('/api/reports', worker.cookie, {
      subjectType: 'review',
      subjectId: review!.id,
      reason: 'offensive',
    });
    expect(res.statusCode, res.body).toBe(201);
    const admin = await signedInAdmin(t);
    const queue = await api.ok<AdminReport[]>(api.get('/api/admin/reports', admin.cookie));
    expect(queue.find((r) => r.subjectId === review!.id)).toMatchObject({
      subjectUser: { id: author.id },
      subjectSummary: 'Thandi Nkosi, 1/5: Lazy',
      details: null,
    });
  });

  it('refuses signed-out callers, unknown subjects, oneself and a second open report of the same thing', async () => {
    const reporter = await employerReporter();
    const worker = await signedInWorker(t);
    const body = { subjectType: 'worker', subjectId: worker.worker.id, reason: 'scam' };
    expect((await api.post('/api/reports', undefined, body)).statusCode).toBe(401);
    const unknown = await api.post('/api/reports', reporter.cookie, {
      ...body,
      subjectId: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, REPORT_MESSAGES.notFound]);
    const notAnId = await api.post('/api/reports', reporter.cookie, { ...body, subjectId: 'abc' });
    expect(notAnId.statusCode).toBe(404);
    const self = await api.post('/api/reports', worker.cookie, body);
    expect([self.statusCode, self.json().message]).toEqual([400, REPORT_MESSAGES.self]);
    const badReason = await api.post('/api/reports', reporter.cookie, { ...body, reason: 'bored' });
    expect([badReason.statusCode, badReason.json().field]).toEqual([400, 'reason']);
    expect((await api.post('/api/reports', reporter.cookie, body)).statusCode).toBe(201);
    const twice = await api.post('/api/reports', reporter.cookie, body);
    expect([twice.statusCode, twice.json().message]).toEqual([409, REPORT_MESSAGES.alreadyReported]);
  });

  it(`allows ${REPORTS_PER_USER_PER_DAY} reports a day per person, then 429`, async () => {
    const reporter = await employerReporter();
    const subjects = await Promise.all(
      Array.from({ length: REPORTS_PER_USER_PER_DAY + 1 }, () => createUser(t.db)),
    );
    const statuses: number[] = [];
    for (const subject of subjects) {
      const res = await api.post('/api/reports', reporter.cookie, {
        subjectType: 'user',
        subjectId: subject.id,
        reason: 'other',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(REPORTS_PER_USER_PER_DAY);
    expect(statuses.at(-1)).toBe(429);
    // A day later the allowance is back.
    await t.db.execute(
      sql`UPDATE rate_limit_hits SET created_at = created_at - interval '25 hours' WHERE key LIKE 'reports:%'`,
    );
    const later = await api.post('/api/reports', reporter.cookie, {
      subjectType: 'user',
      subjectId: subjects.at(-1)!.id,
      reason: 'other',
    });
    expect(later.statusCode).toBe(201);
  });
});
