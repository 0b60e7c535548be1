// Posting to the ledger (decision 0344): one transaction of entries summing to zero, idempotent by its event key,
// written inside the caller's database transaction with the state change that causes it. A worker's accounts are
// locked (their ledger_accounts rows, in id order) before anything is written, so two postings that take from her
// balance at once are serialised and the second sees the first; the database's deferred triggers check again.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { type LedgerRefs, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.js';
import {
  type AccountRef,
  accountCode,
  LEDGER_ACCOUNT_KINDS,
  type LedgerTransactionKind,
} from './accounts.js';

export interface LedgerEntryInput {
  account: AccountRef;
  /** Signed cents: a debit positive, a credit negative (use debit() and credit()). */
  amountCents: number;
  visitId?: string | null;
}

export const debit = (account: AccountRef, cents: number, visitId?: string | null): LedgerEntryInput => ({
  account,
  amountCents: cents,
  visitId: visitId ?? null,
});
export const credit = (account: AccountRef, cents: number, visitId?: string | null): LedgerEntryInput => ({
  account,
  amountCents: -cents,
  visitId: visitId ?? null,
});

export interface PostTransactionInput {
  /** Unique per movement: posting the same key again returns the first transaction and writes nothing. */
  eventKey: string;
  kind: LedgerTransactionKind;
  entries: readonly LedgerEntryInput[];
  refs?: LedgerRefs;
  at: Date;
}

export class LedgerError extends Error {
  constructor(
    readonly code: 'unbalanced' | 'invalid_amount' | 'insufficient_balance',
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** The rule both the code and guards.sql keep: at least two non-zero whole-cent entries summing to zero. */
export function checkEntries(entries: readonly LedgerEntryInput[]): void {
  if (entries.length < 2) throw new LedgerError('unbalanced', 'a ledger transaction needs two entries');
  let sum = 0;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountCents) || e.amountCents === 0) {
      throw new LedgerError('invalid_amount', `ledger amount ${e.amountCents} is not whole non-zero cents`);
    }
    sum += e.amountCents;
  }
  if (sum !== 0) throw new LedgerError('unbalanced', `ledger entries sum to ${sum}, not zero`);
}

interface AccountRow {
  id: number;
  code: string;
  nonNegative: boolean;
  normalSide: string;
}

/** The accounts' rows, created on first use (a worker's accounts appear with her first money). */
export async function resolveAccounts(
  tx: DbOrTx,
  refs: readonly AccountRef[],
): Promise<Map<string, AccountRow>> {
  const byCode = new Map(refs.map((r) => [accountCode(r), r]));
  const codes = [...byCode.keys()];
  const select = () =>
    tx
      .select({
        id: ledgerAccounts.id,
        code: ledgerAccounts.code,
        nonNegative: ledgerAccounts.nonNegative,
        normalSide: ledgerAccounts.normalSide,
      })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, codes));
  let rows = await select();
  if (rows.length < codes.length) {
    const found = new Set(rows.map((r) => r.code));
    const missing = [...byCode.entries()].filter(([code]) => !found.has(code));
    await tx
      .insert(ledgerAccounts)
      .values(
        missing.map(([code, ref]) => {
          const plan = LEDGER_ACCOUNT_KINDS[ref.kind];
          return {
            code,
            kind: ref.kind,
            workerId: 'workerId' in ref ? ref.workerId : null,
            normalSide: plan.normalSide,
            nonNegative: plan.nonNegative,
          };
        }),
      )
      .onConflictDoNothing({ target: ledgerAccounts.code });
    rows = await select();
  }
  return new Map(rows.map((r) => [r.code, r]));
}

/** Locks accounts (her held pay and balance) for the rest of the transaction, in id order so none deadlock. */
export async function lockAccounts(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]))
    .orderBy(ledgerAccounts.id)
    .for('update');
}

const signedSum = sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number);

/** An account's balance by id, on its normal side. */
async function balanceById(tx: DbOrTx, account: AccountRow, visitId?: string): Promise<number> {
  const [row] = await tx
    .select({ sum: signedSum })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, account.id),
        visitId === undefined ? undefined : eq(ledgerEntries.visitId, visitId),
      ),
    );
  const sum = row?.sum ?? 0;
  return account.normalSide === 'credit' ? 0 - sum || 0 : sum;
}

/**
 * Posts one transaction, or, when its event key was posted before, returns that one and writes nothing. Throws
 * LedgerError (and the caller's database transaction rolls back) when it is unbalanced or would take a worker's
 * held pay or balance below zero.
 */
export async function postTransaction(
  tx: Tx,
  input: PostTransactionInput,
): Promise<{ id: number; created: boolean }> {
  checkEntries(input.entries);
  const accounts = await resolveAccounts(
    tx,
    input.entries.map((e) => e.account),
  );
  const row = (ref: AccountRef) => accounts.get(accountCode(ref))!;
  const guarded = [...new Set(input.entries.map((e) => row(e.account)).filter((a) => a.nonNegative))];
  await lockAccounts(
    tx,
    guarded.map((a) => a.id).sort((a, b) => a - b),
  );
  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values({ eventKey: input.eventKey, kind: input.kind, refs: input.refs ?? {}, postedAt: input.at })
    .onConflictDoNothing({ target: ledgerTransactions.eventKey })
    .returning({ id: ledgerTransactions.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.eventKey, input.eventKey));
    return { id: existing!.id, created: false };
  }
  await tx.insert(ledgerEntries).values(
    input.entries.map((e) => ({
      transactionId: inserted.id,
      accountId: row(e.account).id,
      amountCents: e.amountCents,
      visitId: e.visitId ?? null,
      postedAt: input.at,
    })),
  );
  for (const account of guarded) {
    if ((await balanceById(tx, account)) < 0) {
      throw new LedgerError('insufficient_balance', `ledger account ${account.code} would go below zero`);
    }
  }
  return { id: inserted.id, created: true };
}

/** An account's balance in cents on its normal side (what she is owed, what we hold); zero before its first entry. */
export async function balance(
  tx: DbOrTx,
  account: AccountRef,
  opts: { visitId?: string } = {},
): Promise<number> {
  const [row] = await tx
    .select({
      id: ledgerAccounts.id,
      code: ledgerAccounts.code,
      nonNegative: ledgerAccounts.nonNegative,
      normalSide: ledgerAccounts.normalSide,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, accountCode(account)));
  return row ? balanceById(tx, row, opts.visitId) : 0;
}

/** Whether a transaction with this event key was posted. */
export async function isPosted(tx: DbOrTx, eventKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.eventKey, eventKey));
  return Boolean(row);
}
