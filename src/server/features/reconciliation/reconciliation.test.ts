// The ledger against the fake Paystack's own lists, over HTTP (issue 34, decision 0375): a clean day has no
// differences and equal totals; a charge Paystack has that the ledger lacks, a transfer we sent that Paystack lacks
// and an amount that differs are each listed; a refund Paystack failed is no difference once its refund.failed came,
// and is listed while that webhook is lost; the nightly job stores the day and the console's list flags it; admins only. Every time the fake reports is pinned to the app's clock, so days are exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../tests/support/admin.js';
import {
  type BookingsTestApp,
  createBookingsTestApp,
  get,
  post,
} from '../../../../tests/support/bookings.js';
import { signedInUser } from '../../../../tests/support/factories.js';
import { type FakePaystack, startFakePaystack } from '../../../../tests/support/fake-paystack.js';
import { call, creditBalance, postWebhook, saveAccount } from '../../../../tests/support/payouts.js';
import {
  acceptedBooking,
  deliverRefundWebhook,
  deliverWebhook,
} from '../../../../tests/support/visit-payments.js';
import { enqueueJob } from '../../jobs/define.js';
import { reconcileKind, reconciliationSchedules } from './jobs.js';

let t: BookingsTestApp;
let fake: FakePaystack;
let admin: string;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createBookingsTestApp({ env: fake.env({ OTP_COOLDOWN_SECONDS: '0' }), poolMax: 8 });
  admin = (await signedInAdmin(t)).cookie;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const pinned = new WeakSet<object>();
/** What the fake recorded since the last call happened at the app's clock (Paystack's times, made exact). */
function pinToClock() {
  const at = t.now();
  for (const tx of fake.transactions.values()) {
    if (pinned.has(tx)) continue;
    pinned.add(tx);
    tx.createdAt = at;
    tx.paidAt = at;
  }
  for (const r of fake.refunds) {
    if (!pinned.has(r)) {
      pinned.add(r);
      r.createdAt = at;
    }
  }
  for (const tr of fake.transfers.transfers.values()) {
    if (!pinned.has(tr)) {
      pinned.add(tr);
      tr.createdAt = at.toISOString();
    }
  }
}

const VISIT = { start: '09:00', hours: 4, hourlyRate: 40, transportAllowance: 30 };

