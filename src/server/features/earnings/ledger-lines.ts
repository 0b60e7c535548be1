// What the earnings read of the ledger (decision 0367): every entry on her two accounts, held pay and balance, with
// its transaction's kind and time, and the visits and payouts those entries name. Amounts come only from entries;
// the visits give a line its date, hours and area, the payouts their transfer's state.
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  hires,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payouts,
  visits,
} from '../../db/schema.js';
import type { LedgerTransactionKind, WorkerAccountKind } from '../../domain/ledger/index.js';
import { workplaceAreas } from '../../domain/workplace.js';

export interface LedgerLine {
  account: WorkerAccountKind;
  kind: LedgerTransactionKind;
  /** On the account's normal side: what she is owed went up (positive) or down. */
  cents: number;
  visitId: string | null;
  payoutId: string | null;
  postedAt: Date;
}

export interface VisitFacts {
  bookingId: string;
  date: string;
  startTime: string;
  endTime: string;
  hourlyRateCents: number | null;
  area: string | null;
}

export interface PayoutFacts {
  status: string;
  settledAt: Date | null;
}

/** Her entries, oldest first. Her accounts are credit-normal: a credit (negative) raises what she is owed. */
export async function workerLedgerLines(db: DbOrTx, workerId: string): Promise<LedgerLine[]> {
  const rows = await db
    .select({
      account: ledgerAccounts.kind,
      kind: ledgerTransactions.kind,
      amountCents: ledgerEntries.amountCents,
      visitId: ledgerEntries.visitId,
      refs: ledgerTransactions.refs,
      postedAt: ledgerTransactions.postedAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerAccounts.workerId, workerId))
    .orderBy(asc(ledgerTransactions.postedAt), asc(ledgerEntries.id));
  return rows.map((r) => ({
    account: r.account as WorkerAccountKind,
    kind: r.kind as LedgerTransactionKind,
    cents: 0 - r.amountCents || 0,
    visitId: r.visitId ?? r.refs.visitId ?? null,
    payoutId: r.refs.payoutId ?? null,
    postedAt: r.postedAt,
  }));
}

/** The visits her entries name, with their booking's rate and the household's general area. */
export async function visitFacts(db: DbOrTx, visitIds: readonly string[]): Promise<Map<string, VisitFacts>> {
  if (visitIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: visits.id,
      hireId: visits.hireId,
      date: visits.date,
      startTime: visits.startTime,
      endTime: visits.endTime,
      hourlyRateCents: hires.hourlyRateCents,
    })
    .from(visits)
    .innerJoin(hires, eq(hires.id, visits.hireId))
    .where(inArray(visits.id, [...visitIds]));
  const areas = await workplaceAreas(db, [...new Set(rows.map((r) => r.hireId))]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        bookingId: r.hireId,
        date: r.date,
        startTime: r.startTime,
        endTime: r.endTime,
        hourlyRateCents: r.hourlyRateCents,
        area: areas.get(r.hireId) ?? null,
      },
    ]),
  );
}

export async function payoutFacts(
  db: DbOrTx,
  payoutIds: readonly string[],
): Promise<Map<string, PayoutFacts>> {
  if (payoutIds.length === 0) return new Map();
  const rows = await db
    .select({ id: payouts.id, status: payouts.status, settledAt: payouts.settledAt })
    .from(payouts)
    .where(inArray(payouts.id, [...payoutIds]));
  return new Map(rows.map((r) => [r.id, { status: r.status, settledAt: r.settledAt }]));
}
