// Payouts over HTTP against the fake Paystack (issue 34, decisions 0354, 0355): at least R50, at most her balance,
// never below zero however many requests race, none during the change hold, one on its way at a time; the transfer
// sent with the payout's id as reference; signed transfer webhooks applied once each, in any order; a failed or
// reversed transfer returns her money and tells her why in her language.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import { expectLedgerSound } from '../../../../tests/support/ledger.js';
import {
  balanceOf,
  call,
  messagesTo,
  type PayoutsTestApp,
  paidWorker,
  payoutWorker,
  postWebhook,
  saveAccount,
  withPayoutsTestApp,
} from '../../../../tests/support/payouts.js';
import { jobs, payouts, users } from '../../db/schema.js';
import { ledgerTotals } from '../../domain/ledger/index.js';

describe('payouts (/api/me/payouts and the transfer webhooks)', () => {
  let t: PayoutsTestApp;
  withPayoutsTestApp(
    (built) => {
      t = built;
    },
    { poolMax: 16 },
  );

  const ask = (cookie: string, amount?: number) =>
    call(t, cookie, 'POST', '/api/me/payouts', amount === undefined ? {} : { amount });

  async function payoutRow(id: string) {
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, id));
    return row!;
  }

  const expectSound = () => expectLedgerSound(t.db);

  it('pays out on request: her balance to payouts in flight, a Paystack transfer referenced by the payout', async () => {
    const { worker, cookie } = await paidWorker(t, 25_000);
    const res = await ask(cookie, 120.5);
    expect(res.statusCode).toBe(201);
    const { payout, balanceCents } = res.json();
    expect(payout).toMatchObject({ amountCents: 12_050, status: 'in_flight', origin: 'request' });
    expect(payout.accountNumberMasked).toBe('****7890');
    expect(balanceCents).toBe(12_950);
    const transfer = t.paystack.transfers.transfers.get(payout.id);
    expect(transfer).toMatchObject({ amount: 12_050, currency: 'ZAR', status: 'pending' });
    expect(transfer!.recipientCode).toMatch(/^RCP_/);
    expect((await payoutRow(payout.id)).transferCode).toBe(transfer!.transferCode);
    const listed = await call(t, cookie, 'GET', '/api/me/payouts');
    expect(listed.json()).toEqual({ payouts: [payout], balanceCents: 12_950 });
    expect(await balanceOf(t, worker.id)).toBe(12_950);
    await expectSound();
  });

  it('asks for at least R50 and at most her balance; her whole balance when no amount is given', async () => {
    const { cookie } = await paidWorker(t, 8_000);
    const small = await ask(cookie, 49.99);
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('A payout is at least R50');
    const over = await ask(cookie, 80.01);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('You can be paid at most your balance of R80');
    expect((await ask(cookie, 12.345)).statusCode).toBe(400);
    const whole = await ask(cookie);
    expect(whole.statusCode).toBe(201);
    expect(whole.json()).toMatchObject({ payout: { amountCents: 8_000 }, balanceCents: 0 });

    const { cookie: poor } = await paidWorker(t, 4_999);
    const below = await ask(poor);
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('A payout is at least R50');
  });

  it('refuses without a payout account, during the change hold, and while one is on its way', async () => {
    const { cookie: noAccount } = await payoutWorker(t);
    const none = await ask(noAccount, 50);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please add your bank account before asking for a payout');

    t.at('2026-02-02', '10:00');
    const { worker, cookie } = await paidWorker(t, 30_000);
    await saveAccount(t, cookie, { bankCode: '051001', accountNumber: '0123456789' });
    const held = await ask(cookie, 100);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      message: 'Your bank account changed recently, so payouts wait until 2026-02-03 10:00',
      code: 'payouts_held',
    });
    t.at('2026-02-03', '10:01');
    const first = await ask(cookie, 100);
    expect(first.statusCode).toBe(201);
    expect(first.json().payout.accountNumberMasked).toBe('****6789');
    const second = await ask(cookie, 100);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('A payout is already on its way to your bank');
    expect(await balanceOf(t, worker.id)).toBe(20_000);
  });

  it('never goes below zero under concurrent requests: one payout, the rest refused, nothing half-written', async () => {
    const { worker, cookie } = await paidWorker(t, 10_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(cookie, 60)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => c === 201 || c === 409 || c === 400)).toBe(true);
    expect(await balanceOf(t, worker.id)).toBe(4_000);
    const rows = await t.db.select().from(payouts).where(eq(payouts.workerId, worker.id));
    expect(rows).toHaveLength(1);
    await expectSound();
  });

  it('applies transfer.success once: paid, and a replay changes nothing', async () => {
    const { worker, cookie } = await paidWorker(t, 20_000);
    const { payout } = (await ask(cookie, 200)).json();
    const before = await ledgerTotals(t.db);
    const hook = t.paystack.transfers.webhook('transfer.success', payout.id);
    for (let i = 0; i < 3; i++) expect((await postWebhook(t, hook)).statusCode).toBe(200);
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'paid' });
    const after = await ledgerTotals(t.db);
    expect(after.byKind.payouts_in_flight).toBe(before.byKind.payouts_in_flight - 20_000);
    expect(after.byKind.paystack_clearing).toBe(before.byKind.paystack_clearing - 20_000);
    expect(await balanceOf(t, worker.id)).toBe(0);
    const listed = (await call(t, cookie, 'GET', '/api/me/payouts')).json().payouts;
    expect(listed[0]).toMatchObject({ status: 'paid', settledAt: t.now().toISOString() });
  });

  it('refuses a webhook with a bad signature or another amount, and changes nothing', async () => {
    const { cookie } = await paidWorker(t, 10_000);
    const { payout } = (await ask(cookie, 100)).json();
    const forged = t.paystack.transfers.webhook('transfer.failed', payout.id, { secret: 'sk_test_wrong' });
    expect((await postWebhook(t, forged)).statusCode).toBe(401);
    const tampered = t.paystack.transfers.webhook('transfer.success', payout.id);
    expect(
      (await postWebhook(t, { ...tampered, body: tampered.body.replace('10000', '99999') })).statusCode,
    ).toBe(401);
    const otherAmount = t.paystack.transfers.webhook('transfer.failed', payout.id, { amount: 1 });
    expect((await postWebhook(t, otherAmount)).statusCode).toBe(200);
    expect((await payoutRow(payout.id)).status).toBe('in_flight');
  });

  it('a failed transfer returns her money once and tells her why in her language', async () => {
    const { worker, cookie, phone } = await paidWorker(t, 15_000);
    await t.db.update(users).set({ language: 'zu' }).where(eq(users.id, worker.userId));
    const { payout } = (await ask(cookie, 150)).json();
    expect(await balanceOf(t, worker.id)).toBe(0);
    const failed = t.paystack.transfers.webhook('transfer.failed', payout.id, { reason: 'Account closed' });
    await postWebhook(t, failed);
    await postWebhook(t, failed);
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'failed', failureReason: 'Account closed' });
    expect(await balanceOf(t, worker.id)).toBe(15_000);
    const told = await messagesTo(t, phone, 'payout_returned');
    expect(told).toHaveLength(1);
    expect(told[0]).toBe(
      'Work Local: inkokhelo yakho ka-R150 ayikufinyelelanga ngoba ibhange alizange liyamukele inkokhelo (sicela uhlole imininingwane ye-akhawunti yakho yasebhange). Imali isibuyele kubhalansi yakho.',
    );
    // Her money is hers again: a new payout may go.
    expect((await ask(cookie, 150)).statusCode).toBe(201);
    await expectSound();
  });

  it('out of order: a reversal before the success returns the money once, and the late success changes nothing', async () => {
    const { worker, cookie, phone } = await paidWorker(t, 9_000);
    const { payout } = (await ask(cookie, 90)).json();
    const reversed = t.paystack.transfers.webhook('transfer.reversed', payout.id);
    const success = t.paystack.transfers.webhook('transfer.success', payout.id);
    await postWebhook(t, reversed);
    await postWebhook(t, success);
    await postWebhook(t, reversed);
    expect((await payoutRow(payout.id)).status).toBe('reversed');
    expect(await balanceOf(t, worker.id)).toBe(9_000);
    expect(await messagesTo(t, phone, 'payout_returned')).toEqual([
      'Work Local: your payout of R90 did not reach you because the bank sent the payment back. The money is back in your balance.',
    ]);
    await expectSound();
  });

  it('concurrent deliveries of one result apply it once', async () => {
    const { worker, cookie, phone } = await paidWorker(t, 11_000);
    const { payout } = (await ask(cookie, 110)).json();
    const failed = t.paystack.transfers.webhook('transfer.failed', payout.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => postWebhook(t, failed)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balanceOf(t, worker.id)).toBe(11_000);
    expect(await messagesTo(t, phone, 'payout_returned')).toHaveLength(1);
    await expectSound();
  });

  it('lists Paystack transfers (GET /transfer) for reconciliation', async () => {
    const listed = await t.app.ctx.transfers.listTransfers({
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 3_600_000),
    });
    const ours = await t.db.select().from(payouts);
    const sent = ours.filter((p) => p.transferCode);
    expect(listed.map((x) => x.reference).sort()).toEqual(sent.map((p) => p.id).sort());
    const one = listed.find((x) => x.reference === sent[0]!.id);
    expect(one).toMatchObject({ transferCode: sent[0]!.transferCode, amountCents: sent[0]!.amountCents });
  });

  it('a transfer reversed after it was paid comes back to her balance from what Paystack holds', async () => {
    const { worker, cookie } = await paidWorker(t, 7_000);
    const { payout } = (await ask(cookie, 70)).json();
    await postWebhook(t, t.paystack.transfers.webhook('transfer.success', payout.id));
    const before = await ledgerTotals(t.db);
    await postWebhook(t, t.paystack.transfers.webhook('transfer.reversed', payout.id));
    await postWebhook(t, t.paystack.transfers.webhook('transfer.failed', payout.id));
    expect((await payoutRow(payout.id)).status).toBe('reversed');
    expect(await balanceOf(t, worker.id)).toBe(7_000);
    const after = await ledgerTotals(t.db);
    expect(after.byKind.paystack_clearing).toBe(before.byKind.paystack_clearing + 7_000);
    expect(after.byKind.payouts_in_flight).toBe(before.byKind.payouts_in_flight);
  });

  it("is hers alone: workers only, and nobody lists another worker's payouts", async () => {
    const { cookie: employer } = await signedInUser(t.db, t.config);
    expect((await call(t, employer, 'GET', '/api/me/payouts')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/me/payouts', payload: {} })).statusCode).toBe(
      401,
    );
    const { cookie } = await paidWorker(t, 6_000);
    await ask(cookie, 60);
    const other = await paidWorker(t, 0);
    expect((await call(t, other.cookie, 'GET', '/api/me/payouts')).json()).toEqual({
      payouts: [],
      balanceCents: 0,
    });
  });

  it('keeps a payout pending while Paystack is down and sends it, once, when its job runs', async () => {
    const { worker, cookie } = await paidWorker(t, 5_000);
    t.paystack.transfers.down = true;
    const res = await ask(cookie, 50);
    expect(res.statusCode).toBe(201);
    const { payout } = res.json();
    expect(payout.status).toBe('pending');
    expect(await balanceOf(t, worker.id)).toBe(0);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `payouts.send:${payout.id}`));
    expect(job!.runAt.getTime()).toBeGreaterThan(t.now().getTime());
    t.paystack.transfers.down = false;
    t.at('2026-02-03', '10:05');
    await t.app.ctx.jobs.drain();
    expect((await payoutRow(payout.id)).status).toBe('in_flight');
    expect(
      [...t.paystack.transfers.transfers.values()].filter((x) => x.reference === payout.id),
    ).toHaveLength(1);
  });

  it('a send repeated after an answer that was lost pays once: the same reference answers the first transfer', async () => {
    const { cookie } = await paidWorker(t, 6_500);
    const { payout } = (await ask(cookie, 65)).json();
    const first = t.paystack.transfers.transfers.get(payout.id)!;
    // As if the process died after Paystack accepted the transfer and before the payout recorded it.
    await t.db
      .update(payouts)
      .set({ status: 'pending', transferCode: null, sentAt: null })
      .where(eq(payouts.id, payout.id));
    await t.db
      .update(jobs)
      .set({ status: 'pending', runAt: t.now() })
      .where(eq(jobs.dedupeKey, `payouts.send:${payout.id}`));
    await t.app.ctx.jobs.drain();
    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'in_flight',
      transferCode: first.transferCode,
    });
    expect(
      [...t.paystack.transfers.transfers.values()].filter((x) => x.reference === payout.id),
    ).toHaveLength(1);
  });

  it('our Paystack balance running short keeps the payout pending (not her fault) until it is funded', async () => {
    const { worker, cookie, phone } = await paidWorker(t, 5_500);
    const funded = t.paystack.transfers.balance;
    t.paystack.transfers.balance = 100;
    const { payout } = (await ask(cookie, 55)).json();
    expect(payout.status).toBe('pending');
    expect(await messagesTo(t, phone, 'payout_returned')).toEqual([]);
    expect(await balanceOf(t, worker.id)).toBe(0);
    t.paystack.transfers.balance = funded;
    t.at('2026-02-03', '11:00');
    await t.app.ctx.jobs.drain();
    expect((await payoutRow(payout.id)).status).toBe('in_flight');
  });
});
