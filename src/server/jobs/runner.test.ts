// Typed background jobs on a real database (decision 0270): a payload is checked when queued (a bad one is a typed
// error and nothing is stored) and when run (a stored bad one fails that job alone, with a clear last_error, while
// the job beside it runs); a declared schedule is queued and run by the runner on its fixed clock.
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { TestApp } from '../../../tests/support/test-app.js';
import { withTestApp } from '../../../tests/support/with-test-app.js';
import { jobs } from '../db/schema.js';
import { safetyPromptKind } from '../features/safety/service.js';
import { defineJob, defineSchedule, enqueueJob, JobPayloadError, jobKind } from './define.js';
import { JobRunner } from './runner.js';
import { slotsAround } from './schedule.js';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

/** A runner of its own over the test app's database and providers, with these jobs and this clock. */
function runnerWith(
  definitions: Parameters<typeof defineJob>[0][],
  options: { schedules?: Parameters<typeof defineSchedule>[0][]; clock?: { now: Date } } = {},
) {
  const { clock } = options;
  return new JobRunner({
    jobs: definitions,
    schedules: options.schedules ?? [],
    context: { ...t.app.ctx, log: t.app.log },
    pollMs: 60_000,
    ...(clock ? { now: () => clock.now } : {}),
  });
}

