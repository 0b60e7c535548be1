// bench:ledger's end checks, on the bench's own connection, each defined here once:
// - imbalance_cents: the sum of every ledger entry (debits positive, credits negative). Double entry makes it 0;
//   anything else is money made or lost. Also counted: transactions whose own entries do not sum to zero.
// - double_paid: visits whose pay reached a worker more than once: more than one credit of the visit to a
//   worker_held account (the charge held twice) or to a worker_payable account (released twice).
// - lost_events: webhooks the fake Paystack sent (each distinct event once: a charge's charge.success by its
//   reference, a transfer's transfer.success by its reference, the payout's id) whose posting the ledger lacks
//   ('charge:<reference>', 'payout_paid:<payout id>').
// - unreleased / unpaid: visits whose pay is still held, and workers left with a payable balance, at the end.
import pg from 'pg';
import { UNBALANCED_TRANSACTIONS_SQL } from '../../src/server/domain/ledger/totals.js';

export interface LedgerChecks {
  imbalance_cents: number;
  unbalanced_transactions: number;
  double_paid: number;
  lost_events: number;
  held_left_cents: number;
  payable_left_cents: number;
  payments: number;
  payouts: number;
}

export async function checkLedger(
  url: string,
  sent: { charges: Set<string>; transfers: Set<string> },
): Promise<LedgerChecks> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (sql: string, params: unknown[] = []) =>
      Number((await client.query(sql, params)).rows[0]?.n ?? 0);
    const keys = new Set(
      (
        await client.query<{ k: string }>(
          `SELECT event_key AS k FROM ledger_transactions WHERE event_key LIKE 'charge:%' OR event_key LIKE 'payout_paid:%'`,
        )
      ).rows.map((r) => r.k),
    );
    let lost = 0;
    for (const ref of sent.charges) if (!keys.has(`charge:${ref}`)) lost++;
    for (const ref of sent.transfers) if (!keys.has(`payout_paid:${ref}`)) lost++;
    const sumOn = (kind: string) =>
      one(
        `SELECT coalesce(-sum(e.amount_cents), 0) AS n FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = $1`,
        [kind],
      );
    return {
      imbalance_cents: await one('SELECT coalesce(sum(amount_cents), 0) AS n FROM ledger_entries'),
      unbalanced_transactions: await one(UNBALANCED_TRANSACTIONS_SQL),
      double_paid: await one(`
        SELECT count(DISTINCT visit_id) AS n FROM (
          SELECT e.visit_id, a.kind FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.kind IN ('worker_held', 'worker_payable') AND e.amount_cents < 0 AND e.visit_id IS NOT NULL
          GROUP BY e.visit_id, a.kind HAVING count(*) > 1) twice`),
      lost_events: lost,
      held_left_cents: await sumOn('worker_held'),
      payable_left_cents: await sumOn('worker_payable'),
      payments: await one(`SELECT count(*) AS n FROM ledger_transactions WHERE event_key LIKE 'charge:%'`),
      payouts: await one(`SELECT count(*) AS n FROM payouts WHERE status = 'paid'`),
    };
  } finally {
    await client.end();
  }
}
