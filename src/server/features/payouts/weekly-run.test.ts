// The weekly payout run (issue 34, decision 0354) on a fixed clock: Wednesday 09:00 South African time pays every
// balance of at least R50 with an account, no change hold and nothing on its way; once per Wednesday however often
// the runner looks; the run and its transfers in the admin API. And the sandbox pays a request at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../tests/support/admin.js';
import {
  balanceOf,
  call,
  creditBalance,
  type PayoutsTestApp,
  paidWorker,
  payoutWorker,
  postWebhook,
  saveAccount,
  withPayoutsTestApp,
} from '../../../../tests/support/payouts.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { payouts } from '../../db/schema.js';

describe('the weekly payout run (Wednesdays 09:00)', () => {
  let t: PayoutsTestApp;
  withPayoutsTestApp((built) => {
    t = built;
  });

  it('pays every eligible balance once per Wednesday, and the admin sees the run and its transfers', async () => {
    // The runner's first look catches up last Wednesday's missed run, before anyone has a balance.
    t.at('2026-02-03', '12:00');
    await t.app.ctx.jobs.drain();
    const due = await paidWorker(t, 30_000, '1000000001');
    const small = await paidWorker(t, 4_000, '1000000002');
    const held = await paidWorker(t, 20_000, '1000000003');
    const noAccount = await payoutWorker(t);
    await creditBalance(t, noAccount.worker.id, 10_000);
    const busy = await paidWorker(t, 50_000, '1000000004');
    expect((await call(t, busy.cookie, 'POST', '/api/me/payouts', { amount: 100 })).statusCode).toBe(201);
    t.at('2026-02-03', '14:00');
    await saveAccount(t, held.cookie, { accountNumber: '1000000033' });

    t.at('2026-02-04', '08:59');
    await t.app.ctx.jobs.drain();
    expect(await t.db.select().from(payouts).where(eq(payouts.origin, 'weekly'))).toEqual([]);

    t.at('2026-02-04', '09:00');
    await t.app.ctx.jobs.drain();
    await t.app.ctx.jobs.drain();
    const weekly = await t.db.select().from(payouts).where(eq(payouts.origin, 'weekly'));
    expect(weekly.map((p) => [p.workerId, p.amountCents, p.status])).toEqual([
      [due.worker.id, 30_000, 'in_flight'],
    ]);
    expect(await balanceOf(t, due.worker.id)).toBe(0);
    expect(await balanceOf(t, small.worker.id)).toBe(4_000);
    expect(await balanceOf(t, held.worker.id)).toBe(20_000);
    expect(await balanceOf(t, noAccount.worker.id)).toBe(10_000);
    expect(await balanceOf(t, busy.worker.id)).toBe(40_000);
    expect(t.paystack.transfers.transfers.get(weekly[0]!.id)).toMatchObject({ amount: 30_000 });

    const { cookie: admin } = await signedInAdmin(t);
    const runs = await call(t, admin, 'GET', '/api/admin/payout-runs');
    expect(runs.statusCode).toBe(200);
    expect(runs.json().runs).toMatchObject([
      { day: '2026-02-04', payoutCount: 1, totalCents: 30_000 },
      { day: '2026-01-28', payoutCount: 0, totalCents: 0 },
    ]);
    const listed = await call(t, admin, 'GET', `/api/admin/payouts?runId=${runs.json().runs[0].id}`);
    expect(listed.json().payouts).toMatchObject([
      {
        workerName: 'Thandi Nkosi',
        amountCents: 30_000,
        status: 'in_flight',
        accountNumberMasked: '****0001',
        transferCode: weekly[0]!.transferCode,
      },
    ]);
    expect(listed.body).not.toContain('1000000001');
    expect((await call(t, due.cookie, 'GET', '/api/admin/payout-runs')).statusCode).toBe(403);

    // The next Wednesday: paid again from what she earned since, the hold over.
    await postWebhook(t, t.paystack.transfers.webhook('transfer.success', weekly[0]!.id));
    await creditBalance(t, due.worker.id, 6_000);
    t.at('2026-02-11', '09:00');
    await t.app.ctx.jobs.drain();
    const second = await t.db.select().from(payouts).where(eq(payouts.origin, 'weekly'));
    expect(second.map((p) => [p.workerId, p.amountCents]).sort()).toEqual(
      [
        [due.worker.id, 30_000],
        [due.worker.id, 6_000],
        [held.worker.id, 20_000],
      ].sort(),
    );
    const allRuns = (await call(t, admin, 'GET', '/api/admin/payout-runs')).json().runs;
    expect(allRuns.map((r: { day: string }) => r.day)).toEqual(['2026-02-11', '2026-02-04', '2026-01-28']);
  });
});

describe('the sandbox pays a payout at once (embedded default)', () => {
  let t: TestApp;
  withTestApp({ OTP_COOLDOWN_SECONDS: '0' }, (built) => {
    t = built;
  });

  it('saves an account without Paystack and a payout is paid the moment she asks', async () => {
    const { worker, cookie } = await paidWorker(t, 12_000);
    const res = await call(t, cookie, 'POST', '/api/me/payouts', {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payout: { amountCents: 12_000, status: 'paid' }, balanceCents: 0 });
    expect(await balanceOf(t, worker.id)).toBe(0);
  });
});
