// The nightly reconciliation's results (issue 34): one row per South African day and gateway, the latest check of it
// (a run again the same day replaces it), with its differences for the admin console.
import { date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Reconciliation } from '../../../shared/schemas/reconciliation.js';
import { ts } from './columns.js';

export const ledgerReconciliations = pgTable(
  'ledger_reconciliations',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    checkedAt: ts('checked_at').notNull(),
    /** How many differences the check found: 0 is a clean day; the console flags the others. */
    differenceCount: integer('difference_count').notNull(),
    result: jsonb('result').$type<Reconciliation>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.provider] })],
);
