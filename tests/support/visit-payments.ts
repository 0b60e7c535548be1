// Charges of visits against a fake Paystack (issue 34): an accepted booking, a charge settled and its signed
// charge.success webhook posted into the app, a refund's signed webhook (decision 0385), and the worker's ledger
// balances.
import { expect } from 'vitest';
import { balance, workerAccount } from '../../src/server/domain/ledger/index.js';
import { type BookingsTestApp, book, bookableWorker, bookingEmployer, post } from './bookings.js';
import type { FakePaystack } from './fake-paystack.js';
import type { RefundWebhookEvent } from './fake-paystack-refunds.js';
import type { TestApp } from './test-app.js';

export async function acceptedBooking(t: BookingsTestApp, body: Record<string, unknown> = {}) {
  const employer = await bookingEmployer(t);
  const worker = await bookableWorker(t);
  const res = await book(t, employer.cookie, { workerId: worker.worker.id, ...body });
  expect(res.statusCode).toBe(201);
  const accepted = await post(t, worker.cookie, `/api/bookings/${res.json().id}/accept`);
  expect(accepted.statusCode).toBe(200);
  return {
    booking: accepted.json() as { id: string; visits: { id: string; date: string }[] },
    employer,
    worker,
  };
}

/** Posts Paystack's signed webhook for a reference into the app. */
export function deliverWebhook(t: BookingsTestApp, fake: FakePaystack, event: string, reference: string) {
  const { body, signature } = fake.webhook(event, reference);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });
}

/** Posts Paystack's signed webhook about a refund (by Paystack's id for it) into the app. */
export function deliverRefundWebhook(
  t: Pick<TestApp, 'app'>,
  fake: FakePaystack,
  event: RefundWebhookEvent,
  refundId: number,
  opts: { withId?: boolean; secret?: string } = {},
) {
  const { body, signature } = fake.refundWebhook(event, refundId, opts);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });
}

/** Paystack completes every refund still pending with it, and tells us. */
export async function refundsProcessedAtPaystack(t: BookingsTestApp, fake: FakePaystack) {
  for (const refund of fake.refunds.filter((r) => r.status === 'pending')) {
    const res = await deliverRefundWebhook(t, fake, 'refund.processed', refund.id);
    expect(res.statusCode).toBe(200);
  }
}

/** The household pays at Paystack, and Paystack tells us. */
export async function paidAtPaystack(t: BookingsTestApp, fake: FakePaystack, reference: string) {
  fake.settle(reference, 'success');
  const res = await deliverWebhook(t, fake, 'charge.success', reference);
  expect(res.statusCode).toBe(200);
}

export async function workerBalances(t: BookingsTestApp, workerId: string) {
  return {
    held: await balance(t.db, workerAccount('worker_held', workerId)),
    payable: await balance(t.db, workerAccount('worker_payable', workerId)),
  };
}
