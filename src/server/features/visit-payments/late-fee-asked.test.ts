// A late fee no saved card pays is asked of the household by one message (issue 34, decision 0384), against the
// fake Paystack on a fixed clock: no card, a refused one or a gateway failing the charge asks once, in the
// household's language, however often the daily job runs, held until its quiet hours end; a card that pays asks
// nothing; paying from the visits page the message names credits her once, and the booking then shows it paid.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingsTestApp,
  createBookingsTestApp,
  get,
  post,
} from '../../../../tests/support/bookings.js';
import { type FakePaystack, startFakePaystack } from '../../../../tests/support/fake-paystack.js';
import { expectLedgerSound } from '../../../../tests/support/ledger.js';
import { messagesTo } from '../../../../tests/support/payouts.js';
import {
  acceptedBooking,
  deliverWebhook,
  paidAtPaystack,
  workerBalances,
} from '../../../../tests/support/visit-payments.js';
import { devOutbox, users } from '../../db/schema.js';
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

/** R40 an hour for 4 hours: R160 a visit, so a late cancellation costs R80. */
const VISIT = { start: '09:00', hours: 4, hourlyRate: 40 };
const FEE_CENTS = 8_000;

const settle = () => settleUnhappenedVisits(paymentDeps(t.app), t.now());

async function lateFeeStates(cookie: string, bookingId: string) {
  const booking = (await get(t, cookie, `/api/bookings/${bookingId}`)).json();
  return booking.visits.map((v: { lateFee: string }) => v.lateFee);
}

async function delivered(phone: string) {
  await t.app.ctx.jobs.drain();
  const rows = await t.db
    .select({ body: devOutbox.body })
    .from(devOutbox)
    .where(and(eq(devOutbox.to, phone), eq(devOutbox.purpose, 'late_fee_asked')));
  return rows.length;
}

