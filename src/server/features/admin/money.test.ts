// Promo codes and payments from the console (issue 20): create a code with a limit and an expiry, deactivate it;
// find payments by phone or reference, ask the gateway again, and refund through Paystack (a local fake speaking
// its documented contract) exactly once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin } from '../../../../tests/support/admin.js';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { type FakePaystack, startFakePaystack } from '../../../../tests/support/fake-paystack.js';
import type { RefundWebhookEvent } from '../../../../tests/support/fake-paystack-refunds.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { deliverRefundWebhook } from '../../../../tests/support/visit-payments.js';
import { PRICES_CENTS } from '../../../shared/constants.js';
import {
  ADMIN_MONEY_MESSAGES,
  type AdminPayment,
  type AdminPromoCode,
} from '../../../shared/schemas/admin-money.js';
import { PROMO_MESSAGES } from '../../../shared/schemas/payments.js';
import { auditLog, payments } from '../../db/schema.js';

let t: TestApp;
let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp(fake.env({ PROVIDER_TIMEOUT_MS: '2000' }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
const api = jsonClient(() => t);

describe('promo codes', () => {
  it('creates a code with a limit and an expiry that workers can use, and deactivates it', async () => {
    const admin = await signedInAdmin(t);
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await api.ok<AdminPromoCode>(
      api.post('/api/admin/promo-codes', admin.cookie, {
        code: 'winter25',
        trialDays: 14,
        description: 'Winter drive',
        maxRedemptions: 50,
        expiresAt,
      }),
      201,
    );
    expect(created).toMatchObject({
      code: 'WINTER25',
      trialDays: 14,
      maxRedemptions: 50,
      active: true,
      usable: true,
    });
    expect(new Date(created.expiresAt!).toISOString()).toBe(expiresAt);

    const worker = await signedInUser(t.db, t.config);
    const check = () =>
      api.ok<{ valid: boolean; message?: string }>(
        api.post('/api/promo-codes/validate', worker.cookie, { code: 'Winter25' }),
      );
    expect(await check()).toMatchObject({ valid: true });
    const taken = await api.post('/api/admin/promo-codes', admin.cookie, { code: 'WINTER25', trialDays: 3 });
    expect([taken.statusCode, taken.json().message]).toEqual([409, ADMIN_MONEY_MESSAGES.codeTaken]);

    const off = await api.ok<AdminPromoCode>(
      api.post('/api/admin/promo-codes/winter25/deactivate', admin.cookie),
    );
    expect([off.active, off.usable]).toEqual([false, false]);
    expect(await check()).toEqual({ valid: false, message: PROMO_MESSAGES.invalid });
    const list = await api.ok<AdminPromoCode[]>(api.get('/api/admin/promo-codes', admin.cookie));
    expect(list.find((p) => p.code === 'WINTER25')?.active).toBe(false);
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, 'WINTER25'));
    expect(actions.map((a) => a.action)).toEqual(['promo_code.created', 'promo_code.deactivated']);
  });

  it('refuses a bad code, days out of range, a past expiry and an unknown code to deactivate', async () => {
    const admin = await signedInAdmin(t);
    const field = async (body: Record<string, unknown>) => {
      const res = await api.post('/api/admin/promo-codes', admin.cookie, body);
      return [res.statusCode, res.json().field];
    };
    expect(await field({ code: 'no spaces!', trialDays: 5 })).toEqual([400, 'code']);
    expect(await field({ code: 'GOODCODE', trialDays: 0 })).toEqual([400, 'trialDays']);
    expect(await field({ code: 'GOODCODE', trialDays: 5, maxRedemptions: 0 })).toEqual([
      400,
      'maxRedemptions',
    ]);
    expect(await field({ code: 'GOODCODE', trialDays: 5, expiresAt: 'soon' })).toEqual([400, 'expiresAt']);
    expect(
      await field({ code: 'GOODCODE', trialDays: 5, expiresAt: new Date(Date.now() - 1000).toISOString() }),
    ).toEqual([400, 'expiresAt']);
    expect((await api.post('/api/admin/promo-codes/NOSUCHCODE/deactivate', admin.cookie)).statusCode).toBe(
      404,
    );
  });
});

/** A worker who paid the R10 registration through Paystack (initialise, the charge succeeds, verify). */
async function paidRegistration() {
  const worker = await signedInUser(t.db, t.config, { firstName: 'Zanele' });
  await createWorker(t.db, { userId: worker.user.id, listed: false });
  const init = await api.ok<{ reference: string }>(
    api.post('/api/payments/initialize', worker.cookie, { paymentType: 'registration' }),
  );
  fake.settle(init.reference, 'success');
  await api.ok(api.get(`/api/payments/verify/${init.reference}`, worker.cookie));
  return { ...worker, reference: init.reference };
}

