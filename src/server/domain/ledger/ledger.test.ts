// The ledger core on a real database (PGlite, or PostgreSQL under DATABASE_URL): balanced and append-only in code
// and in the database, idempotent by key, a worker's balance never below zero even under concurrent takers, holds.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../../../tests/support/factories.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-app.js';
import { migrationsFolder } from '../../db/client.js';
import { ledgerEntries, ledgerTransactions } from '../../db/schema.js';
import {
  balance,
  claimProviderEvent,
  credit,
  debit,
  LedgerError,
  ledgerTotals,
  letGoHold,
  placeHold,
  platformAccount,
  postTransaction,
  releaseVisitPay,
  workerAccount,
} from './index.js';

const AT = new Date('2026-02-03T10:00:00Z');
const clearing = platformAccount('paystack_clearing');
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({}, { poolMax: 6 });
});
afterAll(() => t?.close());

/** The database's own refusal, whether drizzle wraps it ('Failed query: ...', the cause) or not (at commit). */
async function expectRefused(work: Promise<unknown>, reason: RegExp) {
  const err = await work.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err).not.toBeNull();
  expect(`${err?.message} ${err?.cause?.message ?? ''}`).toMatch(reason);
}

/** Pays `cents` into her held pay for a visit (as a verified charge does). */
function charge(workerId: string, key: string, cents: number, visitId: string) {
  return t.database.db.transaction((tx) =>
    postTransaction(tx, {
      eventKey: key,
      kind: 'visit_charge',
      entries: [debit(clearing, cents), credit(workerAccount('worker_held', workerId), cents, visitId)],
      at: AT,
    }),
  );
}

