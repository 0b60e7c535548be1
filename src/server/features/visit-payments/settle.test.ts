// The daily settling of visits that did not happen (decision 0346), against the fake Paystack on a fixed clock: a
// paid visit she could not come to is refunded once however often the job runs, and a household's late fee of an
// unpaid visit is charged to its saved card and credited to her, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingsTestApp, createBookingsTestApp, post } from '../../../../tests/support/bookings.js';
import { type FakePaystack, startFakePaystack } from '../../../../tests/support/fake-paystack.js';
import { acceptedBooking, paidAtPaystack, workerBalances } from '../../../../tests/support/visit-payments.js';
import { paymentDeps } from '../payments/index.js';
import { settleUnhappenedVisits } from './settle.js';

let t: BookingsTestApp;
let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createBookingsTestApp({ env: fake.env() });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the daily settling job', () => {
  it('refunds a paid visit she could not come to once, and charges a late fee to the saved card once', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking(t, {
      date: '2026-02-10',
      start: '09:00',
      hours: 4,
      hourlyRate: 40,
      repeat: 'weekly',
      until: '2026-02-17',
    });
    const [first, second] = booking.visits as unknown as [{ id: string }, { id: string }];
    const pay = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first.id}/pay`);
    await paidAtPaystack(t, fake, pay.json().reference);
    t.at('2026-02-09', '18:00');
    const cannotCome = await post(t, worker.cookie, `/api/bookings/${booking.id}/visits/${first.id}/cancel`, {
      reason: 'Sick',
    });
    expect(cannotCome.json()).toMatchObject({ lateCancellation: true, feeCents: 0 });
    t.at('2026-02-16', '16:00');
    await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second.id}/cancel`, {
      reason: 'Away',
    });

    const deps = paymentDeps(t.app);
    const refundsBefore = fake.refunds.length;
    expect(await settleUnhappenedVisits(deps, t.now())).toEqual({ refunded: 1, feesCharged: 1 });
    expect(await settleUnhappenedVisits(deps, t.now())).toEqual({ refunded: 0, feesCharged: 0 });
    expect(fake.refunds.slice(refundsBefore)).toMatchObject([
      { transaction: pay.json().reference, amount: 16_000 },
    ]);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 0, payable: 8_000 });
  });
});
