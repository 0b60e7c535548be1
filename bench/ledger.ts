// npm run bench:ledger [-- --visits N] (issue 34): 50 concurrent clients pay, release and pay out N visits (default
// 10,000) against two real server processes on a fresh PostgreSQL database (dropped after), with the fake Paystack
// (tests/support/fake-paystack.ts) as a real HTTP server. Per visit, through the HTTP API: the household asks to pay
// (POST .../pay), pays at the fake, and the fake's signed charge.success is delivered (to either process, retried
// until one answers, as Paystack retries); the household marks the visit done (its pay released to her balance).
// Per worker, once her visits are done: she saves her payout account (code and PUT) and asks for her whole balance
// (POST /api/me/payouts); the fake's transfer.success is delivered. Mixed in: one webhook in ten delivered twice at
// once (one to each process), one in ten replayed late (after the later events, out of order). Half-way, one server
// process is SIGKILLed and restarted; requests it dropped are retried on the other. The people come from the test
// factories and the bookings and visits from bulk SQL (bench/lib/ledger-seed.ts). The checks are defined in
// bench/lib/ledger-checks.ts. Last line:
// {"visits":N,"payments":N,"payouts":N,"imbalance_cents":0,"double_paid":0,"lost_events":0,"rps":N}
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.js';
import { openPostgres, runMigrations } from '../src/server/db/client.js';
import { maskAccountNumber } from '../src/shared/pay/banks.js';
import { startFakePaystack } from '../tests/support/fake-paystack.js';
import { type ServerProcess, serverEnv, startServerProcess } from '../tests/support/server-process.js';
import { freshPostgres, TEST_SECRET } from '../tests/support/test-app.js';
import { benchArgs } from './lib/bench-run.js';
import { onCleanup, requirePostgres, runBench } from './lib/cleanup.js';
import { checkLedger } from './lib/ledger-checks.js';
import { type SeededWorker, seedLedgerBench } from './lib/ledger-seed.js';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = 50;
const DUPLICATE_EVERY = 10;
const LATE_EVERY = 10;
/** How long a request may keep failing (a process down, restarting) before the bench gives up. */
const RETRY_FOR_MS = 120_000;
/** How long a payout taken by the killed process may wait for its send job on the other. */
const SEND_WITHIN_MS = 600_000;

await runBench(main);

