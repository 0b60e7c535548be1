// Property-based tests of the ledger through the real charge, release, tip, late-fee and refund services (issue 34,
// decision 0347), on the database under test (PGlite, or PostgreSQL under DATABASE_URL), with the sandbox gateway
// (whose refunds a wrapper refuses at random). Random sequences, with every charge verified several times at once
// (the callback and replayed webhooks), must keep: every transaction summing to zero, no balance below zero, every
// charge applied once, her balances as the model says, and clearing equal to money in minus money out.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-app.js';
import {
  gatewayFeeCents,
  processingFeeCents,
  processingFeeRateOn,
} from '../../../shared/pay/processing-fee.js';
import { ledgerProviderEvents, ledgerTransactions, payments, type visits } from '../../db/schema.js';
import {
  balance,
  ledgerTotals,
  platformAccount,
  releaseVisitPay,
  workerAccount,
} from '../../domain/ledger/index.js';
import { type PaymentProvider, PaymentProviderError } from '../../providers/payments/index.js';
import { SANDBOX_PAID, SandboxProvider } from '../../providers/payments/sandbox.js';
import { initializePayment, type PaymentDeps, verifyPayment } from '../payments/index.js';
import { breakdownOf, itemsOf } from './charges.js';
import { collectLateFee } from './late-fees.js';
import { VISIT_PAYMENT_TYPES } from './payment-types.js';
import { refundVisit } from './refunds.js';

const NOW = new Date('2026-02-03T10:00:00Z');
const TODAY = '2026-02-03';
let t: TestDatabase;
let household: string;
let refundsRefused = false;
let deps: PaymentDeps;

beforeAll(async () => {
  t = await createTestDatabase();
  household = (await signedInUser(t.database.db, t.config)).user.id;
  const sandbox = new SandboxProvider(t.database);
  const gateway: PaymentProvider = Object.assign(Object.create(sandbox) as SandboxProvider, {
    async refund(reference: string, note: string, amount?: number) {
      if (refundsRefused) throw new PaymentProviderError('refund service unavailable');
      return sandbox.refund(reference, note, amount);
    },
  });
  deps = {
    db: t.database.db,
    gateway,
    paymentTypes: VISIT_PAYMENT_TYPES,
    config: t.config,
    log: pino({ level: 'silent' }),
  };
});
afterAll(() => t?.close());

type Command =
  | { op: 'pay'; visit: number; cents: number; deliveries: number }
  | { op: 'done'; visit: number }
  | { op: 'tip'; visit: number; cents: number; deliveries: number }
  | { op: 'cancel'; visit: number; feeCents: number; asks: number; refused: boolean }
  | { op: 'lateFee'; visit: number; feeCents: number };

const VISITS = 4;
const visitIndex = fc.integer({ min: 0, max: VISITS - 1 });
const cents = fc.integer({ min: 100, max: 60_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('pay' as const),
    visit: visitIndex,
    cents,
    deliveries: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ op: fc.constant('done' as const), visit: visitIndex }),
  fc.record({
    op: fc.constant('tip' as const),
    visit: visitIndex,
    cents,
    deliveries: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    op: fc.constant('cancel' as const),
    visit: visitIndex,
    feeCents: fc.oneof(fc.constant(0), cents),
    asks: fc.integer({ min: 1, max: 3 }),
    refused: fc.boolean(),
  }),
  fc.record({ op: fc.constant('lateFee' as const), visit: visitIndex, feeCents: cents }),
);

/** What the household is charged for `cents` of hers, and what Paystack (the sandbox) keeps of it. */
const chargeOf = (hers: number) => {
  const total = hers + processingFeeCents(hers, TODAY);
  return { total, kept: gatewayFeeCents(total, processingFeeRateOn(TODAY)) };
};

/** One charge through the real payments flow: pending row, the sandbox's "Pay", then verified `deliveries` times at once. */
async function charge(
  paymentType: 'visit' | 'tip' | 'late_fee',
  workerId: string,
  visitId: string,
  hers: number,
  deliveries: number,
) {
  const breakdown =
    paymentType === 'visit'
      ? breakdownOf(
          [
            {
              visitId,
              date: TODAY,
              paidHours: 4,
              hourlyRateCents: 0,
              payCents: hers,
              transportCents: 0,
              workerReceivesCents: hers,
            },
          ],
          {},
          TODAY,
        )
      : breakdownOf([], { tipCents: hers }, TODAY);
  const { reference } = await initializePayment(deps, {
    userId: household,
    paymentType,
    amountCents: breakdown.totalCents,
    workerId,
    callbackPath: '/payment-callback',
    description: paymentType,
    scope: `${paymentType}:${visitId}:${hers}`,
    items: itemsOf(breakdown, workerId, paymentType === 'visit' ? 'visit_pay' : 'tip', visitId),
  });
  await t.database.db
    .update(payments)
    .set({ providerStatus: SANDBOX_PAID, paidAt: NOW })
    .where(eq(payments.reference, reference));
  const results = await Promise.all(Array.from({ length: deliveries }, () => verifyPayment(deps, reference)));
  for (const r of results) expect(r.succeeded).toBe(true);
  return breakdown.totalCents;
}

