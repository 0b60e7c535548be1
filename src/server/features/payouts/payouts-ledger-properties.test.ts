// Property-based tests of the ledger's payout side (issue 34), the sibling of visit-payments' ledger-properties:
// random sequences of money in, payouts asked for over HTTP (several at once), and Paystack's signed
// transfer.success, transfer.failed and transfer.reversed webhooks from the fake Paystack, each delivered several
// times at once and in any order. They must keep: every transaction summing to zero, no balance below zero, every
// transfer event applied once, her balance and what is in flight as the model says, and clearing equal to money in
// minus money out. Money in is the ledger's own tip posting (the charges' property test covers how it arrives).
import { inArray, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../../tests/support/ledger.js';
import {
  balanceOf,
  call,
  creditBalance,
  type PayoutsTestApp,
  paidWorker,
  postWebhook,
  withPayoutsTestApp,
} from '../../../../tests/support/payouts.js';
import { ledgerProviderEvents, ledgerTransactions } from '../../db/schema.js';
import { balance, ledgerTotals, platformAccount } from '../../domain/ledger/index.js';

type Result = 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
type Command =
  | { op: 'in'; cents: number }
  | { op: 'payout'; cents: number | null; asks: number }
  | { op: 'result'; payout: number; event: Result; deliveries: number };

// Results weigh most: a payout is only a beginning, and a sequence should see several of them end.
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('in' as const), cents: fc.integer({ min: 100, max: 40_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('payout' as const),
      // Now and then below the R50 minimum, or above her balance: refusals must change nothing.
      cents: fc.option(fc.integer({ min: 4_000, max: 30_000 }), { nil: null }),
      asks: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('result' as const),
      payout: fc.nat({ max: 4 }),
      event: fc.constantFrom<Result>('transfer.success', 'transfer.failed', 'transfer.reversed'),
      deliveries: fc.integer({ min: 1, max: 3 }),
    }),
  },
);

/** The states each result may leave, as transfer-results.ts has it: a result from any other state changes nothing. */
const FROM: Record<Result, readonly string[]> = {
  'transfer.success': ['in_flight'],
  'transfer.failed': ['in_flight'],
  'transfer.reversed': ['in_flight', 'paid'],
};
const AFTER: Record<Result, string> = {
  'transfer.success': 'paid',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
};
const MINIMUM = 5_000;

describe('the ledger under random payouts and transfer webhooks (fast-check)', () => {
  let t: PayoutsTestApp;
  withPayoutsTestApp(
    (built) => {
      t = built;
    },
    { poolMax: 8 },
  );
  /** Every (transfer, event) pair delivered, across all runs: each must be claimed exactly once. */
  const delivered = new Set<string>();
  let paidOut = 0;
  let returned = 0;

  async function run(commands: Command[]) {
    const { worker, cookie } = await paidWorker(t, 0);
    const clearing = platformAccount('paystack_clearing');
    const clearingBefore = await balance(t.db, clearing);
    const inFlightBefore = (await ledgerTotals(t.db)).byKind.payouts_in_flight;
    const model = { payable: 0, inFlight: 0, in: 0, out: 0 };
    const made: { id: string; cents: number; status: string }[] = [];

    for (const c of commands) {
      if (c.op === 'in') {
        await creditBalance(t, worker.id, c.cents);
        model.payable += c.cents;
        model.in += c.cents;
      } else if (c.op === 'payout') {
        const answers = await Promise.all(
          Array.from({ length: c.asks }, () =>
            call(t, cookie, 'POST', '/api/me/payouts', c.cents === null ? {} : { amount: c.cents / 100 }),
          ),
        );
        const amount = c.cents ?? model.payable;
        const open = made.some((p) => p.status === 'in_flight');
        const allowed = !open && amount >= MINIMUM && amount <= model.payable;
        const created = answers.filter((a) => a.statusCode === 201);
        for (const a of answers) expect([201, 400, 409]).toContain(a.statusCode);
        expect(created).toHaveLength(allowed ? 1 : 0);
        if (allowed) {
          const { payout } = created[0]!.json() as { payout: { id: string; amountCents: number } };
          expect(payout.amountCents).toBe(amount);
          made.push({ id: payout.id, cents: amount, status: 'in_flight' });
          model.payable -= amount;
          model.inFlight += amount;
        }
      } else if (made.length > 0) {
        const p = made[c.payout % made.length]!;
        const hook = t.paystack.transfers.webhook(c.event, p.id);
        const answers = await Promise.all(Array.from({ length: c.deliveries }, () => postWebhook(t, hook)));
        for (const a of answers) expect(a.statusCode).toBe(200);
        const firstTime = !delivered.has(`${p.id}:${c.event}`);
        delivered.add(`${p.id}:${c.event}`);
        if (firstTime && FROM[c.event].includes(p.status)) {
          if (c.event === 'transfer.success') {
            model.inFlight -= p.cents;
            model.out += p.cents;
            paidOut += 1;
          } else if (p.status === 'paid') {
            // Reversed after it was paid: Paystack has the money back, and so does she.
            model.out -= p.cents;
            model.payable += p.cents;
            returned += 1;
          } else {
            model.inFlight -= p.cents;
            model.payable += p.cents;
            returned += 1;
          }
          p.status = AFTER[c.event];
        }
      }
    }

    const totals = await expectLedgerSound(t.db);
    expect(await balanceOf(t, worker.id)).toBe(model.payable);
    expect(totals.byKind.payouts_in_flight - inFlightBefore + 0).toBe(model.inFlight + 0);
    expect((await balance(t.db, clearing)) - clearingBefore).toBe(model.in - model.out);
    const listed = (await call(t, cookie, 'GET', '/api/me/payouts')).json() as {
      payouts: { id: string; status: string }[];
    };
    for (const p of made) expect(listed.payouts.find((l) => l.id === p.id)?.status).toBe(p.status);
  }

  it('keeps every invariant, and applies every transfer result once however often it is delivered', async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 10 }), run), {
      numRuns: 16,
      seed: 3405,
    });
    const [events] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerProviderEvents)
      .where(like(ledgerProviderEvents.eventId, 'transfer:%'));
    expect(events?.n).toBe(delivered.size);
    const posted = await t.db
      .select({ kind: ledgerTransactions.kind, n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.kind, ['payout_paid', 'payout_returned']))
      .groupBy(ledgerTransactions.kind);
    const count = (kind: string) => posted.find((p) => p.kind === kind)?.n ?? 0;
    expect(count('payout_paid')).toBe(paidOut);
    expect(count('payout_returned')).toBe(returned);
    // The fixed seed's sequences do reach both ends: a paid transfer, and money returned to her.
    expect(paidOut).toBeGreaterThan(0);
    expect(returned).toBeGreaterThan(0);
  });
});
