// Paying for visits over HTTP against the fake Paystack, on a fixed clock (issue 34): what the household sees before
// paying, parties-only access, pay held until the visit is done, a replayed or forged webhook changes nothing, a tip
// all hers, paying ahead, a refund once however often asked, and a late fee from the pay held or a saved card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingsTestApp,
  createBookingsTestApp,
  get,
  post,
} from '../../../../tests/support/bookings.js';
import { signedInUser } from '../../../../tests/support/factories.js';
import { type FakePaystack, startFakePaystack } from '../../../../tests/support/fake-paystack.js';
import { expectLedgerSound } from '../../../../tests/support/ledger.js';
import {
  acceptedBooking,
  deliverWebhook,
  paidAtPaystack,
  workerBalances,
} from '../../../../tests/support/visit-payments.js';

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

/** R40 an hour for 4 hours and R30 transport: R190 hers, R7.75 processing (2.9% + R1 and VAT, grossed up). */
const VISIT = { date: '2026-02-03', start: '09:00', hours: 4, hourlyRate: 40, transportAllowance: 30 };

const expectBalanced = () => expectLedgerSound(t.db);

describe('paying a visit', () => {
  it('shows the breakdown, holds the pay once, ignores a replayed or forged webhook, releases it when done', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking(t, VISIT);
    const visitId = booking.visits[0]!.id;
    const url = `/api/bookings/${booking.id}/visits/${visitId}/pay`;
    const quote = await get(t, employer.cookie, url);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      visits: [{ visitId, paidHours: 4, hourlyRateCents: 4000, payCents: 16_000, transportCents: 3_000 }],
      workerReceivesCents: 19_000,
      processingFeeCents: 775,
      totalCents: 19_775,
      workerSharePercent: 100,
    });
    expect((await post(t, worker.cookie, url)).statusCode).toBe(403);
    const stranger = await signedInUser(t.db, t.config);
    expect((await post(t, stranger.cookie, url)).statusCode).toBe(404);
    expect((await get(t, stranger.cookie, url)).statusCode).toBe(404);

    const paid = await post(t, employer.cookie, url);
    expect(paid.statusCode).toBe(200);
    const { reference, authorizationUrl, totalCents } = paid.json();
    expect(authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(fake.transactions.get(reference)?.amount).toBe(totalCents);
    await paidAtPaystack(t, fake, reference);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 19_000, payable: 0 });

    // Replays, a concurrent redelivery and the browser's callback change nothing.
    await Promise.all([
      deliverWebhook(t, fake, 'charge.success', reference),
      deliverWebhook(t, fake, 'charge.success', reference),
      get(t, employer.cookie, `/api/payments/verify/${reference}`),
    ]);
    const forged = fake.webhook('charge.success', reference, 'sk_test_wrong');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': forged.signature },
      payload: forged.body,
    });
    expect(refused.statusCode).toBe(401);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 19_000, payable: 0 });
    expect((await post(t, employer.cookie, url)).statusCode).toBe(409);

    t.at('2026-02-03', '13:30');
    const done = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/done`);
    expect(done.statusCode).toBe(200);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 0, payable: 19_000 });
    await expectBalanced();
  });

  it('gives her all of a tip after the visit, and refuses one before it', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking(t, { ...VISIT, date: '2026-02-04' });
    const visitId = booking.visits[0]!.id;
    const tipUrl = `/api/bookings/${booking.id}/visits/${visitId}/tip`;
    expect((await post(t, employer.cookie, tipUrl, { amount: 50 })).statusCode).toBe(409);
    t.at('2026-02-04', '14:00');
    expect(
      (await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/done`)).statusCode,
    ).toBe(200);
    expect((await post(t, worker.cookie, tipUrl, { amount: 50 })).statusCode).toBe(403);
    expect((await post(t, employer.cookie, tipUrl, { amount: 0.5 })).statusCode).toBe(400);
    const tip = await post(t, employer.cookie, tipUrl, { amount: 50 });
    expect(tip.statusCode).toBe(200);
    expect(tip.json()).toMatchObject({
      tipCents: 5_000,
      workerReceivesCents: 5_000,
      workerSharePercent: 100,
    });
    await paidAtPaystack(t, fake, tip.json().reference);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 0, payable: 5_000 });
    await expectBalanced();
  });
});

