// Property-based tests of the ledger through the real charge, release, tip, late-fee and refund services (issue 34,
// decision 0347), on the database under test (PGlite, or PostgreSQL under DATABASE_URL), with the sandbox gateway
// (whose refunds a wrapper refuses at random, or queues as Paystack does). Refunds queued then end by the refund
// webhooks' own service (processed or failed, delivered several times at once, with or without the refund's id, a
// contrary result after), and an admin retries a failed one (decision 0385). Random sequences, with every charge
// verified several times at once (the callback and replayed webhooks), must keep: every transaction summing to zero,
// no balance below zero, every provider event applied once, her balances and the refunds owed as the model says, and
// clearing equal to money in minus money out.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { expectLedgerSound } from '../../../../tests/support/ledger.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-app.js';
import {
  gatewayFeeCents,
  processingFeeCents,
  processingFeeRateOn,
} from '../../../shared/pay/processing-fee.js';
import {
  ledgerProviderEvents,
  ledgerRefunds,
  ledgerTransactions,
  payments,
  type visits,
} from '../../db/schema.js';
import {
  applyRefundEvent,
  balance,
  isRetryable,
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
import { retryRefund } from './refund-retry.js';
import { refundVisit } from './refunds.js';

const NOW = new Date('2026-02-03T10:00:00Z');
const TODAY = '2026-02-03';
let t: TestDatabase;
let household: string;
let admin: string;
let refundsRefused = false;
/** Whether the gateway queues a refund (Paystack: pending, with its id) or completes it at once (the sandbox). */
let refundsQueued = false;
let refundIds = 0;
let deps: PaymentDeps;

beforeAll(async () => {
  t = await createTestDatabase();
  household = (await signedInUser(t.database.db, t.config)).user.id;
  admin = (await signedInUser(t.database.db, t.config, { isAdmin: true })).user.id;
  const sandbox = new SandboxProvider(t.database);
  const gateway: PaymentProvider = Object.assign(Object.create(sandbox) as SandboxProvider, {
    async refund(reference: string, note: string, amount?: number) {
      if (refundsRefused) throw new PaymentProviderError('refund service unavailable');
      const done = await sandbox.refund(reference, note, amount);
      refundIds += 1;
      return refundsQueued ? { ...done, status: 'pending', providerRefundId: `RF${refundIds}` } : done;
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
  | {
      op: 'cancel';
      visit: number;
      feeCents: number;
      asks: number;
      refused: boolean;
      queued: boolean;
      result: RefundResultOf | null;
    }
  | { op: 'lateFee'; visit: number; feeCents: number }
  | ({ op: 'refundResult'; visit: number } & RefundResultOf)
  | { op: 'retry'; visit: number; clicks: number; refused: boolean; result: RefundResultOf | null };

/** Paystack's result for a queued refund: delivered 1-3 times at once, with its id or not, a contrary one later. */
interface RefundResultOf {
  failed: boolean;
  deliveries: number;
  withId: boolean;
  contrary: boolean;
}
const refundResult: fc.Arbitrary<RefundResultOf> = fc.record({
  failed: fc.boolean(),
  deliveries: fc.integer({ min: 1, max: 3 }),
  withId: fc.boolean(),
  contrary: fc.boolean(),
});

const VISITS = 4;
const visitIndex = fc.integer({ min: 0, max: VISITS - 1 });
const cents = fc.integer({ min: 100, max: 60_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      visit: visitIndex,
      cents,
      deliveries: fc.integer({ min: 1, max: 3 }),
    }),
  },
  fc.record({ op: fc.constant('done' as const), visit: visitIndex }),
  fc.record({
    op: fc.constant('tip' as const),
    visit: visitIndex,
    cents,
    deliveries: fc.integer({ min: 1, max: 3 }),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('cancel' as const),
      visit: visitIndex,
      feeCents: fc.oneof(fc.constant(0), cents),
      asks: fc.integer({ min: 1, max: 3 }),
      refused: fc.boolean(),
      // Mostly queued, as Paystack does: its webhook then ends the refund, mostly at once, else in a later command.
      queued: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
      result: fc.option(refundResult, { nil: null, freq: 3 }),
    }),
  },
  fc.record({ op: fc.constant('lateFee' as const), visit: visitIndex, feeCents: cents }),
  // Refund results and retries are about one of the run's refunds (picked by `visit`), so they find one often.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.record({ op: fc.constant('refundResult' as const), visit: visitIndex }), refundResult)
      .map(([c, r]) => ({ ...c, ...r })),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('retry' as const),
      visit: visitIndex,
      clicks: fc.integer({ min: 1, max: 3 }),
      refused: fc.boolean(),
      result: fc.option(refundResult, { nil: null, freq: 3 }),
    }),
  },
);

/** The run's refunds, oldest first. */
const refundsOf = (visitIds: string[]) =>
  t.database.db
    .select()
    .from(ledgerRefunds)
    .where(inArray(ledgerRefunds.visitId, visitIds))
    .orderBy(asc(ledgerRefunds.requestedAt), asc(ledgerRefunds.id));

