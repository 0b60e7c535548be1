// One app per payouts test file (issue 34): the fake Paystack for recipients, transfers and their signed webhooks,
// a clock the test sets, every log line kept, and one-line requests for the payout routes.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { jobs } from '../../src/server/db/schema.js';
import {
  balance,
  credit,
  debit,
  platformAccount,
  postTransaction,
  workerAccount,
} from '../../src/server/domain/ledger/index.js';
import { SEND_MESSAGE_JOB } from '../../src/server/platform/messaging/index.js';
import { nextIp } from './auth-client.js';
import { createWorker, sessionCookie } from './factories.js';
import { type FakePaystack, startFakePaystack } from './fake-paystack.js';
import { collectLogs, createTestDatabase, type TestApp } from './test-app.js';

export interface PayoutsTestApp extends TestApp {
  paystack: FakePaystack;
  logs: string[];
  /** Sets the app's clock to a South African date and time ('2026-02-09', '14:59'). */
  at(date: string, time: string): void;
  now(): Date;
}

export function withPayoutsTestApp(
  ready: (t: PayoutsTestApp) => void,
  options: { poolMax?: number } = {},
): void {
  let built: PayoutsTestApp | undefined;
  beforeAll(async () => {
    const paystack = await startFakePaystack();
    const { database, config, dataDir, close } = await createTestDatabase(
      paystack.env({ OTP_COOLDOWN_SECONDS: '0', LOG_LEVEL: 'info' }),
      options,
    );
    let clock = new Date('2026-02-02T08:00:00Z');
    const { stream, lines } = collectLogs();
    const app: FastifyInstance = await buildApp(config, database, { logStream: stream, now: () => clock });
    await app.ready();
    built = {
      app,
      database,
      db: database.db,
      config,
      dataDir,
      paystack,
      logs: lines,
      at(date, time) {
        clock = new Date(`${date}T${time}:00+02:00`);
      },
      now: () => clock,
      async close() {
        await app.close();
        await close();
        await paystack.close();
      },
    };
    ready(built);
  });
  afterAll(() => built?.close());
}

export async function payoutWorker(t: TestApp) {
  const worker = await createWorker(t.db);
  return { worker, phone: worker.phoneNumber, cookie: await sessionCookie(t.db, t.config, worker.userId) };
}

export function call(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
}

/** Asks for a code and saves the account with it; answers the PUT's response. */
export async function saveAccount(
  t: TestApp,
  cookie: string,
  account: { bankCode?: string; accountNumber: string; accountHolder?: string },
) {
  const sent = await call(t, cookie, 'POST', '/api/me/payout-account/code', {});
  const otpCode = (sent.json() as { developmentOtp?: string }).developmentOtp;
  if (!otpCode) throw new Error(`no development code: ${sent.statusCode} ${sent.body}`);
  return call(t, cookie, 'PUT', '/api/me/payout-account', {
    bankCode: '470010',
    accountHolder: 'Thandi Nkosi',
    otpCode,
    ...account,
  });
}

/** Posts a signed Paystack webhook body to our one webhook URL. */
export function postWebhook(t: TestApp, hook: { body: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
    payload: hook.body,
  });
}

/** The bodies of messages of this kind queued to a number, oldest first. */
export async function messagesTo(t: TestApp, phone: string, kind: string): Promise<string[]> {
  const rows = await t.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, SEND_MESSAGE_JOB)))
    .orderBy(asc(jobs.id));
  return rows
    .map((r) => r.payload as { to: string; purpose: string; body: string })
    .filter((m) => m.to === phone && m.purpose === kind)
    .map((m) => m.body);
}

/** Puts money in her payable balance, as a tip would (the ledger's own posting; the charges are another feature's). */
export async function creditBalance(t: TestApp, workerId: string, cents: number, key = randomUUID()) {
  await t.db.transaction((tx) =>
    postTransaction(tx, {
      eventKey: `test-credit:${key}`,
      kind: 'tip',
      entries: [
        debit(platformAccount('paystack_clearing'), cents),
        credit(workerAccount('worker_payable', workerId), cents),
      ],
      at: new Date(),
    }),
  );
}

/** A worker with a saved payout account (her first: no hold) and this balance. */
export async function paidWorker(t: TestApp, cents: number, accountNumber = '1234567890') {
  const w = await payoutWorker(t);
  const saved = await saveAccount(t, w.cookie, { accountNumber });
  if (saved.statusCode !== 200) throw new Error(`account not saved: ${saved.body}`);
  if (cents > 0) await creditBalance(t, w.worker.id, cents);
  return w;
}

export const balanceOf = (t: TestApp, workerId: string) =>
  balance(t.db, workerAccount('worker_payable', workerId));