describe('ledger core', () => {
  it('keeps guards.sql verbatim in migration 0018', () => {
    const guards = fs.readFileSync(path.join(import.meta.dirname, 'guards.sql'), 'utf8');
    const migration = fs.readFileSync(path.join(migrationsFolder, '0018_ledger.sql'), 'utf8');
    expect(migration).toContain(guards);
  });

  it('posts once per event key and derives balances from entries', async () => {
    const w = await createWorker(t.database.db);
    const visitId = crypto.randomUUID();
    const first = await charge(w.id, `k-${visitId}`, 18_000, visitId);
    const again = await charge(w.id, `k-${visitId}`, 18_000, visitId);
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await balance(t.database.db, workerAccount('worker_held', w.id))).toBe(18_000);
    expect(await balance(t.database.db, workerAccount('worker_held', w.id), { visitId })).toBe(18_000);
    const moved = await t.database.db.transaction((tx) =>
      releaseVisitPay(tx, { visitId, workerId: w.id, at: AT }),
    );
    expect(moved).toEqual({ releasedCents: 18_000, heldBack: false });
    const twice = await t.database.db.transaction((tx) =>
      releaseVisitPay(tx, { visitId, workerId: w.id, at: AT }),
    );
    expect(twice.releasedCents).toBe(0);
    expect(await balance(t.database.db, workerAccount('worker_payable', w.id))).toBe(18_000);
    expect(await balance(t.database.db, workerAccount('worker_held', w.id))).toBe(0);
  });

  it('refuses an unbalanced transaction in code, and in the database at commit', async () => {
    const w = await createWorker(t.database.db);
    await expect(
      t.database.db.transaction((tx) =>
        postTransaction(tx, {
          eventKey: 'unbalanced',
          kind: 'correction',
          entries: [debit(clearing, 100), credit(workerAccount('worker_payable', w.id), 99)],
          at: AT,
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    const rawInsert = t.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ eventKey: 'raw-unbalanced', kind: 'correction', postedAt: AT })
        .returning();
      const result = await tx.execute(sql`select id from ledger_accounts limit 1`);
      const { id } = (result as unknown as { rows: [{ id: number }] }).rows[0];
      await tx.insert(ledgerEntries).values([
        { transactionId: row!.id, accountId: id, amountCents: 5, postedAt: AT },
        { transactionId: row!.id, accountId: id, amountCents: -4, postedAt: AT },
      ]);
    });
    await expectRefused(rawInsert, /sum to zero/);
    const [none] = await t.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.eventKey, 'raw-unbalanced'));
    expect(none).toBeUndefined();
  });

  it('refuses changing or deleting posted entries, transactions and applied events', async () => {
    const event = { provider: 'paystack', eventId: 'kept', type: 'charge.success', at: AT };
    await t.database.db.transaction((tx) => claimProviderEvent(tx, event));
    await expectRefused(
      t.database.db.execute(sql`update ledger_entries set amount_cents = amount_cents * 2`),
      /append-only/,
    );
    await expectRefused(t.database.db.execute(sql`delete from ledger_transactions`), /append-only/);
    await expectRefused(t.database.db.execute(sql`delete from ledger_provider_events`), /append-only/);
    const totals = await ledgerTotals(t.database.db);
    expect(totals.unbalancedTransactions).toBe(0);
    expect(totals.negativeAccounts).toBe(0);
  });

  it('never takes her balance below zero, even with takers at once', async () => {
    const w = await createWorker(t.database.db);
    const visitId = crypto.randomUUID();
    await charge(w.id, `c-${visitId}`, 10_000, visitId);
    await t.database.db.transaction((tx) => releaseVisitPay(tx, { visitId, workerId: w.id, at: AT }));
    const payable = workerAccount('worker_payable', w.id);
    const take = (i: number) =>
      t.database.db.transaction((tx) =>
        postTransaction(tx, {
          eventKey: `take-${w.id}-${i}`,
          kind: 'correction',
          entries: [debit(payable, 4_000), credit(platformAccount('payouts_in_flight'), 4_000)],
          at: AT,
        }),
      );
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(take));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(LedgerError);
    }
    expect(await balance(t.database.db, payable)).toBe(2_000);
  });

  it('applies a provider event once, however often it comes', async () => {
    const event = { provider: 'paystack', eventId: 'T-123', type: 'charge.success', at: AT };
    const claims = await Promise.all(
      [1, 2, 3].map(() => t.database.db.transaction((tx) => claimProviderEvent(tx, event))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('keeps a held visit held until the hold is let go, and takes released pay back for a later hold', async () => {
    const w = await createWorker(t.database.db);
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    await charge(w.id, `h-${a}`, 5_000, a);
    await charge(w.id, `h-${b}`, 7_000, b);
    const db = t.database.db;
    await db.transaction((tx) =>
      placeHold(tx, { key: `problem:${a}`, workerId: w.id, visitId: a, reason: 'problem', at: AT }),
    );
    expect(await db.transaction((tx) => releaseVisitPay(tx, { visitId: a, workerId: w.id, at: AT }))).toEqual(
      {
        releasedCents: 0,
        heldBack: true,
      },
    );
    await db.transaction((tx) => releaseVisitPay(tx, { visitId: b, workerId: w.id, at: AT }));
    const later = await db.transaction((tx) =>
      placeHold(tx, { key: `dispute:${b}`, workerId: w.id, visitId: b, reason: 'dispute', at: AT }),
    );
    expect(later).toEqual({ placed: true, movedBackCents: 7_000 });
    expect(await balance(db, workerAccount('worker_held', w.id))).toBe(12_000);
    expect(await balance(db, workerAccount('worker_payable', w.id))).toBe(0);
    // The visits are not in the visits table here: letting go releases only a done visit's pay.
    expect(await db.transaction((tx) => letGoHold(tx, `dispute:${b}`, AT))).toEqual({ releasedCents: 0 });
    expect(await db.transaction((tx) => releaseVisitPay(tx, { visitId: b, workerId: w.id, at: AT }))).toEqual(
      {
        releasedCents: 7_000,
        heldBack: false,
      },
    );
  });
});
