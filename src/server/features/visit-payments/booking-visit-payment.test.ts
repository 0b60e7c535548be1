// Each visit of a booking says what its payment is doing (issue 34), so the household's page shows "Paid" instead of
// "Pay": unpaid, pending while the household is at Paystack, held once paid, released when done, refunded when
// cancelled, on GET /api/bookings/:id and GET /api/bookings alike, for both parties.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingsTestApp,
  createBookingsTestApp,
  get,
  post,
} from '../../../../tests/support/bookings.js';
import { type FakePaystack, startFakePaystack } from '../../../../tests/support/fake-paystack.js';
import { acceptedBooking, paidAtPaystack } from '../../../../tests/support/visit-payments.js';

let t: BookingsTestApp;
let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createBookingsTestApp({ env: { ...fake.env(), LOG_LEVEL: 'error' } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const VISIT = { date: '2026-02-05', start: '09:00', hours: 4, hourlyRate: 40, transportAllowance: 30 };

describe("a booking's visits and their payment", () => {
  it('unpaid, pending, held, released; refunded when cancelled; in the booking and the list alike', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer, worker } = await acceptedBooking(t, {
      ...VISIT,
      repeat: 'weekly',
      until: '2026-02-12',
    });
    const [first, second] = booking.visits.map((v) => v.id);
    const payments = async (cookie: string) => {
      const one = (await get(t, cookie, `/api/bookings/${booking.id}`)).json() as {
        visits: { id: string; payment: string }[];
      };
      const listed = (await get(t, cookie, '/api/bookings')).json() as {
        bookings: { id: string; visits: { id: string; payment: string }[] }[];
      };
      const inList = listed.bookings.find((b) => b.id === booking.id)!;
      expect(inList.visits).toEqual(one.visits.map((v) => expect.objectContaining(v)));
      return one.visits.map((v) => v.payment);
    };
    expect(await payments(employer.cookie)).toEqual(['unpaid', 'unpaid']);

    const charge = await post(t, employer.cookie, `/api/bookings/${booking.id}/pay-ahead`, { weeks: 4 });
    expect(charge.statusCode).toBe(200);
    expect(await payments(employer.cookie)).toEqual(['pending', 'pending']);
    await paidAtPaystack(t, fake, charge.json().reference);
    expect(await payments(employer.cookie)).toEqual(['held', 'held']);
    expect(await payments(worker.cookie)).toEqual(['held', 'held']);

    t.at('2026-02-05', '13:30');
    expect(
      (await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${first}/done`)).statusCode,
    ).toBe(200);
    await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second}/cancel`, { reason: 'Away' });
    const refund = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${second}/refund`);
    expect(refund.json()).toMatchObject({ refundedCents: 19_000 });
    expect(await payments(employer.cookie)).toEqual(['released', 'refunded']);
  });
});
