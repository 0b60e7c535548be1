// A newcomer pays a visit on the demo without a Paystack account (issue 34): the embedded sandbox's checkout page
// takes the payment, the callback verifies it, the pay is held, and marking the visit done makes it her balance.
import { describe, expect, it } from 'vitest';
import { type BookingsTestApp, get, post } from '../../../../tests/support/bookings.js';
import { acceptedBooking, workerBalances } from '../../../../tests/support/visit-payments.js';
import { withBookingsTestApp } from '../../../../tests/support/with-test-app.js';

let t: BookingsTestApp;
withBookingsTestApp((built) => {
  t = built;
});

describe('paying a visit in the sandbox', () => {
  it('checks out, verifies, holds and releases the pay', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking(t, {
      date: '2026-02-03',
      start: '09:00',
      hours: 5,
      hourlyRate: 40,
    });
    const visitId = booking.visits[0]!.id;
    const paid = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/pay`);
    expect(paid.statusCode).toBe(200);
    const { reference, authorizationUrl, workerReceivesCents } = paid.json();
    expect(workerReceivesCents).toBe(20_000);
    expect(authorizationUrl).toMatch(/^\/sandbox\/checkout\//);
    const page = await t.app.inject({ method: 'GET', url: authorizationUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('held until the visit is done');
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicUrl },
      payload: 'decision=pay&callback=%2Fpayment-callback',
    });
    expect(pressed.statusCode).toBe(303);
    const verified = await get(t, employer.cookie, `/api/payments/verify/${reference}`);
    expect(verified.json()).toMatchObject({ status: true, paymentType: 'visit', paymentStatus: 'success' });
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 20_000, payable: 0 });
    t.at('2026-02-03', '15:00');
    expect(
      (await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/done`)).statusCode,
    ).toBe(200);
    expect(await workerBalances(t, worker.worker.id)).toEqual({ held: 0, payable: 20_000 });
  });
});
