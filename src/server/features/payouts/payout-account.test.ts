// The worker's payout account over HTTP (issue 34): a fresh one-time code, Paystack's basa recipient, the number
// sealed at rest and never logged, answered masked, in clear only in her own data download, a change holding payouts
// for 24 hours with a message in her language, and only for workers.

import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import {
  call,
  messagesTo,
  type PayoutsTestApp,
  payoutWorker,
  saveAccount,
  withPayoutsTestApp,
} from '../../../../tests/support/payouts.js';
import { payoutAccounts, users } from '../../db/schema.js';
import { exportPayoutAccount, resealPayoutAccounts } from './index.js';

describe('payout account (/api/me/payout-account)', () => {
  let t: PayoutsTestApp;
  withPayoutsTestApp((built) => {
    t = built;
  });

  it('saves her account with a fresh code, makes a basa recipient and answers it masked', async () => {
    const { cookie } = await payoutWorker(t);
    const res = await saveAccount(t, cookie, { bankCode: '470010', accountNumber: '1234567890' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      account: {
        bankCode: '470010',
        bankName: 'Capitec Bank',
        accountNumberMasked: '****7890',
        accountHolder: 'Thandi Nkosi',
        payoutsHeldUntil: null,
      },
    });
    expect(res.body).not.toContain('1234567890');
    const recipient = [...t.paystack.transfers.recipients.values()].find(
      (r) => r.accountNumber === '1234567890',
    );
    expect(recipient).toMatchObject({ bankCode: '470010', name: 'Thandi Nkosi' });

    const got = await call(t, cookie, 'GET', '/api/me/payout-account');
    expect(got.json()).toEqual(res.json());
    expect(got.headers['cache-control']).toBe('no-store');
  });

  it('keeps the number sealed at rest: the column never holds it in clear, and it is never logged', async () => {
    const { worker, cookie } = await payoutWorker(t);
    expect((await saveAccount(t, cookie, { accountNumber: '62001122334' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, worker.userId));
    expect(row!.accountNumberSealed).not.toContain('62001122334');
    expect(row!.accountNumberSealed).toMatch(/^v1\.sk\.[\w-]+\.[\w-]+$/);
    expect(row!.recipientCode).toMatch(/^RCP_/);
    // Nowhere in the table as text either (a cast of the whole row).
    const [whole] = await t.db
      .select({ found: sql<number>`count(*)::int` })
      .from(payoutAccounts)
      .where(sql`payout_accounts::text like ${'%62001122334%'}`);
    expect(whole!.found).toBe(0);
    expect(t.logs.join('\n')).not.toContain('62001122334');
  });

  it('refuses without a valid fresh code, and writes nothing', async () => {
    const { worker, cookie } = await payoutWorker(t);
    const recipientCalls = t.paystack.counts['POST /transferrecipient'] ?? 0;
    const noCode = await call(t, cookie, 'PUT', '/api/me/payout-account', {
      bankCode: '470010',
      accountNumber: '1234567890',
      accountHolder: 'Thandi Nkosi',
      otpCode: '123456',
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe('This verification code is not valid. Please request a new code.');
    const sent = await call(t, cookie, 'POST', '/api/me/payout-account/code', {});
    const code = sent.json().developmentOtp as string;
    const wrong = await call(t, cookie, 'PUT', '/api/me/payout-account', {
      bankCode: '470010',
      accountNumber: '1234567890',
      accountHolder: 'Thandi Nkosi',
      otpCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid verification code');
    const rows = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, worker.userId));
    expect(rows).toEqual([]);
    // Nothing reached Paystack without a valid code.
    const made = [...t.paystack.transfers.recipients.values()].filter(
      (r) => r.accountNumber === '1234567890',
    );
    expect(made.length).toBeLessThanOrEqual(1);
    expect(t.paystack.counts['POST /transferrecipient']).toBe(recipientCalls);
  });

  it('answers 400 when the bank does not know the account, writes nothing, and the spent code is gone', async () => {
    const { worker, cookie } = await payoutWorker(t);
    t.paystack.transfers.unknownAccounts.add('5550001111');
    const sent = await call(t, cookie, 'POST', '/api/me/payout-account/code', {});
    const body = {
      bankCode: '198765',
      accountNumber: '5550001111',
      accountHolder: 'Thandi Nkosi',
      otpCode: sent.json().developmentOtp as string,
    };
    const refused = await call(t, cookie, 'PUT', '/api/me/payout-account', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The bank account could not be added. Please check the bank and number and try again.',
    );
    expect(await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, worker.userId))).toEqual(
      [],
    );
    const again = await call(t, cookie, 'PUT', '/api/me/payout-account', {
      ...body,
      accountNumber: '5550001112',
    });
    expect(again.json().message).toBe('This verification code is not valid. Please request a new code.');
  });

  it('validates the bank from the list and the number as digits of a bank account length', async () => {
    const { cookie } = await payoutWorker(t);
    const body = {
      bankCode: '470010',
      accountNumber: '1234567890',
      accountHolder: 'Thandi',
      otpCode: '123456',
    };
    const badBank = await call(t, cookie, 'PUT', '/api/me/payout-account', { ...body, bankCode: '999999' });
    expect(badBank.statusCode).toBe(400);
    expect(badBank.json().message).toBe('Please choose your bank from the list');
    for (const accountNumber of ['12345', '12345678901234567', '12345-67890', 'abcdefghij']) {
      const bad = await call(t, cookie, 'PUT', '/api/me/payout-account', { ...body, accountNumber });
      expect(bad.statusCode, accountNumber).toBe(400);
      expect(bad.json().message).toBe('An account number is 6 to 16 digits, with no spaces');
    }
  });

  it('a change holds payouts for 24 hours and tells her in her language; the same account again does not', async () => {
    t.at('2026-02-02', '10:00');
    const { worker, cookie, phone } = await payoutWorker(t);
    await t.db.update(users).set({ language: 'af' }).where(eq(users.id, worker.userId));
    expect(
      (await saveAccount(t, cookie, { accountNumber: '1111222233' })).json().account.payoutsHeldUntil,
    ).toBe(null);
    expect(await messagesTo(t, phone, 'payout_account_changed')).toEqual([]);

    t.at('2026-02-03', '09:30');
    const changed = await saveAccount(t, cookie, { bankCode: '250655', accountNumber: '62009998887' });
    expect(changed.json().account).toMatchObject({
      bankName: 'First National Bank (FNB)',
      accountNumberMasked: '****8887',
      payoutsHeldUntil: '2026-02-04T07:30:00.000Z',
    });
    const [message] = await messagesTo(t, phone, 'payout_account_changed');
    expect(message).toContain('****8887');
    expect(message).toContain('09:30');
    expect(message).not.toContain('62009998887');
    expect(message).toMatch(/^Work Local: die bankrekening/);

    t.at('2026-02-03', '12:00');
    const same = await saveAccount(t, cookie, { bankCode: '250655', accountNumber: '62009998887' });
    expect(same.json().account.payoutsHeldUntil).toBe('2026-02-04T07:30:00.000Z');
    expect(await messagesTo(t, phone, 'payout_account_changed')).toHaveLength(1);

    t.at('2026-02-04', '09:31');
    expect((await call(t, cookie, 'GET', '/api/me/payout-account')).json().account.payoutsHeldUntil).toBe(
      null,
    );
  });

  it('is for workers only, and each answers only her own', async () => {
    const { cookie: employer } = await signedInUser(t.db, t.config);
    for (const [method, url] of [
      ['POST', '/api/me/payout-account/code'],
      ['GET', '/api/me/payout-account'],
    ] as const) {
      const res = await call(t, employer, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Only workers with a profile are paid out');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/me/payout-account' })).statusCode).toBe(401);
    const other = await payoutWorker(t);
    expect((await call(t, other.cookie, 'GET', '/api/me/payout-account')).json()).toEqual({ account: null });
  });

  it('is in clear in her own data download only', async () => {
    const { cookie } = await payoutWorker(t);
    await saveAccount(t, cookie, { accountNumber: '4455667788' });
    const mine = await call(t, cookie, 'GET', '/api/me/export');
    expect(mine.json().payoutAccount).toMatchObject({ accountNumber: '4455667788', bankCode: '470010' });
    const other = await payoutWorker(t);
    const theirs = await call(t, other.cookie, 'GET', '/api/me/export');
    expect(theirs.json().payoutAccount).toBe(null);
    expect(theirs.body).not.toContain('4455667788');
  });

  it('rotates its key: a reseal moves every number to the new key, which still opens them', async () => {
    const { worker, cookie } = await payoutWorker(t);
    await saveAccount(t, cookie, { accountNumber: '9988776655' });
    const rotated = { ...t.config, BANK_ACCOUNT_KEYS: `k2:${randomBytes(32).toString('base64')}` };
    const first = await resealPayoutAccounts(t.db, rotated);
    expect(first.resealed).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, worker.userId));
    expect(row!.accountNumberSealed).toMatch(/^v1\.k2\./);
    expect((await exportPayoutAccount(t.db, rotated, worker.userId))?.accountNumber).toBe('9988776655');
    expect(await resealPayoutAccounts(t.db, rotated)).toEqual({ checked: first.checked, resealed: 0 });
  });
});