/** Paystack's result for a refund, delivered `deliveries` times at once through the webhooks' service. */
function deliver(r: typeof ledgerRefunds.$inferSelect, event: string, withId: boolean, deliveries: number) {
  const e = {
    event,
    refundId: withId ? r.providerRefundId : null,
    transactionReference: r.paymentReference,
    refundReference: `TRF_${r.id}`,
    amountCents: r.amountCents,
    currency: r.currency,
  };
  return Promise.all(
    Array.from({ length: deliveries }, () =>
      t.database.db.transaction((tx) => applyRefundEvent(tx, r.provider, e, NOW)),
    ),
  );
}

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
    /** Refunds Paystack failed, owed to the household until retried. */
    owed: 0,
    /** Refund results claimed (each applied once, a contrary one claimed and ignored). */
    refundEvents: 0,
  };
  const owedAccount = platformAccount('refunds_failed');
  const owedBefore = await balance(t.database.db, owedAccount);
  /** Paystack ends a pending refund: once however delivered; a contrary result after it changes nothing. */
  async function settle(pending: typeof ledgerRefunds.$inferSelect, r: RefundResultOf) {
    const event = r.failed ? 'refund.failed' : 'refund.processed';
    const outcomes = await deliver(pending, event, r.withId, r.deliveries);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    model.refundEvents += 1;
    if (r.failed) {
      model.out -= pending.amountCents;
      model.owed += pending.amountCents;
    }
    if (r.contrary) {
      const late = r.failed ? 'refund.processed' : 'refund.failed';
      const [outcome] = await deliver(pending, late, true, 1);
      expect(outcome).toBe('stale');
      model.refundEvents += 1;
    }
  }
  const pendingOf = async (which: (r: typeof ledgerRefunds.$inferSelect) => boolean) =>
    (await refundsOf(visitIds)).find((r) => r.status === 'pending' && which(r));
  const clearing = platformAccount('paystack_clearing');
  const clearingBefore = await balance(t.database.db, clearing);
  let charges = 0;
  const visitRow = (id: string, feeCents: number) =>
    ({ id, workerId, date: TODAY, status: 'cancelled', feeCents }) as typeof visits.$inferSelect;

  for (const c of commands) {
    // A cancel is of one of the visits holding paid pay when there are some (else of any): refunds happen often.
    const holding = visitIds.filter((id) => (model.held.get(id) ?? 0) > 0 && model.state.get(id) !== 'done');
    const v =
      c.op === 'cancel' && holding.length > 0 ? holding[c.visit % holding.length]! : visitIds[c.visit]!;
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
      refundsQueued = c.queued;
      const answers = await Promise.all(
        Array.from({ length: c.asks }, () => refundVisit(deps, visitRow(v, feeCents), NOW)),
      );
      refundsRefused = false;
      refundsQueued = false;
      const fee = Math.min(feeCents, held);
      model.payable += fee;
      const rest = held - fee;
      const refunded = answers.reduce((n, a) => n + a.refundedCents, 0);
      expect(refunded).toBe(c.refused ? 0 : rest);
      model.out += refunded;
      model.held.set(v, c.refused ? rest : 0);
      model.state.set(v, 'cancelled');
      // A visit has one refund pending at most: the one just asked.
      const pending = refunded > 0 && c.result ? await pendingOf((r) => r.visitId === v) : undefined;
      if (pending && c.result) await settle(pending, c.result);
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
    } else if (c.op === 'refundResult') {
      const open = (await refundsOf(visitIds)).filter((r) => r.status === 'pending');
      const pending = open[c.visit % Math.max(open.length, 1)];
      if (pending) await settle(pending, c);
    } else if (c.op === 'retry') {
      const rows = await refundsOf(visitIds);
      const candidates = rows.filter((r) => isRetryable(r) && !rows.some((x) => x.retryOf === r.id));
      const retryable = candidates[c.visit % Math.max(candidates.length, 1)];
      if (retryable) {
        refundsRefused = c.refused;
        refundsQueued = true;
        const answers = await Promise.allSettled(
          Array.from({ length: c.clicks }, () => retryRefund(deps, retryable.id, admin, NOW, async () => {})),
        );
        refundsRefused = false;
        refundsQueued = false;
        const codes = answers.map((a) =>
          a.status === 'fulfilled' ? 200 : (a.reason as { statusCode: number }).statusCode,
        );
        const expected = [c.refused ? 502 : 200, ...Array<number>(c.clicks - 1).fill(409)];
        expect(codes.sort()).toEqual(expected.sort());
        if (!c.refused) {
          model.owed -= retryable.amountCents;
          model.out += retryable.amountCents;
          const pending = c.result ? await pendingOf((r) => r.retryOf === retryable.id) : undefined;
          if (pending && c.result) await settle(pending, c.result);
        }
      }
    }
  }

  await expectLedgerSound(t.database.db);
  expect(await balance(t.database.db, workerAccount('worker_payable', workerId))).toBe(model.payable);
  expect(await balance(t.database.db, workerAccount('worker_held', workerId))).toBe(
    [...model.held.values()].reduce((a, b) => a + b, 0),
  );
  expect((await balance(t.database.db, clearing)) - clearingBefore).toBe(model.in - model.out);
  expect((await balance(t.database.db, owedAccount)) - owedBefore).toBe(model.owed);
  return { charges, refundEvents: model.refundEvents };
}

describe('the ledger under random sequences (fast-check)', () => {
  it('keeps every invariant, and applies every charge once however often it is verified', async () => {
    let charges = 0;
    let refundEvents = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 8, maxLength: 16 }), async (commands) => {
        const counted = await run(commands);
        charges += counted.charges;
        refundEvents += counted.refundEvents;
      }),
      { numRuns: 20, seed: 3404 },
    );
    const [posted] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.eventKey} like 'charge:%'`);
    const [events] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerProviderEvents);
    expect(posted?.n).toBe(charges);
    expect(events?.n).toBe(charges + refundEvents);
    // The sequences did end queued refunds by webhook, and retried failed ones.
    expect(refundEvents).toBeGreaterThan(0);
    const [retried] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerRefunds)
      .where(sql`${ledgerRefunds.retryOf} is not null`);
    expect(retried?.n).toBeGreaterThan(0);
  });
});
