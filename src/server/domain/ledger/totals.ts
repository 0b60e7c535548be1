// The whole ledger at a glance, for tests, the load test and reconciliation: each account kind's balance on its
// normal side, every transaction's imbalance (always zero), and the accounts below zero (always none).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries } from '../../db/schema.js';
import { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from './accounts.js';

export interface LedgerTotals {
  /** Each kind's balance on its normal side, summed over its accounts (every worker's, for a worker kind). */
  byKind: Record<LedgerAccountKind, number>;
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: number;
  /** Non-negative accounts below zero. */
  negativeAccounts: number;
}

/** The same query in raw SQL, for the load test's own connection. */
export const UNBALANCED_TRANSACTIONS_SQL =
  'SELECT count(*)::int AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0) t';

export async function ledgerTotals(db: DbOrTx): Promise<LedgerTotals> {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      sum: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, sql`${ledgerEntries.accountId} = ${ledgerAccounts.id}`)
    .groupBy(ledgerAccounts.kind);
  const byKind = Object.fromEntries(Object.keys(LEDGER_ACCOUNT_KINDS).map((k) => [k, 0])) as Record<
    LedgerAccountKind,
    number
  >;
  for (const r of rows) {
    const plan = LEDGER_ACCOUNT_KINDS[r.kind as LedgerAccountKind];
    // `|| 0`: an empty credit account is 0, not -0, which strict equality tells apart.
    if (plan) byKind[r.kind as LedgerAccountKind] = plan.normalSide === 'credit' ? 0 - r.sum || 0 : r.sum;
  }
  const result = await db.execute(sql.raw(UNBALANCED_TRANSACTIONS_SQL));
  const [unbalanced] = (result as unknown as { rows: { n: number }[] }).rows;
  const negative = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.accountId} = ${ledgerAccounts.id}`)
    .where(sql`${ledgerAccounts.nonNegative}`)
    .groupBy(ledgerAccounts.id, ledgerAccounts.normalSide)
    .having(
      sql`sum(${ledgerEntries.amountCents}) * (CASE ${ledgerAccounts.normalSide} WHEN 'credit' THEN -1 ELSE 1 END) < 0`,
    );
  return { byKind, unbalancedTransactions: Number(unbalanced?.n ?? 0), negativeAccounts: negative.length };
}