describe('payments', () => {
  it('finds payments by phone or reference and refunds one through Paystack once', async () => {
    const admin = await signedInAdmin(t);
    const paid = await paidRegistration();
    const byPhone = await api.ok<AdminPayment[]>(
      api.get(
        `/api/admin/payments?q=${encodeURIComponent(`0${paid.user.phoneNumber.slice(3)}`)}`,
        admin.cookie,
      ),
    );
    expect(byPhone).toHaveLength(1);
    expect(byPhone[0]).toMatchObject({
      reference: paid.reference,
      status: 'success',
      amountCents: PRICES_CENTS.registration,
      provider: 'paystack',
      user: { id: paid.user.id, name: 'Zanele' },
    });
    const byReference = await api.ok<AdminPayment[]>(
      api.get(`/api/admin/payments?q=${paid.reference.slice(-10)}`, admin.cookie),
    );
    expect(byReference.map((p) => p.reference)).toEqual([paid.reference]);

    const refunded = await api.ok<AdminPayment>(
      api.post(`/api/admin/payments/${paid.reference}/refund`, admin.cookie, { reason: 'Charged twice' }),
    );
    expect(refunded).toMatchObject({ status: 'success', refundStatus: 'pending' });
    expect(refunded.refundedAt).not.toBeNull();
    expect(fake.refunds.filter((r) => r.transaction === paid.reference)).toEqual([
      {
        // Paystack's id for the refund, which its refund webhooks may name (decision 0385).
        id: expect.any(Number),
        transaction: paid.reference,
        amount: PRICES_CENTS.registration,
        currency: 'ZAR',
        merchantNote: 'Charged twice',
        status: 'pending',
        // The fake dates its refunds, as Paystack does, for the reconciliation's day lists.
        createdAt: expect.any(Date),
      },
    ]);
    const twice = await api.post(`/api/admin/payments/${paid.reference}/refund`, admin.cookie, {
      reason: 'Again',
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, ADMIN_MONEY_MESSAGES.notRefundable]);
    expect(fake.refunds.filter((r) => r.transaction === paid.reference)).toHaveLength(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refunded'));
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      subjectId: paid.reference,
      details: { reason: 'Charged twice', amountCents: PRICES_CENTS.registration },
    });
  });

  it('lets the admin try again when Paystack refuses the refund', async () => {
    const admin = await signedInAdmin(t);
    const paid = await paidRegistration();
    fake.refundsDown = true;
    try {
      const refused = await api.post(`/api/admin/payments/${paid.reference}/refund`, admin.cookie, {
        reason: 'x',
      });
      expect([refused.statusCode, refused.json().message]).toEqual([502, ADMIN_MONEY_MESSAGES.refundFailed]);
    } finally {
      fake.refundsDown = false;
    }
    const [row] = await t.db.select().from(payments).where(eq(payments.reference, paid.reference));
    expect(row?.refundStatus).toBeNull();
    await api.ok(api.post(`/api/admin/payments/${paid.reference}/refund`, admin.cookie, { reason: 'x' }));
    expect(fake.refunds.filter((r) => r.transaction === paid.reference)).toHaveLength(1);
  });

  it("follows Paystack's refund webhooks for a refunded payment: forward only, once, signed (decision 0389)", async () => {
    const admin = await signedInAdmin(t);
    const refundedNow = async () => {
      const paid = await paidRegistration();
      await api.ok(api.post(`/api/admin/payments/${paid.reference}/refund`, admin.cookie, { reason: 'x' }));
      return { reference: paid.reference, refundId: fake.refunds.at(-1)!.id };
    };
    const deliver = (event: RefundWebhookEvent, refundId: number, secret?: string) =>
      deliverRefundWebhook(t, fake, event, refundId, { secret });
    const statusOf = async (reference: string) => {
      const listed = await api.ok<AdminPayment[]>(
        api.get(`/api/admin/payments?q=${reference}`, admin.cookie),
      );
      return listed.find((p) => p.reference === reference)?.refundStatus;
    };

    const done = await refundedNow();
    expect(await statusOf(done.reference)).toBe('pending');
    expect((await deliver('refund.processing', done.refundId)).statusCode).toBe(200);
    expect(await statusOf(done.reference)).toBe('processing');
    // A forged one changes nothing.
    expect((await deliver('refund.failed', done.refundId, 'not-the-secret')).statusCode).toBe(401);
    expect(await statusOf(done.reference)).toBe('processing');
    expect((await deliver('refund.processed', done.refundId)).statusCode).toBe(200);
    expect(await statusOf(done.reference)).toBe('processed');
    // A replay, a contrary result after it and an older one arriving late leave the final word.
    for (const late of ['refund.processed', 'refund.failed', 'refund.pending'] as const) {
      expect((await deliver(late, done.refundId)).statusCode).toBe(200);
    }
    expect(await statusOf(done.reference)).toBe('processed');

    // Paystack fails the other: the admin's list says so.
    const failed = await refundedNow();
    expect((await deliver('refund.failed', failed.refundId)).statusCode).toBe(200);
    expect(await statusOf(failed.reference)).toBe('failed');
    expect((await deliver('refund.processed', failed.refundId)).statusCode).toBe(200);
    expect(await statusOf(failed.reference)).toBe('failed');
  });

  it('asks the gateway again about a payment stuck pending and grants it once', async () => {
    const admin = await signedInAdmin(t);
    const worker = await signedInUser(t.db, t.config);
    await createWorker(t.db, { userId: worker.user.id, listed: false });
    const init = await api.ok<{ reference: string }>(
      api.post('/api/payments/initialize', worker.cookie, { paymentType: 'registration' }),
    );
    const pending = await api.ok<AdminPayment>(
      api.post(`/api/admin/payments/${init.reference}/recheck`, admin.cookie),
    );
    expect(pending.status).toBe('pending');
    // The browser never came back, the webhook was lost; the customer had paid.
    fake.settle(init.reference, 'success');
    const settled = await api.ok<AdminPayment>(
      api.post(`/api/admin/payments/${init.reference}/recheck`, admin.cookie),
    );
    expect(settled.status).toBe('success');
    expect(settled.fulfilledAt).not.toBeNull();
    const missing = await api.post('/api/admin/payments/WL-NOPE/refund', admin.cookie, { reason: 'x' });
    expect(missing.statusCode).toBe(404);
    const unpaid = await api.post(`/api/admin/payments/${init.reference}x/recheck`, admin.cookie);
    expect(unpaid.statusCode).toBe(404);
  });
});
