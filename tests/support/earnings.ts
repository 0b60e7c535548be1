// Money for the earnings tests (issue 34): a booking the worker accepted, and its visits paid, tipped, fined and
// paid out through the ledger core's own postTransaction with the entries the account plan names (decision 0344).
// The charges (h34ledger) and payouts (h34payout) land beside this; these post what they post.
import { expect } from 'vitest';
import { paymentItems, payments, payouts } from '../../src/server/db/schema.js';
import {
  credit,
  debit,
  platformAccount,
  postTransaction,
  releaseVisitPay,
  workerAccount,
} from '../../src/server/domain/ledger/index.js';
import type { CreateBooking } from '../../src/shared/schemas/bookings.js';
import { type BookingsTestApp, book, type bookableWorker, type bookingEmployer, post } from './bookings.js';

export type Party = Awaited<ReturnType<typeof bookingEmployer>>;
export type Worker = Awaited<ReturnType<typeof bookableWorker>>;
export interface BookedVisit {
  id: string;
  date: string;
  payCents: number;
}

/** A booking of `worker` by `employer`, accepted: its id and visits. */
export async function acceptedBooking(
  t: BookingsTestApp,
  employer: Party,
  worker: Worker,
  body: Omit<Partial<CreateBooking>, 'workerId'>,
): Promise<{ id: string; visits: BookedVisit[] }> {
  const res = await book(t, employer.cookie, { workerId: worker.worker.id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  const accepted = await post(t, worker.cookie, `/api/bookings/${res.json().id}/accept`);
  expect(accepted.statusCode).toBe(200);
  return accepted.json();
}

/** A household's successful charge for visits: the payment, its lines, and the pay held for her per visit. */
export async function payVisits(
  t: BookingsTestApp,
  input: { employer: Party; workerId: string; visits: BookedVisit[]; reference: string; tipCents?: number },
) {
  const at = t.now();
  const total = input.visits.reduce((sum, v) => sum + v.payCents, 0);
  await t.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        reference: input.reference,
        userId: input.employer.user.id,
        paymentType: 'visit_pay',
        amountCents: total,
        provider: 'paystack',
        status: 'success',
        paidAt: at,
        fulfilledAt: at,
        createdAt: at,
      })
      .returning();
    await tx.insert(paymentItems).values(
      input.visits.map((v, line) => ({
        paymentId: payment!.id,
        line,
        kind: 'visit_pay',
        visitId: v.id,
        workerId: input.workerId,
        amountCents: v.payCents,
      })),
    );
    await postTransaction(tx, {
      eventKey: `charge:${input.reference}`,
      kind: 'visit_charge',
      entries: [
        debit(platformAccount('paystack_clearing'), total),
        ...input.visits.map((v) => credit(workerAccount('worker_held', input.workerId), v.payCents, v.id)),
      ],
      refs: { paymentReference: input.reference },
      at,
    });
  });
}

/** What the visit being done does to her pay (idempotent: nothing moves when the done hook already released it). */
export function releasePay(t: BookingsTestApp, workerId: string, visitId: string) {
  return t.db.transaction((tx) => releaseVisitPay(tx, { visitId, workerId, at: t.now() }));
}

export function tip(t: BookingsTestApp, workerId: string, visitId: string, cents: number, key: string) {
  return t.db.transaction((tx) =>
    postTransaction(tx, {
      eventKey: `tip:${key}`,
      kind: 'tip',
      entries: [
        debit(platformAccount('paystack_clearing'), cents),
        credit(workerAccount('worker_payable', workerId), cents, visitId),
      ],
      refs: { visitId, paymentReference: key },
      at: t.now(),
    }),
  );
}

export function lateFee(t: BookingsTestApp, workerId: string, visitId: string, cents: number, key: string) {
  const fees = platformAccount('late_cancellation_fees');
  return t.db.transaction((tx) =>
    postTransaction(tx, {
      eventKey: `late_fee:${key}`,
      kind: 'late_fee',
      entries: [
        debit(platformAccount('paystack_clearing'), cents),
        credit(fees, cents, visitId),
        debit(fees, cents, visitId),
        credit(workerAccount('worker_payable', workerId), cents, visitId),
      ],
      refs: { visitId, paymentReference: key },
      at: t.now(),
    }),
  );
}

/** A visit that did not happen: its held pay owed back to the household. */
export function refund(t: BookingsTestApp, workerId: string, visitId: string, cents: number) {
  return t.db.transaction((tx) =>
    postTransaction(tx, {
      eventKey: `refund:${visitId}:0`,
      kind: 'refund_requested',
      entries: [
        debit(workerAccount('worker_held', workerId), cents, visitId),
        credit(platformAccount('refunds'), cents, visitId),
      ],
      refs: { visitId, workerId },
      at: t.now(),
    }),
  );
}

/** A payout sent from her balance (the transfer on its way); `paid` settles it as transfer.success does. */
export async function payout(t: BookingsTestApp, worker: Worker, cents: number, paid: boolean) {
  const at = t.now();
  return t.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payouts)
      .values({
        userId: worker.worker.userId,
        origin: 'request',
        amountCents: cents,
        provider: 'paystack',
        recipientCode: 'RCP_test',
        accountLast4: '7890',
        status: paid ? 'paid' : 'in_flight',
        requestedAt: at,
        sentAt: at,
        settledAt: paid ? at : null,
      })
      .returning();
    const inFlight = platformAccount('payouts_in_flight');
    await postTransaction(tx, {
      eventKey: `payout_sent:${row!.id}`,
      kind: 'payout_sent',
      entries: [debit(workerAccount('worker_payable', worker.worker.id), cents), credit(inFlight, cents)],
      refs: { payoutId: row!.id, workerId: worker.worker.id },
      at,
    });
    if (paid) {
      await postTransaction(tx, {
        eventKey: `payout_paid:${row!.id}`,
        kind: 'payout_paid',
        entries: [debit(inFlight, cents), credit(platformAccount('paystack_clearing'), cents)],
        refs: { payoutId: row!.id, workerId: worker.worker.id },
        at,
      });
    }
    return row!;
  });
}
