import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextPhone } from '../../../../tests/support/factories.js';
import { reviewRequestClient } from '../../../../tests/support/review-requests.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { devOutbox, jobs, reviewRequests, workHistory } from '../../db/schema.js';
import { queueWorkHistoryReviewRequests, sendWorkHistoryReviewRequests } from './service.js';

describe("review requests: the wizard's work-history requests", () => {
  let t: TestApp;
  let c: ReturnType<typeof reviewRequestClient>;
  withTestApp({}, (app) => {
    t = app;
    c = reviewRequestClient(app);
  });

  it('are sent once registration completes, once per employer phone, skipping what cannot be sent', async () => {
    const w = await c.signedInWorker({ fullName: 'Bongani Zulu' });
    const mobile = nextPhone();
    await t.db.insert(workHistory).values([
      {
        workerId: w.worker.id,
        workType: 'Gardening',
        employerName: 'Mrs Botha',
        employerPhone: mobile,
        reviewRequested: true,
        position: 0,
      },
      {
        workerId: w.worker.id,
        workType: 'Cleaning',
        employerName: 'Office',
        employerPhone: '0115550101',
        reviewRequested: true,
        position: 1,
      },
      {
        workerId: w.worker.id,
        workType: 'Painting',
        employerName: 'Mr Naidoo',
        employerPhone: nextPhone(),
        reviewRequested: false,
        position: 2,
      },
    ]);
    await t.db.transaction((tx) => queueWorkHistoryReviewRequests(tx, w.worker.id));
    // Queued twice (a retried registration): still one job.
    await t.db.transaction((tx) => queueWorkHistoryReviewRequests(tx, w.worker.id));
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `review_requests.work_history:${w.worker.id}`)),
    ).toHaveLength(1);
    await t.app.ctx.jobs.drain();

    const requests = await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, w.worker.id));
    expect(requests).toEqual([
      expect.objectContaining({ recipientPhone: mobile, recipientName: 'Mrs Botha' }),
    ]);
    const sms = await t.db.select().from(devOutbox).where(eq(devOutbox.to, mobile));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('Bongani Zulu has asked you to review their work');

    const again = await sendWorkHistoryReviewRequests(t.db, t.config, w.worker.id);
    expect(again.sent).toBe(0);
    expect(
      await t.db
        .select()
        .from(reviewRequests)
        .where(and(eq(reviewRequests.workerId, w.worker.id), eq(reviewRequests.recipientPhone, mobile))),
    ).toHaveLength(1);
  });

  it('skips an entry over the recipient limit without losing the others', async () => {
    const w = await c.signedInWorker();
    const busy = nextPhone();
    for (let i = 0; i < 3; i++) {
      const other = await c.signedInWorker();
      expect((await c.request(other.cookie, { recipientPhone: busy })).statusCode).toBe(201);
    }
    const free = nextPhone();
    await t.db.insert(workHistory).values([
      {
        workerId: w.worker.id,
        workType: 'Gardening',
        employerName: 'Busy',
        employerPhone: busy,
        reviewRequested: true,
        position: 0,
      },
      {
        workerId: w.worker.id,
        workType: 'Cleaning',
        employerName: 'Free',
        employerPhone: free,
        reviewRequested: true,
        position: 1,
      },
    ]);
    const result = await sendWorkHistoryReviewRequests(t.db, t.config, w.worker.id);
    expect(result.sent).toBe(1);
    expect(result.skipped).toEqual([
      expect.objectContaining({
        reason:
          'This number has received the maximum number of review requests for today. Please try again tomorrow.',
      }),
    ]);
    const requests = await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, w.worker.id));
    expect(requests.map((r) => r.recipientPhone)).toEqual([free]);
    // The refused entry's worker-limit hit was rolled back with its savepoint: 4 more requests still fit today.
    for (let i = 0; i < 4; i++) {
      expect((await c.request(w.cookie, { recipientPhone: nextPhone() })).statusCode).toBe(201);
    }
    expect((await c.request(w.cookie, { recipientPhone: nextPhone() })).statusCode).toBe(429);
  });
});