async function main(): Promise<void> {
  const args = benchArgs();
  const visitCount = args.num('visits', 10_000);
  await requirePostgres('bench:ledger', ADMIN_URL);
  const fresh = await freshPostgres(ADMIN_URL);
  onCleanup(fresh.drop);
  const fake = await startFakePaystack();
  onCleanup(() => fake.close());
  // The fake starts with R1,000,000 at Paystack, as a test needs; 10,000 visits pay out more, and a transfer beyond
  // the balance is refused (as Paystack does), which would leave the payouts pending rather than measure anything.
  fake.transfers.balance = Number.MAX_SAFE_INTEGER;
  const dirs = [0, 1].map((i) => fs.mkdtempSync(path.join(os.tmpdir(), `wl-bench-ledger-${i}-`)));
  onCleanup(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const database = await openPostgres(fresh.url, { max: 4 });
  onCleanup(() => database.close());
  await runMigrations(database);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dirs[0]!, SECRET_KEY: TEST_SECRET });
  const seedStarted = Date.now();
  const { employers, workers } = await seedLedgerBench(database.db, config, {
    visits: visitCount,
    employers: CLIENTS,
    now: new Date(),
  });
  console.error(`seeded ${workers.length} workers, ${visitCount} visits in ${Date.now() - seedStarted} ms`);

  const env = (dir: string) =>
    serverEnv(dir, {
      DATABASE_URL: fresh.url,
      SECRET_KEY: TEST_SECRET,
      LOG_LEVEL: 'warn',
      OTP_COOLDOWN_SECONDS: '0',
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      OTP_VERIFIES_PER_IP_PER_HOUR: '100000',
      DB_POOL_MAX: '10',
      ...fake.env(),
    });
  const servers: (ServerProcess | null)[] = [];
  onCleanup(() => Promise.all(servers.map((s) => s?.stop('SIGKILL'))));
  for (const dir of dirs) servers.push(await startServerProcess(env(dir)));

  let requests = 0;
  let turn = 0;
  /** A request to a live process, another on a dropped connection or a 5xx, until it is answered. */
  async function call(method: string, url: string, cookie: string | null, body?: unknown) {
    const deadline = Date.now() + RETRY_FOR_MS;
    for (let attempts = 1; ; attempts++) {
      const live = servers.filter((s): s is ServerProcess => s !== null);
      const server = live[turn++ % Math.max(1, live.length)];
      requests++;
      try {
        if (!server) throw new Error('no server up');
        const res = await fetch(`${server.url}${url}`, {
          method,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        if (res.status < 500) {
          return { status: res.status, json: text ? JSON.parse(text) : null, retried: attempts > 1 };
        }
      } catch {
        // dropped: try again
      }
      if (Date.now() > deadline) throw new Error(`${method} ${url} kept failing`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const expectStatus = (res: { status: number; json: unknown }, ok: number[], what: string) => {
    if (!ok.includes(res.status)) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
  };

  const sent = { charges: new Set<string>(), transfers: new Set<string>() };
  const late: { body: string; signature: string }[] = [];
  let webhooks = 0;
  async function deliver(hook: { body: string; signature: string }) {
    webhooks++;
    const send = async () => {
      const deadline = Date.now() + RETRY_FOR_MS;
      for (;;) {
        const live = servers.filter((s): s is ServerProcess => s !== null);
        const server = live[turn++ % Math.max(1, live.length)];
        requests++;
        try {
          if (!server) throw new Error('no server up');
          const res = await fetch(`${server.url}/api/payments/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
            body: hook.body,
          });
          await res.arrayBuffer();
          if (res.status === 200) return;
        } catch {
          // Paystack retries a webhook that was not answered 200
        }
        if (Date.now() > deadline) throw new Error('a webhook was never accepted');
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    if (webhooks % DUPLICATE_EVERY === 0) await Promise.all([send(), send()]);
    else await send();
    if (webhooks % LATE_EVERY === 3) late.push(hook);
  }

  let visitsDone = 0;
  let killed: Promise<void> | null = null;
  async function killOneHalfWay() {
    if (killed || visitsDone < visitCount / 2) return;
    killed = (async () => {
      const victim = servers[0]!;
      servers[0] = null;
      await victim.stop('SIGKILL');
      console.error(`killed a server process (SIGKILL) after ${visitsDone} visits; restarting it`);
      servers[0] = await startServerProcess(env(dirs[0]!));
    })();
  }

  async function payVisit(employer: string, v: { bookingId: string; visitId: string }) {
    const paid = await call('POST', `/api/bookings/${v.bookingId}/visits/${v.visitId}/pay`, employer, {});
    expectStatus(paid, [200], 'pay');
    const reference = (paid.json as { reference: string }).reference;
    fake.settle(reference, 'success');
    sent.charges.add(reference);
    await deliver(fake.webhook('charge.success', reference));
    const done = await call('POST', `/api/bookings/${v.bookingId}/visits/${v.visitId}/done`, employer, {});
    // 409: a retried request whose first try was done before its process died.
    expectStatus(done, [200, 409], 'done');
    visitsDone++;
    await killOneHalfWay();
  }

  async function payOut(w: SeededWorker, index: number) {
    const accountNumber = String(1_000_000_000 + index);
    // The code is spent before the account is saved (features/payouts/account.ts): a save whose process died in
    // between, retried on the other, finds the code spent (400) and may have saved nothing. As she would, the bench
    // then asks for a new code, unless the account is saved already; a 400 that was not a retry is a failure.
    for (let tries = 1; ; tries++) {
      const code = await call('POST', '/api/me/payout-account/code', w.cookie, {});
      expectStatus(code, [200], 'payout code');
      const saved = await call('PUT', '/api/me/payout-account', w.cookie, {
        bankCode: '470010',
        accountNumber,
        accountHolder: 'Bench Worker',
        otpCode: (code.json as { developmentOtp: string }).developmentOtp,
      });
      if (saved.status === 200) break;
      if (saved.status !== 400 || !saved.retried || tries === 3) expectStatus(saved, [200], 'payout account');
      const account = await call('GET', '/api/me/payout-account', w.cookie);
      const masked = (account.json as { account: { accountNumberMasked: string } | null }).account
        ?.accountNumberMasked;
      if (masked === maskAccountNumber(accountNumber.slice(-4))) break;
    }
    const asked = await call('POST', '/api/me/payouts', w.cookie, {});
    let payoutId = (asked.json as { payout?: { id: string } } | null)?.payout?.id;
    if (!payoutId) {
      // A retried ask after the first was taken: hers is the payout on its way.
      const mine = await call('GET', '/api/me/payouts', w.cookie);
      payoutId = (mine.json as { payouts: { id: string; status: string }[] }).payouts[0]?.id;
    }
    if (!payoutId) throw new Error(`no payout: ${asked.status} ${JSON.stringify(asked.json)}`);
    const deadline = Date.now() + SEND_WITHIN_MS;
    // Sent inline, or by the payouts.send job when the process that took it died first (its retry time, then the
    // job's lock of a claim the dead process held, must pass).
    while (!fake.transfers.transfers.has(payoutId)) {
      if (Date.now() > deadline) {
        const state = await database.db.execute(
          sql`SELECT p.status, p.send_attempts, j.status AS job, j.run_at, j.locked_until, j.last_error
              FROM payouts p LEFT JOIN jobs j ON j.payload->>'payoutId' = p.id::text WHERE p.id = ${payoutId}`,
        );
        throw new Error(
          `transfer ${payoutId} never sent: ${JSON.stringify((state as { rows?: unknown }).rows)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    sent.transfers.add(payoutId);
    await deliver(fake.transfers.webhook('transfer.success', payoutId));
  }

  const started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (const [i, w] of workers.entries()) {
        if (w.employer !== c) continue;
        for (const v of w.visits) await payVisit(employers[c]!, v);
        await payOut(w, i);
      }
    }),
  );
  await killed;
  // Out of order: replays of earlier events, after the later ones they came before.
  for (const hook of late) await deliver(hook);
  const seconds = (Date.now() - started) / 1000;

  const checks = await checkLedger(fresh.url, sent);
  console.error(JSON.stringify({ ...checks, webhooks_delivered: webhooks, seconds, load: os.loadavg() }));
  console.log(
    JSON.stringify({
      visits: visitCount,
      payments: checks.payments,
      payouts: checks.payouts,
      imbalance_cents: checks.imbalance_cents,
      double_paid: checks.double_paid,
      lost_events: checks.lost_events,
      rps: Math.round(requests / seconds),
    }),
  );
  const bad =
    checks.imbalance_cents !== 0 ||
    checks.unbalanced_transactions !== 0 ||
    checks.double_paid !== 0 ||
    checks.lost_events !== 0 ||
    checks.held_left_cents !== 0 ||
    checks.payable_left_cents !== 0 ||
    checks.payments !== visitCount ||
    checks.payouts !== workers.length;
  if (bad) throw new Error('bench:ledger: the ledger is not sound (see the line above)');
}
