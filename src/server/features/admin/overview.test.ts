// The dashboard's figures on a fixed clock (weeks from Monday 00:00 South African time; what counts in which week)
// and the audit log's search and pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin } from '../../../../tests/support/admin.js';
import { createUser, createWorker } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { ADMIN_LIST_LIMIT } from '../../../shared/schemas/admin.js';
import type { AuditPage } from '../../../shared/schemas/admin-overview.js';
import { DASHBOARD_WEEKS } from '../../../shared/schemas/admin-overview.js';
import { auditLog, hires, payments, verificationDocuments } from '../../db/schema.js';
import { getDashboard } from './overview-service.js';
import { weekStarts } from './weeks.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const api = jsonClient(() => t);

describe('weeks', () => {
  it('start on Monday at midnight in South Africa, the current week last', () => {
    // Sunday 23:30 in Johannesburg is still the week that began on Monday the 10th.
    const sundayNight = new Date('2025-03-16T21:30:00Z');
    expect(weekStarts(sundayNight, 2).map((d) => d.toISOString())).toEqual([
      '2025-03-02T22:00:00.000Z',
      '2025-03-09T22:00:00.000Z',
    ]);
    // Half an hour later it is Monday there: a new week, though it is still Sunday in UTC.
    expect(weekStarts(new Date('2025-03-16T22:30:00Z'), 1)[0]!.toISOString()).toBe(
      '2025-03-16T22:00:00.000Z',
    );
  });
});

describe('the dashboard', () => {
  // Wednesday noon in Johannesburg; this week began Monday 2025-03-10, the one before on 2025-03-03.
  const now = new Date('2025-03-12T10:00:00Z');
  const lastWeek = new Date('2025-03-05T10:00:00Z');
  const thisWeek = new Date('2025-03-11T10:00:00Z');
  const futureEnough = new Date('2030-01-01T00:00:00Z');

  it('counts sign-ups, live listings, hires and revenue per week, and the verification queue by age', async () => {
    const before = await getDashboard(t.db, now);
    expect(before.weeks).toHaveLength(DASHBOARD_WEEKS);
    expect(before.weeks.at(-1)!.weekStart).toBe('2025-03-10');
    expect(before.weeks.at(-2)!.weekStart).toBe('2025-03-03');

    const early = await createUser(t.db, { createdAt: lastWeek });
    const late = await createUser(t.db, { createdAt: thisWeek });
    // Paid last week and listed for good; a trial that began this week; one paid this week but paused.
    const paid = await createWorker(t.db, {
      userId: early.id,
      registrationPaidAt: lastWeek,
      createdAt: lastWeek,
    });
    await createWorker(t.db, {
      userId: late.id,
      registrationPaidAt: null,
      trialEndsAt: futureEnough,
      listedUntil: futureEnough,
      createdAt: thisWeek,
    });
    await createWorker(t.db, { registrationPaidAt: thisWeek, listingActive: false });
    await t.db.insert(hires).values([
      {
        workerId: paid.id,
        employerUserId: late.id,
        isFreeHire: true,
        month: '2025-03',
        expiresAt: now,
        createdAt: lastWeek,
      },
      {
        workerId: paid.id,
        employerUserId: late.id,
        isFreeHire: true,
        month: '2025-03',
        expiresAt: now,
        createdAt: thisWeek,
      },
      {
        workerId: paid.id,
        employerUserId: late.id,
        isFreeHire: true,
        month: '2025-03',
        expiresAt: now,
        createdAt: thisWeek,
      },
    ]);
    const payment = (reference: string, amountCents: number, paidAt: Date, extra = {}) => ({
      reference,
      userId: early.id,
      paymentType: 'registration',
      amountCents,
      provider: 'sandbox',
      status: 'success',
      paidAt,
      ...extra,
    });
    await t.db
      .insert(payments)
      .values([
        payment('DASH-1', 1000, lastWeek),
        payment('DASH-2', 7500, thisWeek),
        payment('DASH-3', 20000, thisWeek, { refundStatus: 'processed' }),
        payment('DASH-4', 1000, thisWeek, { status: 'pending', paidAt: null }),
      ]);
    // Four documents waiting 2, 30, 100 and 200 hours (one pending document per worker and type).
    for (const hoursAgo of [2, 30, 100, 200]) {
      const w = await createWorker(t.db);
      await t.db.insert(verificationDocuments).values({
        workerId: w.id,
        userId: w.userId,
        documentType: 'id_document',
        storageKey: `verification/dash-${hoursAgo}.jpg`,
        mimeType: 'image/jpeg',
        status: 'pending',
        createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
      });
    }

    const after = await getDashboard(t.db, now);
    const delta = (i: number, key: 'signUps' | 'liveListings' | 'hires' | 'revenueCents') =>
      after.weeks.at(i)![key] - before.weeks.at(i)![key];
    expect([delta(-2, 'signUps'), delta(-1, 'signUps')]).toEqual([1, 1]);
    expect([delta(-2, 'hires'), delta(-1, 'hires')]).toEqual([1, 2]);
    expect([delta(-2, 'revenueCents'), delta(-1, 'revenueCents')]).toEqual([1000, 7500]);
    // At the end of last week only the paid listing was live; now the trial too (the paused one never).
    expect([delta(-2, 'liveListings'), delta(-1, 'liveListings')]).toEqual([1, 2]);
    expect(after.verificationQueue).toMatchObject({ pending: 4, oldestHours: 200, byAge: [1, 1, 1, 1] });
  });

  it('is served to admins at /api/admin/dashboard', async () => {
    const admin = await signedInAdmin(t);
    const res = await api.get('/api/admin/dashboard', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.users).toBeGreaterThan(0);
  });
});

describe('the audit log', () => {
  it('finds entries by action, subject, details or the acting admin, newest first, a page at a time', async () => {
    const admin = await signedInAdmin(t);
    const entries = Array.from({ length: ADMIN_LIST_LIMIT + 5 }, (_, i) => ({
      actorUserId: admin.user.id,
      action: 'test.paged',
      subjectType: 'thing',
      subjectId: `thing-${i}`,
      details: { note: i === 3 ? 'needle in the details' : 'hay' },
    }));
    await t.db.insert(auditLog).values(entries);
    const first = await api.ok<AuditPage>(api.get('/api/admin/audit?q=test.paged', admin.cookie));
    expect(first.entries).toHaveLength(ADMIN_LIST_LIMIT);
    expect(first.entries[0]).toMatchObject({
      subjectId: `thing-${ADMIN_LIST_LIMIT + 4}`,
      actor: { id: admin.user.id, phoneNumber: admin.user.phoneNumber },
    });
    const second = await api.ok<AuditPage>(
      api.get(`/api/admin/audit?q=test.paged&before=${first.nextBefore}`, admin.cookie),
    );
    expect(second.entries.map((e) => e.subjectId)).toEqual([
      'thing-4',
      'thing-3',
      'thing-2',
      'thing-1',
      'thing-0',
    ]);
    expect(second.nextBefore).toBeNull();
    const needle = await api.ok<AuditPage>(api.get('/api/admin/audit?q=needle', admin.cookie));
    expect(needle.entries.map((e) => e.subjectId)).toEqual(['thing-3']);
    const byActor = await api.ok<AuditPage>(
      api.get(`/api/admin/audit?q=${encodeURIComponent(admin.user.phoneNumber)}`, admin.cookie),
    );
    expect(byActor.entries.length).toBeGreaterThan(0);
    expect(byActor.entries.every((e) => e.actor?.id === admin.user.id)).toBe(true);
  });
});
