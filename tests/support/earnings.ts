// Money for the earnings tests (issue 34), all through the product's routes against the fake Paystack: a booking the
// worker accepted; a visit paid (charge.success webhook), tipped, fined late (the fee from the pay held, the rest
// refunded) or refunded (refund.processed webhook); and a payout asked for and settled (transfer.success webhook).
import { expect } from 'vitest';
import { nextIp } from './auth-client.js';
import {
  type BookingsTestApp,
  book,
  type bookableWorker,
  bookingEmployer,
  createBookingsTestApp,
  post,
} from './bookings.js';
import { type FakePaystack, startFakePaystack } from './fake-paystack.js';
import { saveAccount } from './payouts.js';
import { paidAtPaystack, refundsProcessedAtPaystack } from './visit-payments.js';

export type Party = Awaited<ReturnType<typeof bookingEmployer>>;
export type Worker = Awaited<ReturnType<typeof bookableWorker>>;
export interface EarningsTestApp extends BookingsTestApp {
  paystack: FakePaystack;
}

export async function createEarningsTestApp(): Promise<EarningsTestApp> {
  const paystack = await startFakePaystack();
  const app = await createBookingsTestApp({ env: paystack.env({ OTP_COOLDOWN_SECONDS: '0' }) });
  return {
    ...app,
    paystack,
    async close() {
      await app.close();
      await paystack.close();
    },
  };
}

export interface BookedVisit {
  id: string;
  date: string;
}
export interface Booked {
  employer: Party;
  id: string;
  visit: BookedVisit;
}

/** A one-visit booking of `worker` by a new household, accepted. */
export async function acceptedVisit(
  t: BookingsTestApp,
  worker: Worker,
  body: { date: string; start: string; hours: number; hourlyRate: number },
): Promise<Booked> {
  const employer = await bookingEmployer(t);
  const res = await book(t, employer.cookie, { workerId: worker.worker.id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  const accepted = await post(t, worker.cookie, `/api/bookings/${res.json().id}/accept`);
  expect(accepted.statusCode).toBe(200);
  const booking = accepted.json() as { id: string; visits: BookedVisit[] };
  return { employer, id: booking.id, visit: booking.visits[0]! };
}

const visitUrl = (b: Booked, action: string) => `/api/bookings/${b.id}/visits/${b.visit.id}/${action}`;

/** The household pays the visit at Paystack; its reference. */
export async function payVisit(t: EarningsTestApp, b: Booked): Promise<string> {
  const pay = await post(t, b.employer.cookie, visitUrl(b, 'pay'));
  expect(pay.statusCode, pay.body).toBe(200);
  await paidAtPaystack(t, t.paystack, pay.json().reference);
  return pay.json().reference;
}

export async function markDone(t: BookingsTestApp, b: Booked) {
  const res = await post(t, b.employer.cookie, visitUrl(b, 'done'));
  expect(res.statusCode, res.body).toBe(200);
}

export async function tipVisit(t: EarningsTestApp, b: Booked, amountRand: number) {
  const tip = await post(t, b.employer.cookie, visitUrl(b, 'tip'), { amount: amountRand });
  expect(tip.statusCode, tip.body).toBe(200);
  await paidAtPaystack(t, t.paystack, tip.json().reference);
}

/** The household cancels; a late one's fee is then collected (from the pay held); Paystack refunds the rest. */
export async function cancelVisit(t: EarningsTestApp, b: Booked): Promise<number> {
  const res = await post(t, b.employer.cookie, visitUrl(b, 'cancel'), { reason: 'Away' });
  expect(res.statusCode, res.body).toBe(200);
  const { feeCents } = res.json() as { feeCents: number };
  const next = await post(t, b.employer.cookie, visitUrl(b, feeCents > 0 ? 'late-fee' : 'refund'));
  expect(next.statusCode, next.body).toBe(200);
  await refundsProcessedAtPaystack(t, t.paystack);
  return feeCents;
}

/** She saves a bank account, asks for a payout and Paystack tells its result (success unless said); its id. */
export async function paidOut(
  t: EarningsTestApp,
  worker: Worker,
  amountRand: number,
  result: 'transfer.success' | 'transfer.failed' = 'transfer.success',
): Promise<string> {
  const saved = await saveAccount(t, worker.cookie, { accountNumber: '1234567890' });
  expect(saved.statusCode, saved.body).toBe(200);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/me/payouts',
    headers: { cookie: worker.cookie },
    remoteAddress: nextIp(),
    payload: { amount: amountRand },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const { id } = asked.json().payout as { id: string };
  const hook = t.paystack.transfers.webhook(result, id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
    payload: hook.body,
  });
  expect(res.statusCode).toBe(200);
  return id;
}