/** A household pays (at the clock) for the visit; Paystack tells us unless `tell` is false. */
async function payVisit(date: string, tell = true) {
  const { booking, employer, worker } = await acceptedBooking(t, { ...VISIT, date });
  const visitId = booking.visits[0]!.id;
  const paid = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/pay`);
  expect(paid.statusCode).toBe(200);
  const { reference, totalCents } = paid.json() as { reference: string; totalCents: number };
  pinToClock();
  fake.settle(reference, 'success');
  if (tell) expect((await deliverWebhook(t, fake, 'charge.success', reference)).statusCode).toBe(200);
  return { booking, employer, worker, visitId, reference, totalCents };
}

/** Her payout of `cents` from a balance credited for it, its transfer sent to the fake Paystack. */
async function payout(worker: { cookie: string; worker: { id: string } }, cents: number, account: string) {
  expect((await saveAccount(t, worker.cookie, { accountNumber: account })).statusCode).toBe(200);
  await creditBalance(t, worker.worker.id, cents);
  const res = await call(t, worker.cookie, 'POST', '/api/me/payouts', { amount: cents / 100 });
  expect(res.statusCode, res.body).toBe(201);
  pinToClock();
  return (res.json() as { payout: { id: string } }).payout.id;
}

const reconcile = (date: string, cookie = admin) =>
  get(t, cookie, `/api/admin/ledger/reconciliation?date=${date}`);

describe('GET /api/admin/ledger/reconciliation', () => {
  it('finds nothing to report on a clean day: a charge, its refund and a paid transfer agree', async () => {
    t.at('2026-02-03', '10:00');
    const { booking, employer, worker, totalCents } = await payVisit('2026-02-12');
    const cancelled = await post(
      t,
      employer.cookie,
      `/api/bookings/${booking.id}/visits/${booking.visits[0]!.id}/cancel`,
      { reason: 'Away' },
    );
    expect(cancelled.statusCode).toBe(200);
    const refund = await post(
      t,
      employer.cookie,
      `/api/bookings/${booking.id}/visits/${booking.visits[0]!.id}/refund`,
    );
    expect(refund.json()).toMatchObject({ refundedCents: 19_000 });
    pinToClock();
    const payoutId = await payout(worker, 12_500, '1234567001');
    expect((await postWebhook(t, fake.transfers.webhook('transfer.success', payoutId))).statusCode).toBe(200);

    const res = await reconcile('2026-02-03');
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    expect(day).toMatchObject({
      date: '2026-02-03',
      provider: 'paystack',
      differences: [],
      differenceCents: 0,
    });
    const totals = {
      charges: { count: 1, cents: totalCents },
      refunds: { count: 1, cents: 19_000 },
      transfers: { count: 1, cents: 12_500 },
    };
    expect(day.ledger).toEqual(totals);
    expect(day.paystack).toEqual(totals);
    expect(fake.counts['GET /transaction']).toBeGreaterThan(0);
    expect(fake.counts['GET /transfer']).toBeGreaterThan(0);
    expect(fake.counts['GET /refund']).toBeGreaterThan(0);
    // The day before and after hold none of it.
    expect((await reconcile('2026-02-02')).json().ledger.charges.count).toBe(0);
    expect((await reconcile('2026-02-04')).json().paystack.transfers.count).toBe(0);
  });

  it('lists a charge only Paystack has, a transfer only we sent, and an amount that differs', async () => {
    t.at('2026-02-05', '11:00');
    const unheard = await payVisit('2026-02-19', false);
    const mismatched = await payVisit('2026-02-20');
    fake.transactions.get(mismatched.reference)!.chargedAmount = mismatched.totalCents + 150;
    const lostId = await payout(mismatched.worker, 7_000, '1234567002');
    fake.transfers.transfers.delete(lostId);

    const res = await reconcile('2026-02-05');
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    const byReference = (a: { reference: string }, b: { reference: string }) =>
      a.reference.localeCompare(b.reference);
    expect([...day.differences].sort(byReference)).toEqual(
      [
        {
          kind: 'charge',
          reference: unheard.reference,
          problem: 'missing_in_ledger',
          ledgerCents: null,
          paystackCents: unheard.totalCents,
          ledgerStatus: null,
          paystackStatus: 'received',
        },
        {
          kind: 'charge',
          reference: mismatched.reference,
          problem: 'amount_mismatch',
          ledgerCents: mismatched.totalCents,
          paystackCents: mismatched.totalCents + 150,
          ledgerStatus: 'received',
          paystackStatus: 'received',
        },
        {
          kind: 'transfer',
          reference: lostId,
          problem: 'missing_at_paystack',
          ledgerCents: 7_000,
          paystackCents: null,
          ledgerStatus: 'sent',
          paystackStatus: null,
        },
      ].sort(byReference),
    );
    expect(day.differenceCents).toBe(unheard.totalCents + 150 + 7_000);
    expect(day.ledger.charges).toEqual({ count: 1, cents: mismatched.totalCents });
    expect(day.paystack.charges).toEqual({
      count: 2,
      cents: unheard.totalCents + mismatched.totalCents + 150,
    });
  });

  it('the nightly job stores the day and the console lists it flagged; admins only; a bad date is refused', async () => {
    t.at('2026-02-06', '04:00');
    // The schedule's slot at 03:00 South African time checks the day before.
    const slot = new Date('2026-02-06T01:00:00Z');
    expect(reconciliationSchedules[0]!.payload(slot)).toEqual({ date: '2026-02-05' });
    await enqueueJob(t.db, reconcileKind, reconciliationSchedules[0]!.payload(slot), { runAt: t.now() });
    await t.app.ctx.jobs.drain();
    const stored = await get(t, admin, '/api/admin/ledger/reconciliations');
    expect(stored.statusCode).toBe(200);
    const days = stored.json().reconciliations as { date: string; differences: unknown[] }[];
    expect(days.find((d) => d.date === '2026-02-05')?.differences).toHaveLength(3);

    const someone = await signedInUser(t.db, t.config);
    expect((await reconcile('2026-02-05', someone.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/ledger/reconciliations' })).statusCode).toBe(
      401,
    );
    expect((await reconcile('2026-02-30')).statusCode).toBe(400);
    expect((await reconcile('yesterday')).statusCode).toBe(400);
  });

  it('leaves out a refund Paystack failed once its webhook came, and lists it while that webhook is lost', async () => {
    t.at('2026-02-07', '10:00');
    const { booking, employer, reference, totalCents } = await payVisit('2026-02-21');
    const visit = `/api/bookings/${booking.id}/visits/${booking.visits[0]!.id}`;
    expect((await post(t, employer.cookie, `${visit}/cancel`, { reason: 'Away' })).statusCode).toBe(200);
    expect((await post(t, employer.cookie, `${visit}/refund`)).json()).toMatchObject({
      refundedCents: 19_000,
    });
    pinToClock();
    const refund = fake.refunds.at(-1)!;
    // Paystack failed it and its webhook has not reached us yet.
    refund.status = 'failed';
    const lost = (await reconcile('2026-02-07')).json();
    expect(lost.differences).toEqual([
      {
        kind: 'refund',
        reference,
        problem: 'missing_at_paystack',
        ledgerCents: 19_000,
        paystackCents: null,
        ledgerStatus: 'refunded',
        paystackStatus: null,
      },
    ]);
    t.at('2026-02-09', '10:00');
    expect((await deliverRefundWebhook(t, fake, 'refund.failed', refund.id)).statusCode).toBe(200);
    const told = (await reconcile('2026-02-07')).json();
    expect(told).toMatchObject({ differences: [], differenceCents: 0 });
    const totals = {
      charges: { count: 1, cents: totalCents },
      refunds: { count: 0, cents: 0 },
      transfers: { count: 0, cents: 0 },
    };
    expect([told.ledger, told.paystack]).toEqual([totals, totals]);
    expect((await reconcile('2026-02-09')).json().differences).toEqual([]);
  });
});
