// Reconciling one South African day (issue 34, decision 0375): the ledger's provider-facing movements of the day
// against Paystack's own lists of it, each difference listed with the totals of both sides; the nightly job stores
// the result (the latest check of a day replaces the one before) and the console lists the stored days.
import { desc, inArray } from 'drizzle-orm';
import type { Reconciliation } from '../../../shared/schemas/reconciliation.js';
import type { DbOrTx } from '../../db/client.js';
import { ledgerReconciliations, payments } from '../../db/schema.js';
import { saInstant } from '../../domain/booking-schedule.js';
import { compareDay } from './compare.js';
import { ledgerMovements } from './ledger-side.js';
import { type PaystackLists, paystackMovements } from './paystack-side.js';

export interface ReconcileDeps extends PaystackLists {
  db: DbOrTx;
  /** Payment types whose charges post to the ledger (visits, tips, late fees); others are not ledger money. */
  ledgerPaymentTypes: readonly string[];
}

const DAY_MS = 86_400_000;
/** How far around the day each side is read to find a movement's partner across midnight. */
const WIDEN_BEFORE_MS = 2 * DAY_MS;
const WIDEN_AFTER_MS = DAY_MS;

export function dayRange(date: string): { from: Date; to: Date } {
  const from = saInstant(date, '00:00');
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** Paystack charges of ours that the ledger never holds (a plan, a registration): by their payment's type. */
async function outsideLedger(deps: ReconcileDeps, references: string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await deps.db
    .select({ reference: payments.reference, type: payments.paymentType })
    .from(payments)
    .where(inArray(payments.reference, references));
  return new Set(rows.filter((r) => !deps.ledgerPaymentTypes.includes(r.type)).map((r) => r.reference));
}

export async function reconcileDay(deps: ReconcileDeps, date: string, now: Date): Promise<Reconciliation> {
  const day = dayRange(date);
  const wide = {
    from: new Date(day.from.getTime() - WIDEN_BEFORE_MS),
    to: new Date(day.to.getTime() + WIDEN_AFTER_MS),
  };
  const provider = deps.payments.name;
  const [ourWide, theirDay, theirWide] = await Promise.all([
    ledgerMovements(deps.db, provider, wide),
    paystackMovements(deps, day),
    paystackMovements(deps, wide),
  ]);
  const inDay = (at: Date) => at >= day.from && at < day.to;
  const ourDay = await ledgerMovements(deps.db, provider, day);
  const unknown = theirDay.filter((m) => m.kind === 'charge').map((m) => m.reference);
  const comparison = compareDay({
    ourDay: ourDay.filter((m) => inDay(m.at)),
    ourWide,
    theirDay,
    theirWide,
    outsideLedger: await outsideLedger(deps, unknown),
  });
  return { date, provider, checkedAt: now.toISOString(), ...comparison };
}

export async function storeReconciliation(db: DbOrTx, result: Reconciliation): Promise<void> {
  const row = {
    day: result.date,
    provider: result.provider,
    checkedAt: new Date(result.checkedAt),
    differenceCount: result.differences.length,
    result,
  };
  await db
    .insert(ledgerReconciliations)
    .values(row)
    .onConflictDoUpdate({ target: [ledgerReconciliations.day, ledgerReconciliations.provider], set: row });
}

/** The stored days, newest first: the console flags those with differences. */
export async function storedReconciliations(db: DbOrTx, limit = 60): Promise<Reconciliation[]> {
  const rows = await db
    .select({ result: ledgerReconciliations.result })
    .from(ledgerReconciliations)
    .orderBy(desc(ledgerReconciliations.day), desc(ledgerReconciliations.checkedAt))
    .limit(limit);
  return rows.map((r) => r.result);
}