describe('a late fee no saved card pays', () => {
  it('with no saved card: one message in her language after the quiet hours, and paying from the page credits the worker once', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking(t, { ...VISIT, date: '2026-02-10' });
    const visitId = booking.visits[0]!.id;
    await t.db.update(users).set({ language: 'zu' }).where(eq(users.id, employer.user.id));
    const phone = employer.user.phoneNumber;
    t.at('2026-02-09', '16:00');
    const cancelled = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/cancel`, {
      reason: 'Away',
    });
    expect(cancelled.json()).toMatchObject({ lateCancellation: true, feeCents: FEE_CENTS });
    expect(await lateFeeStates(employer.cookie, booking.id)).toEqual(['owed']);

    // The 03:00 run: no card to charge, so she is asked, once however often the job runs.
    t.at('2026-02-10', '03:00');
    expect(await settle()).toEqual({ refunded: 0, feesCharged: 0 });
    expect(await settle()).toEqual({ refunded: 0, feesCharged: 0 });
    const asked = [
      `Work Local: ukuvakasha kwakho no-Thandi Nkosi ngo-Februwari 10, 2026 kukhanselwe sekwephuzile. Ukweleta isisebenzi inhlawulo yokukhansela sekwephuzile engu-R80. Vula u-${t.config.publicUrl}/visits ukuze uyikhokhe.`,
    ];
    expect(await messagesTo(t, phone, 'late_fee_asked')).toEqual(asked);
    // Our page, never the gateway's checkout: that link would expire.
    expect(asked[0]).not.toContain('paystack');
    // Held in her quiet hours (20:00 to 07:00), sent when they end.
    expect(await delivered(phone)).toBe(0);
    t.at('2026-02-10', '07:00');
    expect(await delivered(phone)).toBe(1);
    // Sent, its queued text is cleared: what counts now is that no second one is queued.
    t.at('2026-02-11', '03:00');
    expect(await settle()).toEqual({ refunded: 0, feesCharged: 0 });
    expect(await messagesTo(t, phone, 'late_fee_asked')).toHaveLength(1);

    // The page's "Pay the late fee": a checkout made now; paid at Paystack, the webhook replayed.
    t.at('2026-02-11', '09:00');
    const pay = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/late-fee`);
    expect(pay.statusCode).toBe(200);
    const { reference, authorizationUrl } = pay.json();
    expect(pay.json()).toMatchObject({ feeCents: FEE_CENTS, paid: false });
    expect(authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    await paidAtPaystack(t, fake, reference);
    await deliverWebhook(t, fake, 'charge.success', reference);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 0, payable: FEE_CENTS });
    expect(await lateFeeStates(employer.cookie, booking.id)).toEqual(['paid']);
    expect(await lateFeeStates(worker.cookie, booking.id)).toEqual(['paid']);

    // Paid: the next runs charge nothing and ask nothing more.
    t.at('2026-02-12', '03:00');
    expect(await settle()).toEqual({ refunded: 0, feesCharged: 0 });
    expect(await messagesTo(t, phone, 'late_fee_asked')).toHaveLength(1);
    expect(await delivered(phone)).toBe(1);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 0, payable: FEE_CENTS });
    const again = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/late-fee`);
    expect(again.json()).toMatchObject({ paid: true, authorizationUrl: null });
    await expectLedgerSound(t.db);
  });

  it('a refused saved card asks once; a saved card that pays asks nothing', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking(t, {
      ...VISIT,
      date: '2026-02-10',
      repeat: 'weekly',
      until: '2026-02-24',
    });
    const [first, second, third] = booking.visits as unknown as [
      { id: string },
      { id: string },
      { id: string },
    ];
    // Paying the first visit saves the household's card.
    const paid = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first.id}/pay`);
    await paidAtPaystack(t, fake, paid.json().reference);
    const phone = employer.user.phoneNumber;

    t.at('2026-02-16', '16:00');
    await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second.id}/cancel`, {
      reason: 'Away',
    });
    fake.declineSavedCards = true;
    try {
      t.at('2026-02-17', '03:00');
      const charges = () => fake.counts['POST /transaction/charge_authorization'] ?? 0;
      const before = charges();
      expect(await settle()).toEqual({ refunded: 0, feesCharged: 0 });
      expect(await settle()).toEqual({ refunded: 0, feesCharged: 0 });
      // One try of the card, never a second: a refused card is not charged again by the job.
      expect(charges() - before).toBe(1);
    } finally {
      fake.declineSavedCards = false;
    }
    const asked = [
      `Work Local: your visit with Thandi Nkosi on 17 February 2026 was cancelled late. You owe the worker a late-cancellation fee of R80. Open ${t.config.publicUrl}/visits to pay it.`,
    ];
    expect(await messagesTo(t, phone, 'late_fee_asked')).toEqual(asked);

    t.at('2026-02-23', '16:00');
    await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${third.id}/cancel`, {
      reason: 'Away',
    });
    t.at('2026-02-24', '03:00');
    expect(await settle()).toEqual({ refunded: 0, feesCharged: 1 });
    // The third visit's fee was charged to the card: no message for it.
    expect(await messagesTo(t, phone, 'late_fee_asked')).toEqual(asked);
    expect(await lateFeeStates(employer.cookie, booking.id)).toEqual(['none', 'owed', 'paid']);
    // The first visit's pay is held until it is done; the third's fee is hers.
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 16_000, payable: FEE_CENTS });
  });
  it('a gateway that fails the charge of the saved card asks too', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer } = await acceptedBooking(t, {
      ...VISIT,
      date: '2026-02-10',
      repeat: 'weekly',
      until: '2026-02-17',
    });
    const [first, second] = booking.visits as unknown as [{ id: string }, { id: string }];
    const paid = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first.id}/pay`);
    await paidAtPaystack(t, fake, paid.json().reference);
    t.at('2026-02-16', '16:00');
    await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second.id}/cancel`, {
      reason: 'Away',
    });
    t.at('2026-02-17', '03:00');
    fake.mode = 'down';
    try {
      expect(await settle()).toEqual({ refunded: 0, feesCharged: 0 });
    } finally {
      fake.mode = 'ok';
    }
    expect(await messagesTo(t, employer.user.phoneNumber, 'late_fee_asked')).toEqual([
      `Work Local: your visit with Thandi Nkosi on 17 February 2026 was cancelled late. You owe the worker a late-cancellation fee of R80. Open ${t.config.publicUrl}/visits to pay it.`,
    ]);
    expect(await lateFeeStates(employer.cookie, booking.id)).toEqual(['none', 'owed']);
  });
});
