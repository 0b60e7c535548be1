// The day-before reminder of a hire request still waiting for the worker's answer (fixed clock).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { hires, jobs } from '../../db/schema.js';
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
});