describe('paying ahead, refunds and late fees', () => {
  it('pays two weeks in one charge, and refunds a cancelled visit once however often asked', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking(t, {
      ...VISIT,
      date: '2026-02-05',
      repeat: 'weekly',
      until: '2026-03-05',
    });
    const ahead = await post(t, employer.cookie, `/api/bookings/${booking.id}/pay-ahead`, { weeks: 3 });
    expect(ahead.statusCode).toBe(200);
    // From 2026-01-20 three weeks reach 2026-02-09: only the visit of 2026-02-05.
    expect(ahead.json().visits.map((v: { date: string }) => v.date)).toEqual(['2026-02-05']);
    t.at('2026-02-01', '10:00');
    // The pages' quote before paying: the same visits and amounts the charge then takes; the household's alone.
    const quote = await get(t, employer.cookie, `/api/bookings/${booking.id}/pay-ahead?weeks=2`);
    expect(quote.statusCode).toBe(200);
    expect((await get(t, worker.cookie, `/api/bookings/${booking.id}/pay-ahead?weeks=2`)).statusCode).toBe(
      403,
    );
    expect((await get(t, employer.cookie, `/api/bookings/${booking.id}/pay-ahead?weeks=9`)).statusCode).toBe(
      400,
    );
    const four = await post(t, employer.cookie, `/api/bookings/${booking.id}/pay-ahead`, { weeks: 2 });
    const { reference: _reference, authorizationUrl: _url, ...charged } = four.json();
    expect(quote.json()).toEqual(charged);
    expect(four.json().visits.map((v: { date: string }) => v.date)).toEqual(['2026-02-05', '2026-02-12']);
    expect(four.json().workerReceivesCents).toBe(38_000);
    await paidAtPaystack(t, fake, four.json().reference);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 38_000, payable: 0 });
    // Both visits of those weeks are paid: nothing is left to pay ahead.
    expect(
      (await post(t, employer.cookie, `/api/bookings/${booking.id}/pay-ahead`, { weeks: 2 })).statusCode,
    ).toBe(409);

    const second = booking.visits[1]!.id;
    const cancelled = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second}/cancel`, {
      reason: 'Away',
    });
    expect(cancelled.json()).toMatchObject({ lateCancellation: false, feeCents: 0 });
    const refundUrl = `/api/bookings/${booking.id}/visits/${second}/refund`;
    const before = fake.refunds.length;
    const answers = await Promise.all([1, 2, 3].map(() => post(t, employer.cookie, refundUrl)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().refundedCents).sort()).toEqual([0, 0, 19_000]);
    expect((await post(t, worker.cookie, refundUrl)).json()).toEqual({ refundedCents: 0, status: 'already' });
    expect(fake.refunds.slice(before)).toMatchObject([
      { transaction: four.json().reference, amount: 19_000 },
    ]);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 19_000, payable: 0 });
    const stranger = await signedInUser(t.db, t.config);
    expect((await post(t, stranger.cookie, refundUrl)).statusCode).toBe(404);
    await expectBalanced();
  });

  it('takes a late fee from the pay held, and charges an unpaid visit’s fee to the saved card', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking(t, {
      ...VISIT,
      date: '2026-02-10',
      repeat: 'weekly',
      until: '2026-02-17',
    });
    const [first, second] = booking.visits as unknown as [{ id: string }, { id: string }];
    const pay = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first.id}/pay`);
    await paidAtPaystack(t, fake, pay.json().reference);
    t.at('2026-02-09', '16:00');
    const late = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first.id}/cancel`, {
      reason: 'Sick child',
    });
    expect(late.json()).toMatchObject({ lateCancellation: true, feeCents: 8_000 });
    const fee = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first.id}/late-fee`);
    expect(fee.json()).toMatchObject({ feeCents: 8_000, paid: true });
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 0, payable: 8_000 });
    expect(fake.refunds.at(-1)).toMatchObject({ transaction: pay.json().reference, amount: 11_000 });

    t.at('2026-02-16', '16:00');
    await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second.id}/cancel`, {
      reason: 'Away',
    });
    const charged = await post(
      t,
      employer.cookie,
      `/api/bookings/${booking.id}/visits/${second.id}/late-fee`,
    );
    expect(charged.json()).toMatchObject({ feeCents: 8_000, paid: true });
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 0, payable: 16_000 });
    const again = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second.id}/late-fee`);
    expect(again.json()).toMatchObject({ paid: true, reference: null });
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 0, payable: 16_000 });
    await expectBalanced();
  });
});
