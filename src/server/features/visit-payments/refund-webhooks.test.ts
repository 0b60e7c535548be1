// Paystack's refund webhooks (decision 0385), over HTTP against the fake Paystack with signed webhooks, on a fixed
// clock: refund.processed marks a visit's refund done once (no money moves again); refund.failed brings the money
// back as owed to the household, shown to the admin, who may ask Paystack again once; replays, concurrent deliveries
// and late contrary results change nothing; a forged one is refused; twin refunds of one charge are told apart
// without Paystack's id; refund.needs-attention is matched by the id it carries.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../tests/support/admin.js';
import {
  type BookingsTestApp,
  createBookingsTestApp,
  get,
  post,
} from '../../../../tests/support/bookings.js';
import { type FakePaystack, startFakePaystack } from '../../../../tests/support/fake-paystack.js';
import { expectLedgerSound } from '../../../../tests/support/ledger.js';
import {
  acceptedBooking,
  deliverRefundWebhook,
  paidAtPaystack,
} from '../../../../tests/support/visit-payments.js';
import { ADMIN_MONEY_MESSAGES } from '../../../shared/schemas/admin-money.js';
import { ADMIN_REFUND_MESSAGES, type AdminRefund } from '../../../shared/schemas/admin-refunds.js';
import { auditLog, ledgerProviderEvents } from '../../db/schema.js';

let t: BookingsTestApp;
let fake: FakePaystack;
let admin: { cookie: string; user: { id: string } };
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createBookingsTestApp({ env: fake.env(), poolMax: 8 });
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** R40 an hour for 4 hours and R30 transport: R190 hers, refunded whole when the visit is cancelled early. */
const VISIT = { start: '09:00', hours: 4, hourlyRate: 40, transportAllowance: 30 };
const HERS = 19_000;