const rowsOf = (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

describe('a payload checked when queued', () => {
  it('throws a JobPayloadError naming the kind and the field, and queues nothing', async () => {
    const counted = jobKind('test.counted', z.object({ n: z.number().int() }));
    const error = await enqueueJob(t.db, counted, { n: 'seven' as unknown as number }).catch((e) => e);
    expect(error).toBeInstanceOf(JobPayloadError);
    expect(error.kind).toBe('test.counted');
    expect(error.message).toContain("invalid payload for job 'test.counted'");
    expect(error.message).toContain('n');
    expect(await rowsOf('test.counted')).toEqual([]);

    // A feature's own kind: a check-in id is a uuid, never a number.
    await expect(
      enqueueJob(t.db, safetyPromptKind, { checkInId: 42 as unknown as string }),
    ).rejects.toBeInstanceOf(JobPayloadError);
    await enqueueJob(t.db, counted, { n: 7 });
    expect((await rowsOf('test.counted')).map((r) => r.payload)).toEqual([{ n: 7 }]);
  });
});

describe('a payload checked when run', () => {
  it('fails a stored bad payload at once with a clear last_error, and runs the good job beside it', async () => {
    const seen: number[] = [];
    const echo = defineJob({
      ...jobKind('test.echo', z.object({ n: z.number().int() })),
      async run({ n }) {
        seen.push(n);
      },
    });
    // Written past enqueueJob's check, as an old release or a hand-made row would leave it.
    const [bad] = await t.db
      .insert(jobs)
      .values({ kind: 'test.echo', payload: { n: 'not a number' }, maxAttempts: 5 })
      .returning();
    await enqueueJob(t.db, echo, { n: 1 });

    const ran = await runnerWith([echo]).runDue();
    expect(ran).toBe(2);
    expect(seen).toEqual([1]);
    const rows = await rowsOf('test.echo');
    const failed = rows.find((r) => r.id === bad!.id)!;
    // No retry: a stored payload does not mend itself.
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toContain("invalid payload for job 'test.echo'");
    expect(failed.lastError).toMatch(/expected number.*→ at n/);
    expect(rows.find((r) => r.id !== bad!.id)).toMatchObject({ status: 'done', lastError: null });
  });
});

describe('a declared schedule', () => {
  it('is queued for its next slot and run by the runner when its fixed clock reaches it, then the next one', async () => {
    const runs: { day: string; at: string }[] = [];
    const sweep = defineJob({
      ...jobKind('test.sweep', z.object({ day: z.iso.date() })),
      async run({ day }, { now }) {
        runs.push({ day, at: now().toISOString() });
      },
    });
    const day = (slot: Date) => slot.toISOString().slice(0, 10);
    const schedule = defineSchedule({
      job: sweep,
      rule: { every: 'day', at: '08:00' },
      payload: (slot) => ({ day: day(slot) }),
      dedupeKey: (slot) => `test.sweep:${day(slot)}`,
    });
    // 07:59 in Johannesburg: the 08:00 slot is queued, not due.
    const clock = { now: new Date('2026-03-10T05:59:00Z') };
    const runner = runnerWith([sweep], { schedules: [schedule], clock });
    expect(await runner.runDue()).toBe(0);
    expect((await rowsOf('test.sweep')).map((r) => [r.dedupeKey, r.runAt.toISOString(), r.status])).toEqual([
      ['test.sweep:2026-03-10', '2026-03-10T06:00:00.000Z', 'pending'],
    ]);

    clock.now = new Date('2026-03-10T06:00:00Z');
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual([{ day: '2026-03-10', at: '2026-03-10T06:00:00.000Z' }]);
    // Nothing runs twice on the same clock; the next day's slot waits.
    expect(await runner.runDue()).toBe(0);
    expect((await rowsOf('test.sweep')).map((r) => [r.dedupeKey, r.status])).toEqual([
      ['test.sweep:2026-03-10', 'done'],
      ['test.sweep:2026-03-11', 'pending'],
    ]);

    // A second process on the same clock queues no second copy of any slot.
    await runnerWith([sweep], { schedules: [schedule], clock }).queueSchedules();
    expect(await t.db.select().from(jobs).where(like(jobs.dedupeKey, 'test.sweep:%'))).toHaveLength(2);
  });

  it('catches up on a missed slot at start-up when declared so, once', async () => {
    const runs: string[] = [];
    const missed = defineJob({
      ...jobKind('test.catch-up', z.object({ day: z.iso.date() })),
      async run({ day }) {
        runs.push(day);
      },
    });
    const day = (slot: Date) => slot.toISOString().slice(0, 10);
    const schedule = defineSchedule({
      job: missed,
      rule: { every: 'day', at: '02:00' },
      payload: (slot) => ({ day: day(slot) }),
      dedupeKey: (slot) => `test.catch-up:${day(slot)}`,
      catchUp: true,
    });
    const clock = { now: new Date('2026-03-10T09:30:00Z') };
    await runnerWith([missed], { schedules: [schedule], clock }).drain();
    await runnerWith([missed], { schedules: [schedule], clock }).drain();
    expect(runs).toEqual(['2026-03-10']);
  });

  it('computes slots in South African time, daily and monthly', () => {
    const daily = { every: 'day', at: '08:00' } as const;
    // 23:30 UTC is already tomorrow in Johannesburg.
    expect(slotsAround(daily, new Date('2026-03-10T23:30:00Z'))).toEqual({
      previous: new Date('2026-03-10T06:00:00Z'),
      next: new Date('2026-03-11T06:00:00Z'),
    });
    const monthly = { every: 'month', day: 1, at: '08:00' } as const;
    expect(slotsAround(monthly, new Date('2026-12-01T06:00:00Z'))).toEqual({
      previous: new Date('2026-12-01T06:00:00Z'),
      next: new Date('2027-01-01T06:00:00Z'),
    });
    expect(slotsAround(monthly, new Date('2026-01-15T12:00:00Z'))).toEqual({
      previous: new Date('2026-01-01T06:00:00Z'),
      next: new Date('2026-02-01T06:00:00Z'),
    });
  });

  it('computes weekly slots in South African time (Wednesdays at 09:00)', () => {
    const weekly = { every: 'week', weekday: 3, at: '09:00' } as const;
    // Wednesday 2026-02-04 08:59 SAST: the slot is a minute away, last week's was the previous one.
    expect(slotsAround(weekly, new Date('2026-02-04T06:59:00Z'))).toEqual({
      previous: new Date('2026-01-28T07:00:00Z'),
      next: new Date('2026-02-04T07:00:00Z'),
    });
    expect(slotsAround(weekly, new Date('2026-02-04T07:00:00Z'))).toEqual({
      previous: new Date('2026-02-04T07:00:00Z'),
      next: new Date('2026-02-11T07:00:00Z'),
    });
    // Tuesday 23:30 UTC is already Wednesday 01:30 in Johannesburg; Sunday counts back to Wednesday.
    expect(slotsAround(weekly, new Date('2026-02-03T23:30:00Z')).next).toEqual(
      new Date('2026-02-04T07:00:00Z'),
    );
    expect(slotsAround(weekly, new Date('2026-02-08T10:00:00Z')).previous).toEqual(
      new Date('2026-02-04T07:00:00Z'),
    );
  });
});