async function run(commands: Command[]) {
  const workerId = (await createWorker(t.database.db)).id;
  const visitIds = Array.from({ length: VISITS }, () => crypto.randomUUID());
  const model = {
    paid: new Set<string>(),
    held: new Map<string, number>(),
    state: new Map<string, 'open' | 'done' | 'cancelled'>(),
    payable: 0,
    in: 0,
    out: 0,
  };
  const clearing = platformAccount('paystack_clearing');
  const clearingBefore = await balance(t.database.db, clearing);
  let charges = 0;
  const visitRow = (id: string, feeCents: number) =>
    ({ id, workerId, date: TODAY, status: 'cancelled', feeCents }) as typeof visits.$inferSelect;

  for (const c of commands) {
    const v = visitIds[c.visit]!;
    const state = model.state.get(v) ?? 'open';
    const held = model.held.get(v) ?? 0;
    if (c.op === 'pay' && state === 'open' && held === 0) {
      const total = await charge('visit', workerId, v, c.cents, c.deliveries);
      model.held.set(v, c.cents);
      model.paid.add(v);
      model.in += total;
      model.out += chargeOf(c.cents).kept;
      charges += 1;
    } else if (c.op === 'tip') {
      const total = await charge('tip', workerId, v, c.cents, c.deliveries);
      model.payable += c.cents;
      model.in += total;
      model.out += chargeOf(c.cents).kept;
      charges += 1;
    } else if (c.op === 'done' && state === 'open') {
      await t.database.db.transaction((tx) => releaseVisitPay(tx, { visitId: v, workerId, at: NOW }));
      model.payable += held;
      model.held.set(v, 0);
      model.state.set(v, 'done');
    } else if (c.op === 'cancel' && state !== 'done' && !model.paid.has(v)) {
      // Nothing was paid for it: there is nothing to refund.
      await expect(refundVisit(deps, visitRow(v, c.feeCents), NOW)).rejects.toMatchObject({
        statusCode: 409,
      });
    } else if (c.op === 'cancel' && state !== 'done') {
      const feeCents = state === 'cancelled' ? 0 : c.feeCents;
      refundsRefused = c.refused;
      const answers = await Promise.all(
        Array.from({ length: c.asks }, () => refundVisit(deps, visitRow(v, feeCents), NOW)),
      );
      refundsRefused = false;
      const fee = Math.min(feeCents, held);
      model.payable += fee;
      const rest = held - fee;
      const refunded = answers.reduce((n, a) => n + a.refundedCents, 0);
      expect(refunded).toBe(c.refused ? 0 : rest);
      model.out += refunded;
      model.held.set(v, c.refused ? rest : 0);
      model.state.set(v, 'cancelled');
    } else if (c.op === 'lateFee' && state === 'open' && held === 0) {
      const answer = await collectLateFee(deps, visitRow(v, c.feeCents), household, NOW, {
        unpaid: 'message',
      });
      // The household's card was saved by the first verified charge of this file's first run.
      if (answer.paid) {
        model.payable += c.feeCents;
        model.in += chargeOf(c.feeCents).total;
        model.out += chargeOf(c.feeCents).kept;
        charges += 1;
      }
      model.state.set(v, 'cancelled');
    }
  }

  const totals = await ledgerTotals(t.database.db);
  expect(totals.unbalancedTransactions).toBe(0);
  expect(totals.negativeAccounts).toBe(0);
  expect(await balance(t.database.db, workerAccount('worker_payable', workerId))).toBe(model.payable);
  expect(await balance(t.database.db, workerAccount('worker_held', workerId))).toBe(
    [...model.held.values()].reduce((a, b) => a + b, 0),
  );
  expect((await balance(t.database.db, clearing)) - clearingBefore).toBe(model.in - model.out);
  // What we hold equals what we owe and earned, less what Paystack kept: the sum of all balances is zero.
  const k = totals.byKind;
  expect(
    k.worker_held +
      k.worker_payable +
      k.payouts_in_flight +
      k.processing_fees +
      k.refunds +
      k.late_cancellation_fees -
      k.paystack_fees,
  ).toBe(k.paystack_clearing);
  return charges;
}

describe('the ledger under random sequences (fast-check)', () => {
  it('keeps every invariant, and applies every charge once however often it is verified', async () => {
    let charges = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 12 }), async (commands) => {
        charges += await run(commands);
      }),
      { numRuns: 10, seed: 3404 },
    );
    const [posted] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.eventKey} like 'charge:%'`);
    const [events] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerProviderEvents);
    expect(posted?.n).toBe(charges);
    expect(events?.n).toBe(charges);
  });
});