/** A paid visit the household cancelled early and asked back: the refund Paystack queued. */
async function refundedVisit(date: string) {
  t.at('2026-01-20', '10:00');
  const { booking, employer } = await acceptedBooking(t, { ...VISIT, date });
  const visitId = booking.visits[0]!.id;
  const paid = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/pay`);
  await paidAtPaystack(t, fake, paid.json().reference);
  const cancel = `/api/bookings/${booking.id}/visits/${visitId}/cancel`;
  expect((await post(t, employer.cookie, cancel, { reason: 'Away' })).json()).toMatchObject({ feeCents: 0 });
  const refunded = await post(t, employer.cookie, `/api/bookings/${booking.id}/visits/${visitId}/refund`);
  expect(refunded.json()).toEqual({ refundedCents: HERS, status: 'requested' });
  const refund = fake.refunds.at(-1)!;
  expect(refund).toMatchObject({ transaction: paid.json().reference, amount: HERS, status: 'pending' });
  return { refund, employer, visitId };
}

/** The ledger's invariants hold (tests/support/ledger.ts): its balances by account kind. */
const balanced = async () => (await expectLedgerSound(t.db)).byKind;

async function adminRefund(id: number | string, status?: string): Promise<AdminRefund | undefined> {
  const res = await get(t, admin.cookie, `/api/admin/ledger/refunds${status ? `?status=${status}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().refunds as AdminRefund[];
  return list.find((r) => r.providerRefundId === String(id) || r.id === id);
}

async function refundEventsClaimed(): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerProviderEvents)
    .where(like(ledgerProviderEvents.type, 'refund.%'));
  return row?.n ?? 0;
}

async function householdRefund(cookie: string, visitId: string) {
  const payments = (await get(t, cookie, '/api/me/payments')).json().payments as {
    items: { visitId: string | null; kind: string; refund: unknown }[];
  }[];
  return payments.flatMap((p) => p.items).find((i) => i.visitId === visitId && i.kind === 'visit_pay')
    ?.refund;
}

describe("Paystack's refund webhooks", () => {
  it('marks a refund processed once, however often and however concurrently Paystack tells it', async () => {
    const { refund, employer, visitId } = await refundedVisit('2026-02-05');
    expect(await adminRefund(refund.id)).toMatchObject({
      status: 'pending',
      amountCents: HERS,
      retryable: false,
    });
    expect(await householdRefund(employer.cookie, visitId)).toEqual({
      status: 'requested',
      amountCents: HERS,
    });
    const before = await balanced();
    const events = await refundEventsClaimed();

    t.at('2026-01-22', '08:00');
    const answers = await Promise.all(
      [1, 2, 3].map(() => deliverRefundWebhook(t, fake, 'refund.processed', refund.id)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await deliverRefundWebhook(t, fake, 'refund.processed', refund.id)).statusCode).toBe(200);

    expect(await balanced()).toEqual(before);
    expect(await refundEventsClaimed()).toBe(events + 1);
    expect(await adminRefund(refund.id)).toBeUndefined();
    expect(await adminRefund(refund.id, 'processed')).toMatchObject({
      status: 'processed',
      providerStatus: 'processed',
      settledAt: '2026-01-22T06:00:00.000Z',
    });
    expect(await householdRefund(employer.cookie, visitId)).toEqual({
      status: 'processed',
      amountCents: HERS,
    });
    // A late contrary result of a refund already done changes nothing.
    expect((await deliverRefundWebhook(t, fake, 'refund.failed', refund.id)).statusCode).toBe(200);
    expect(await balanced()).toEqual(before);
    expect(await adminRefund(refund.id, 'processed')).toMatchObject({ status: 'processed' });
  });

  it('owes a failed refund to the household again, shows it to the admin, and asks Paystack again once', async () => {
    const { refund, employer, visitId } = await refundedVisit('2026-02-06');
    const before = await balanced();
    t.at('2026-01-23', '08:00');
    const failed = await Promise.all(
      [1, 2].map(() => deliverRefundWebhook(t, fake, 'refund.failed', refund.id)),
    );
    expect(failed.map((a) => a.statusCode)).toEqual([200, 200]);
    const after = await balanced();
    // One correcting transaction: the money is back in our Paystack balance and owed in refunds_failed.
    expect(after.refunds_failed - before.refunds_failed).toBe(HERS);
    expect(after.paystack_clearing - before.paystack_clearing).toBe(HERS);
    const shown = await adminRefund(refund.id);
    expect(shown).toMatchObject({ status: 'failed', retryable: true, settledAt: '2026-01-23T06:00:00.000Z' });
    // Whose money it is: the visit's day and the household who paid, for the console's Refunds panel.
    expect(shown).toMatchObject({
      visitId,
      visitDate: '2026-02-06',
      household: { name: 'Karen', phoneNumber: employer.user.phoneNumber },
    });
    expect(await householdRefund(employer.cookie, visitId)).toEqual({ status: 'failed', amountCents: HERS });
    // Out of order: its processed after its failure changes nothing.
    expect((await deliverRefundWebhook(t, fake, 'refund.processed', refund.id)).statusCode).toBe(200);
    expect(await balanced()).toEqual(after);

    const retryUrl = `/api/admin/ledger/refunds/${shown!.id}/retry`;
    expect((await post(t, employer.cookie, retryUrl)).statusCode).toBe(403);
    const asked = fake.refunds.length;
    const retries = await Promise.all([1, 2].map(() => post(t, admin.cookie, retryUrl)));
    expect(retries.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const conflict = retries.find((r) => r.statusCode === 409)!;
    expect(conflict.json().message).toBe(ADMIN_REFUND_MESSAGES.notRetryable);
    expect(fake.refunds.slice(asked)).toMatchObject([{ transaction: refund.transaction, amount: HERS }]);
    const again = fake.refunds.at(-1)!;
    expect(retries.find((r) => r.statusCode === 200)!.json()).toMatchObject({
      status: 'pending',
      retryOf: shown!.id,
      providerRefundId: String(again.id),
      retryable: false,
      visitDate: '2026-02-06',
      household: { phoneNumber: employer.user.phoneNumber },
    });
    expect(await adminRefund(refund.id)).toMatchObject({ status: 'failed', retryable: false });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund.retried'), eq(auditLog.subjectId, shown!.id)));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, details: { amountCents: HERS } });
    expect((await balanced()).refunds_failed).toBe(before.refunds_failed);

    await deliverRefundWebhook(t, fake, 'refund.processed', again.id);
    expect(await adminRefund(again.id, 'processed')).toMatchObject({ status: 'processed' });
    expect(await householdRefund(employer.cookie, visitId)).toEqual({
      status: 'processed',
      amountCents: HERS,
    });
    const done = await balanced();
    expect(done.paystack_clearing).toBe(before.paystack_clearing);
    expect(done.refunds_failed).toBe(before.refunds_failed);
    expect((await post(t, admin.cookie, retryUrl)).statusCode).toBe(409);
    expect(
      (await post(t, admin.cookie, `/api/admin/ledger/refunds/${crypto.randomUUID()}/retry`)).json(),
    ).toEqual(expect.objectContaining({ message: ADMIN_REFUND_MESSAGES.notFound }));
  });

  it('keeps a retry Paystack refuses owed, and lets the admin ask again', async () => {
    const { refund } = await refundedVisit('2026-02-09');
    await deliverRefundWebhook(t, fake, 'refund.failed', refund.id);
    const owed = await balanced();
    const failed = (await adminRefund(refund.id))!;
    fake.refundsDown = true;
    const refused = await post(t, admin.cookie, `/api/admin/ledger/refunds/${failed.id}/retry`);
    fake.refundsDown = false;
    expect([refused.statusCode, refused.json().message]).toEqual([502, ADMIN_MONEY_MESSAGES.refundFailed]);
    expect(await balanced()).toEqual(owed);
    const list = (await get(t, admin.cookie, '/api/admin/ledger/refunds?status=refused')).json()
      .refunds as AdminRefund[];
    const retry = list.find((r) => r.retryOf === failed.id)!;
    expect(retry).toMatchObject({ status: 'refused', retryable: true });
    const second = await post(t, admin.cookie, `/api/admin/ledger/refunds/${retry.id}/retry`);
    expect(second.json()).toMatchObject({ status: 'pending', retryOf: retry.id });
    expect((await balanced()).refunds_failed).toBe(owed.refunds_failed - HERS);
  });

  it('refuses a forged refund webhook', async () => {
    const { refund } = await refundedVisit('2026-02-10');
    const before = await balanced();
    const forged = fake.refundWebhook('refund.failed', refund.id, { secret: 'sk_test_wrong' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': forged.signature },
      payload: forged.body,
    });
    expect(res.statusCode).toBe(401);
    expect(await balanced()).toEqual(before);
    expect(await adminRefund(refund.id)).toMatchObject({ status: 'pending' });
  });

  it('settles twin refunds of one charge without their id, and matches needs-attention by the id it carries', async () => {
    t.at('2026-01-20', '10:00');
    const { booking, employer } = await acceptedBooking(t, {
      ...VISIT,
      date: '2026-02-12',
      repeat: 'weekly',
      until: '2026-02-19',
    });
    const ahead = await post(t, employer.cookie, `/api/bookings/${booking.id}/pay-ahead`, { weeks: 5 });
    await paidAtPaystack(t, fake, ahead.json().reference);
    const asked = fake.refunds.length;
    for (const visit of booking.visits) {
      const base = `/api/bookings/${booking.id}/visits/${visit.id}`;
      await post(t, employer.cookie, `${base}/cancel`, { reason: 'Away' });
      expect((await post(t, employer.cookie, `${base}/refund`)).json()).toMatchObject({
        refundedCents: HERS,
      });
    }
    const [a, b] = fake.refunds.slice(asked) as [(typeof fake.refunds)[0], (typeof fake.refunds)[0]];
    expect([a.transaction, a.amount]).toEqual([b.transaction, b.amount]);
    const before = await balanced();
    // Without the refund's id one refund of that charge and amount ends, then the other: the same money either way.
    await deliverRefundWebhook(t, fake, 'refund.processed', b.id);
    await Promise.all([1, 2].map(() => deliverRefundWebhook(t, fake, 'refund.failed', a.id)));
    await deliverRefundWebhook(t, fake, 'refund.processed', b.id);
    const states = await Promise.all([
      adminRefund(a.id, 'processed').then((r) => r ?? adminRefund(a.id)),
      adminRefund(b.id, 'processed').then((r) => r ?? adminRefund(b.id)),
    ]);
    expect(states.map((r) => r?.status).sort()).toEqual(['failed', 'processed']);
    expect((await balanced()).refunds_failed - before.refunds_failed).toBe(HERS);

    const { refund } = await refundedVisit('2026-02-13');
    await deliverRefundWebhook(t, fake, 'refund.needs-attention', refund.id);
    expect(await adminRefund(refund.id)).toMatchObject({
      status: 'needs_attention',
      providerStatus: 'needs-attention',
      retryable: false,
    });
    await deliverRefundWebhook(t, fake, 'refund.processed', refund.id);
    expect(await adminRefund(refund.id, 'processed')).toMatchObject({ status: 'processed' });
  });
});
