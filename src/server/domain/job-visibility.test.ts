// The job-post visibility rule's three forms (TypeScript, Drizzle, plain SQL) give the same answer for jobs in every
// state: open, hidden, past expiry, filled, closed, and for a viewer blocked by the poster.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/support/factories.js';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-app.js';
import { DAY_MS } from '../../shared/constants.js';
import { blocks, jobPosts } from '../db/schema.js';
import {
  effectiveJobStatus,
  isJobShownTo,
  jobOpenAndShownRawSql,
  jobOpenAndShownSql,
  jobOpenSql,
} from './job-visibility.js';

type JobRow = typeof jobPosts.$inferSelect;

describe('job-post visibility (domain/job-visibility.ts)', () => {
  let t: TestDatabase;
  let employerId: string;
  let viewerId: string;
  let blockedViewerId: string;
  const jobs: Record<string, JobRow> = {};
  const now = new Date();

  beforeAll(async () => {
    t = await createTestDatabase();
    const { db } = t.database;
    employerId = (await createUser(db)).id;
    viewerId = (await createUser(db)).id;
    blockedViewerId = (await createUser(db)).id;
    await db.insert(blocks).values({ blockerUserId: employerId, blockedUserId: blockedViewerId });
    const future = new Date(now.getTime() + 10 * DAY_MS);
    const past = new Date(now.getTime() - DAY_MS);
    const states: Record<string, Partial<typeof jobPosts.$inferInsert>> = {
      open: {},
      hidden: { hiddenAt: past },
      pastExpiry: { expiresAt: past },
      filled: { status: 'filled' },
      filledPastExpiry: { status: 'filled', expiresAt: past },
      closed: { status: 'closed' },
      expired: { status: 'expired', expiresAt: past },
    };
    for (const [name, fields] of Object.entries(states)) {
      const [row] = await db
        .insert(jobPosts)
        .values({
          employerUserId: employerId,
          title: name,
          description: 'A job',
          skills: ['Cleaning'],
          address: '1 Main Road',
          latitude: -26.2,
          longitude: 28.04,
          suburb: 'Braamfontein',
          city: 'Johannesburg',
          approxLatitude: -26.205,
          approxLongitude: 28.045,
          startDate: '2030-01-01',
          schedule: 'once',
          hoursPerDayHundredths: 800,
          payType: 'daily',
          payRateCents: 30_000,
          requiresPoliceClearance: false,
          radiusKm: 10,
          expiresAt: future,
          ...fields,
        })
        .returning();
      jobs[name] = row!;
    }
  });
  afterAll(() => t.close());

  const namesOf = (ids: string[]) =>
    Object.entries(jobs)
      .filter(([, j]) => ids.includes(j.id))
      .map(([name]) => name)
      .sort();

  it('gives the status in force: an open or filled job past its expiry is expired', () => {
    const statuses = Object.fromEntries(
      Object.entries(jobs).map(([n, j]) => [n, effectiveJobStatus(j, now)]),
    );
    expect(statuses).toEqual({
      open: 'open',
      hidden: 'open',
      pastExpiry: 'expired',
      filled: 'filled',
      filledPastExpiry: 'expired',
      closed: 'closed',
      expired: 'expired',
    });
  });

  it('agrees in all three forms on which jobs are open and shown, and to whom', async () => {
    const { db } = t.database;
    const tsForm = async (viewer: string) => {
      const shown: string[] = [];
      for (const j of Object.values(jobs)) {
        if (effectiveJobStatus(j, now) === 'open' && (await isJobShownTo(db, j, viewer))) shown.push(j.id);
      }
      return namesOf(shown);
    };
    const rawForm = async (viewer?: string) =>
      namesOf(
        (
          await t.database.query<{ id: string }>(
            `SELECT j.id FROM job_posts j WHERE j.employer_user_id = $1 AND ${jobOpenAndShownRawSql('j', viewer ? `'${viewer}'::uuid` : undefined)}`,
            [employerId],
          )
        ).map((r) => r.id),
      );
    const drizzleForm = namesOf(
      (
        await db
          .select({ id: jobPosts.id })
          .from(jobPosts)
          .where(and(eq(jobPosts.employerUserId, employerId), jobOpenAndShownSql(now)))
      ).map((r) => r.id),
    );

    expect(await tsForm(viewerId)).toEqual(['open']);
    expect(await rawForm(viewerId)).toEqual(['open']);
    expect(await rawForm()).toEqual(['open']);
    expect(drizzleForm).toEqual(['open']);
    // Blocked either way: nothing of the poster's is shown to her.
    expect(await tsForm(blockedViewerId)).toEqual([]);
    expect(await rawForm(blockedViewerId)).toEqual([]);
  });

  it('shows a closed or expired job on its page, but not a hidden one or one across a block', async () => {
    const { db } = t.database;
    expect(await isJobShownTo(db, jobs.closed!, viewerId)).toBe(true);
    expect(await isJobShownTo(db, jobs.expired!, viewerId)).toBe(true);
    expect(await isJobShownTo(db, jobs.hidden!, viewerId)).toBe(false);
    expect(await isJobShownTo(db, jobs.open!, blockedViewerId)).toBe(false);
  });

  it('counts hidden jobs among the open ones (the open-job limit)', async () => {
    const rows = await t.database.db
      .select({ id: jobPosts.id })
      .from(jobPosts)
      .where(and(eq(jobPosts.employerUserId, employerId), jobOpenSql(now)));
    expect(namesOf(rows.map((r) => r.id))).toEqual(['hidden', 'open']);
  });
});
