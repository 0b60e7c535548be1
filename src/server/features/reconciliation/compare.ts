// Comparing the two sides of a day (pure). Each side is given twice: the movements of the day itself, and those of a
// wider range around it, so a movement that falls on one side of midnight here and the other side there (a charge
// begun at 23:58 and paid at 00:01, a transfer sent late at night) finds its partner instead of being reported
// missing on both days. Every movement of the day, on either side, is checked; each disagreement is one difference.
import type {
  ReconciliationDifference,
  ReconciliationTotals,
} from '../../../shared/schemas/reconciliation.js';
import type { Movement } from './ledger-side.js';

export interface DaySides {
  ourDay: Movement[];
  ourWide: Movement[];
  theirDay: Movement[];
  theirWide: Movement[];
  /** Paystack charges that are ours but never in the ledger (a plan upgrade, a registration fee): not differences. */
  outsideLedger: ReadonlySet<string>;
}

export interface Comparison {
  ledger: ReconciliationTotals;
  paystack: ReconciliationTotals;
  differences: ReconciliationDifference[];
  differenceCents: number;
}

const keyOf = (m: Movement) => `${m.kind}:${m.reference}`;
const byKey = (ms: Movement[]) => new Map(ms.map((m) => [keyOf(m), m]));

/** Whether Paystack's movement is money that moved (a charge that was only begun or declined is not). */
function moved(m: Movement, outsideLedger: ReadonlySet<string>): boolean {
  return m.kind !== 'charge' || (m.status === 'received' && !outsideLedger.has(m.reference));
}

function totals(ms: Movement[]): ReconciliationTotals {
  const t: ReconciliationTotals = {
    charges: { count: 0, cents: 0 },
    refunds: { count: 0, cents: 0 },
    transfers: { count: 0, cents: 0 },
  };
  for (const m of ms) {
    const side = m.kind === 'charge' ? t.charges : m.kind === 'refund' ? t.refunds : t.transfers;
    side.count += 1;
    side.cents += m.cents;
  }
  return t;
}

export function compareDay(sides: DaySides): Comparison {
  const ours = byKey(sides.ourWide);
  const theirs = byKey(sides.theirWide);
  for (const m of sides.theirDay) if (!theirs.has(keyOf(m))) theirs.set(keyOf(m), m);
  for (const m of sides.ourDay) if (!ours.has(keyOf(m))) ours.set(keyOf(m), m);
  const keys = new Set([...sides.ourDay.map(keyOf), ...sides.theirDay.map(keyOf)]);
  const differences: ReconciliationDifference[] = [];
  for (const key of [...keys].sort()) {
    const o = ours.get(key);
    const p = theirs.get(key);
    const base = {
      kind: (o ?? p)!.kind,
      reference: (o ?? p)!.reference,
      ledgerCents: o?.cents ?? null,
      paystackCents: p?.cents ?? null,
      ledgerStatus: o?.status ?? null,
      paystackStatus: p?.status ?? null,
    };
    if (!o) {
      if (p && moved(p, sides.outsideLedger)) differences.push({ ...base, problem: 'missing_in_ledger' });
    } else if (!p) differences.push({ ...base, problem: 'missing_at_paystack' });
    else if (o.cents !== p.cents) differences.push({ ...base, problem: 'amount_mismatch' });
    else if (o.status !== p.status) differences.push({ ...base, problem: 'status_mismatch' });
  }
  const differenceCents = differences.reduce(
    (sum, d) => sum + Math.abs((d.ledgerCents ?? 0) - (d.paystackCents ?? 0)),
    0,
  );
  return {
    ledger: totals(sides.ourDay),
    paystack: totals(sides.theirDay.filter((m) => moved(m, sides.outsideLedger))),
    differences,
    differenceCents,
  };
}
