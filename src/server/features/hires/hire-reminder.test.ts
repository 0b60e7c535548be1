// The day-before reminder of a hire request still waiting for the worker's answer (fixed clock), naming the work
// as the request did (issue 33): a booking's first visit, a job post's job.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { insertJobPost } from '../../../../tests/support/job-posts.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { hires, jobApplications, jobPosts, jobs } from '../../db/schema.js';
import { remindExpiringHire } from './notifications.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const queuedTo = async (phone: string) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'message.send'), sql`${jobs.payload}->>'to' = ${phone}`))
  ).map((j) => j.payload as { purpose: string; body: string });

describe('the day-before reminder', () => {
  it('reminds a worker the day before a request expires, only while it still waits', async () => {
    const worker = await createWorker(t.db);
    const employer = await signedInUser(t.db, t.config, { firstName: 'Karen' });
    const [waiting] = await t.db
      .insert(hires)
      .values({
        employerUserId: employer.user.id,
        workerId: worker.id,
        status: 'requested',
        isFreeHire: true,
        month: '2026-03',
        expiresAt: new Date('2026-03-17T10:00:00Z'),
      })
      .returning();
    const dayBefore = new Date('2026-03-16T10:00:00Z');
    expect(await remindExpiringHire(t.db, waiting!.id, dayBefore)).toBe(true);
    const [queued] = await queuedTo(worker.phoneNumber);
    expect(queued).toMatchObject({ purpose: 'hire_expiring' });
    expect(queued?.body).toMatch(
      /^Work Local: The hire request from Karen, request [0-9A-F]{2}, expires within a day\./,
    );
    await t.db.update(hires).set({ status: 'declined' }).where(eq(hires.id, waiting!.id));
    expect(await remindExpiringHire(t.db, waiting!.id, dayBefore)).toBe(false);
  });

  const waitingHire = async (
    employerUserId: string,
    workerId: string,
    fields: Partial<typeof hires.$inferInsert>,
  ) =>
    (
      await t.db
        .insert(hires)
        .values({
          employerUserId,
          workerId,
          status: 'requested',
          isFreeHire: true,
          month: '2026-03',
          expiresAt: new Date('2026-03-17T10:00:00Z'),
          ...fields,
        })
        .returning()
    )[0]!;

  it('names a booking’s first visit: date, start to end, hours and the visit’s pay, with the same answers', async () => {
    const worker = await createWorker(t.db);
    const employer = await signedInUser(t.db, t.config, { firstName: 'Naledi' });
    const booking = await waitingHire(employer.user.id, worker.id, {
      firstDate: '2026-03-24',
      startTime: '08:00',
      visitMinutes: 180,
      hourlyRateCents: 4000,
      repeat: 'weekly',
    });
    expect(await remindExpiringHire(t.db, booking.id, new Date('2026-03-16T10:00:00Z'))).toBe(true);
    const queued = (await queuedTo(worker.phoneNumber)).filter((m) => m.purpose === 'booking_expiring');
    // Three hours are paid as the four-hour minimum (R160), as the request said.
    expect(queued.map((m) => m.body)).toEqual([
      expect.stringMatching(
        /^Work Local: The hire request from Naledi for 24 March 2026, 08:00 to 11:00 \(3 hours, R160 a visit\), request [0-9A-F]{2}, expires within a day\. Reply 1 to accept or 2 to decline\.$/,
      ),
    ]);
  });

  it('names the job of a hire from a job post', async () => {
    const worker = await createWorker(t.db);
    const employer = await signedInUser(t.db, t.config, { firstName: 'Ayesha' });
    await insertJobPost(
      t,
      employer.user.id,
      { title: 'Clear the back garden', startDate: '2026-03-20' },
      new Date('2026-03-10T10:00:00Z'),
    );
    const [post] = await t.db.select().from(jobPosts).where(eq(jobPosts.employerUserId, employer.user.id));
    const hire = await waitingHire(employer.user.id, worker.id, {});
    await t.db.insert(jobApplications).values({ jobPostId: post!.id, workerId: worker.id, hireId: hire.id });
    expect(await remindExpiringHire(t.db, hire.id, new Date('2026-03-16T10:00:00Z'))).toBe(true);
    const queued = (await queuedTo(worker.phoneNumber)).filter((m) => m.purpose === 'job_hire_expiring');
    expect(queued.map((m) => m.body)).toEqual([
      expect.stringMatching(
        /^Work Local: The hire request from Ayesha for the job "Clear the back garden" from 20 March 2026, request [0-9A-F]{2}, expires within a day\. Reply 1 to accept or 2 to decline\.$/,
      ),
    ]);
  });
});
