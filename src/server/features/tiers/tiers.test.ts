import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DAY_MS, PRICES_CENTS, TIER_DURATION_DAYS, type TierLevel } from '../../../shared/constants.js';
import { TIER_MESSAGES } from '../../../shared/schemas/tiers.js';
import { auditLog, jobs, payments, verificationDocuments, workers } from '../../db/schema.js';
import { EXPIRE_TIERS_JOB } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function workerOnTier(tierLevel: TierLevel, fields: Partial<typeof workers.$inferInsert> = {}) {
  const signed = await signedInUser(t.db, t.config);
  const worker = await createWorker(t.db, {
    userId: signed.user.id,
    tierLevel,
    tierExpiresAt: tierLevel === 'basic' ? null : new Date(Date.now() + 100 * DAY_MS),
    ...fields,
  });
  return { ...signed, worker };
}

function initializeUpgrade(cookie: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/initialize',
    headers: { cookie },
    payload: { paymentType: 'upgrade', ...body },
  });
}

function verify(cookie: string, reference: string) {
  return t.app.inject({ method: 'GET', url: `/api/payments/verify/${reference}`, headers: { cookie } });
}

function sandboxDecision(reference: string, decision: 'pay' | 'decline') {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}&callback=%2Fpayment-callback`,
  });
}

async function tierOf(workerId: string) {
  const [row] = await t.db.select().from(workers).where(eq(workers.id, workerId));
  return row!;
}

describe('tier rules on POST /api/payments/initialize (paymentType upgrade)', () => {
  it('lets a basic worker buy premium at the server price, whatever amount the client sends', async () => {
    const { cookie, worker } = await workerOnTier('basic');
    const res = await initializeUpgrade(cookie, { amount: '1', tierLevel: 'premium' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true });
    expect(res.json().authorization_url).toMatch(/^\/sandbox\/checkout\//);
    const [row] = await t.db.select().from(payments).where(eq(payments.reference, res.json().reference));
    expect(row).toMatchObject({
      paymentType: 'upgrade',
      tierLevel: 'premium',
      workerId: worker.id,
      amountCents: PRICES_CENTS.premium,
    });
  });

  it('prices a basic -> verified upgrade at R75 and verified -> premium at R200', async () => {
    const basic = await workerOnTier('basic');
    const toVerified = await initializeUpgrade(basic.cookie, { tierLevel: 'verified' });
    expect(toVerified.statusCode).toBe(200);
    const verified = await workerOnTier('verified');
    const toPremium = await initializeUpgrade(verified.cookie, { tierLevel: 'premium' });
    expect(toPremium.statusCode).toBe(200);
    const amounts = await Promise.all(
      [toVerified, toPremium].map(async (r) => {
        const [row] = await t.db.select().from(payments).where(eq(payments.reference, r.json().reference));
        return row!.amountCents;
      }),
    );
    expect(amounts).toEqual([PRICES_CENTS.verified, PRICES_CENTS.premium]);
  });

  it('refuses premium -> verified, verified -> verified, premium -> premium and any move to basic', async () => {
    const premium = await workerOnTier('premium');
    const verified = await workerOnTier('verified');
    const basic = await workerOnTier('basic');
    const cases: [string, TierLevel, TierLevel][] = [
      [premium.cookie, 'premium', 'verified'],
      [premium.cookie, 'premium', 'premium'],
      [verified.cookie, 'verified', 'verified'],
      [verified.cookie, 'verified', 'basic'],
      [basic.cookie, 'basic', 'basic'],
    ];
    for (const [cookie, from, to] of cases) {
      const res = await initializeUpgrade(cookie, { tierLevel: to });
      expect(res.statusCode, `${from} -> ${to}`).toBe(400);
      expect(res.json()).toMatchObject({
        message: TIER_MESSAGES.notAllowed(from, to),
        code: 'tier_not_allowed',
        currentTier: from,
      });
    }
    const started = await t.db.select().from(payments).where(eq(payments.workerId, premium.worker.id));
    expect(started).toHaveLength(0);
  });

  it('refuses an upgrade without a tier, without a worker profile, and when signed out', async () => {
    const { cookie } = await workerOnTier('basic');
    const noTier = await initializeUpgrade(cookie, {});
    expect(noTier.statusCode).toBe(400);
    expect(noTier.json().message).toBe(TIER_MESSAGES.tierRequired);

    const noProfile = await signedInUser(t.db, t.config);
    const res = await initializeUpgrade(noProfile.cookie, { tierLevel: 'verified' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please create a worker profile first.');

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      payload: { paymentType: 'upgrade', tierLevel: 'verified' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('treats a lapsed verified tier as basic, so the worker may buy verified again', async () => {
    const { cookie } = await workerOnTier('verified', { tierExpiresAt: new Date(Date.now() - 1000) });
    const res = await initializeUpgrade(cookie, { tierLevel: 'verified' });
    expect(res.statusCode).toBe(200);
  });
});

describe('upgrade fulfilment', () => {
  it('changes the tier only after the payment is verified, for one year, exactly once', async () => {
    const { cookie, worker } = await workerOnTier('basic');
    const init = await initializeUpgrade(cookie, { amount: '75', tierLevel: 'verified' });
    const { reference } = init.json();

    // Started but not paid: nothing changes, not even by asking to verify.
    const early = await verify(cookie, reference);
    expect(early.json().status).toBe(false);
    expect((await tierOf(worker.id)).tierLevel).toBe('basic');

    expect((await sandboxDecision(reference, 'pay')).statusCode).toBe(303);
    expect((await tierOf(worker.id)).tierLevel).toBe('basic');

    const before = Date.now();
    const ok = await verify(cookie, reference);
    expect(ok.json()).toMatchObject({ status: true, paymentType: 'upgrade', tierLevel: 'verified' });
    const upgraded = await tierOf(worker.id);
    expect(upgraded.tierLevel).toBe('verified');
    const expectedExpiry = before + TIER_DURATION_DAYS * DAY_MS;
    expect(Math.abs(upgraded.tierExpiresAt!.getTime() - expectedExpiry)).toBeLessThan(60_000);
    // Badges come only from an admin's approval of a document, never from paying.
    expect(upgraded.isVerified).toBe(false);

    const again = await verify(cookie, reference);
    expect(again.json().status).toBe(true);
    expect((await tierOf(worker.id)).tierExpiresAt!.getTime()).toBe(upgraded.tierExpiresAt!.getTime());

    const [expiryJob] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, EXPIRE_TIERS_JOB), eq(jobs.payload, { workerId: worker.id })));
    expect(expiryJob!.runAt.getTime()).toBe(upgraded.tierExpiresAt!.getTime());
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, worker.id), eq(auditLog.action, 'tier.upgraded')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ from: 'basic', to: 'verified', reference });
  });

  it('a declined checkout leaves the tier as it was', async () => {
    const { cookie, worker } = await workerOnTier('basic');
    const { reference } = (await initializeUpgrade(cookie, { tierLevel: 'premium' })).json();
    await sandboxDecision(reference, 'decline');
    const res = await verify(cookie, reference);
    expect(res.json().status).toBe(false);
    expect((await tierOf(worker.id)).tierLevel).toBe('basic');
  });

  it('a slower checkout for a lower tier is voided by the newer one: it cannot be paid and grants nothing', async () => {
    const { cookie, worker } = await workerOnTier('basic');
    const verifiedRef = (await initializeUpgrade(cookie, { tierLevel: 'verified' })).json().reference;
    const premiumRef = (await initializeUpgrade(cookie, { tierLevel: 'premium' })).json().reference;
    await sandboxDecision(premiumRef, 'pay');
    await verify(cookie, premiumRef);
    expect((await sandboxDecision(verifiedRef, 'pay')).statusCode).toBe(409);
    const late = await verify(cookie, verifiedRef);
    expect(late.json()).toMatchObject({ status: false, paymentStatus: 'voided' });
    expect((await tierOf(worker.id)).tierLevel).toBe('premium');
  });

  it('a payment for a lower tier than the worker now holds does not downgrade her', async () => {
    const { cookie, worker } = await workerOnTier('basic');
    const verifiedRef = (await initializeUpgrade(cookie, { tierLevel: 'verified' })).json().reference;
    // Premium came another way meanwhile (an admin, a promotion) while the checkout stayed open.
    await t.db
      .update(workers)
      .set({ tierLevel: 'premium', tierExpiresAt: new Date(Date.now() + 30 * DAY_MS) })
      .where(eq(workers.id, worker.id));
    await sandboxDecision(verifiedRef, 'pay');
    const late = await verify(cookie, verifiedRef);
    expect(late.json().status).toBe(true);
    expect((await tierOf(worker.id)).tierLevel).toBe('premium');
    const [superseded] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, worker.id), eq(auditLog.action, 'tier.upgrade_superseded')));
    expect(superseded!.details).toMatchObject({ reference: verifiedRef, currentTier: 'premium' });
  });
});

describe('tier expiry job', () => {
  it('returns a lapsed tier to basic when its job runs, keeping only the badges an approved document backs', async () => {
    const lapsedPremium = await workerOnTier('premium', {
      isVerified: true,
      hasPoliceClearance: true,
      tierExpiresAt: new Date(Date.now() - 60_000),
    });
    // Only the ID document was approved; the clearance flag has nothing behind it.
    await t.db.insert(verificationDocuments).values({
      workerId: lapsedPremium.worker.id,
      userId: lapsedPremium.user.id,
      documentType: 'id_document',
      storageKey: 'verification/test-approved.jpg',
      mimeType: 'image/jpeg',
      status: 'approved',
    });
    const current = await workerOnTier('verified', { isVerified: true });

    await t.app.ctx.jobs.drain();

    const after = await tierOf(lapsedPremium.worker.id);
    expect(after).toMatchObject({
      tierLevel: 'basic',
      tierExpiresAt: null,
      isVerified: true,
      hasPoliceClearance: false,
    });
    expect(await tierOf(current.worker.id)).toMatchObject({ tierLevel: 'verified', isVerified: true });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, lapsedPremium.worker.id), eq(auditLog.action, 'tier.expired')));
    expect(audit).toBeDefined();
  });

  it('the job queued at upgrade time survives in the database and downgrades the tier when it falls due', async () => {
    const { cookie, worker } = await workerOnTier('basic');
    const { reference } = (await initializeUpgrade(cookie, { tierLevel: 'verified' })).json();
    await sandboxDecision(reference, 'pay');
    await verify(cookie, reference);
    await t.app.ctx.jobs.drain();
    expect((await tierOf(worker.id)).tierLevel).toBe('verified');

    // A year passes: move the expiry and its queued job into the past, as a restart a year later would find them.
    const past = new Date(Date.now() - 1000);
    await t.db.update(workers).set({ tierExpiresAt: past }).where(eq(workers.id, worker.id));
    await t.db
      .update(jobs)
      .set({ runAt: past })
      .where(and(eq(jobs.kind, EXPIRE_TIERS_JOB), eq(jobs.payload, { workerId: worker.id })));
    const ran = await t.app.ctx.jobs.runDue();
    expect(ran).toBeGreaterThanOrEqual(1);
    expect(await tierOf(worker.id)).toMatchObject({ tierLevel: 'basic', isVerified: false });
  });

  it('queues the daily sweep once per day, and queues the next day once it has run', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const sweeps = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${EXPIRE_TIERS_JOB}:sweep:${today}`));
    expect(sweeps).toHaveLength(1);
    await t.app.ctx.jobs.drain();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
    const next = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${EXPIRE_TIERS_JOB}:sweep:${tomorrow}`));
    expect(next).toHaveLength(1);
    expect(next[0]!.status).toBe('pending');
  });
});
