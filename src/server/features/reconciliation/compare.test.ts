// The comparison of a day's two sides (decision 0375): a movement across midnight finds its partner in the wider read
// instead of being missing on both days; a charge only begun at Paystack is no difference; a transfer Paystack
// returned that we still think sent is a state difference.
import { describe, expect, it } from 'vitest';
import { compareDay } from './compare.js';
import type { Movement } from './ledger-side.js';

const at = (iso: string) => new Date(iso);
const charge = (reference: string, cents: number, status: string, when: string): Movement => ({
  kind: 'charge',
  reference,
  cents,
  status,
  at: at(when),
});

describe('compareDay', () => {
  it('matches a charge paid after midnight against the day before it was begun on, and reports real differences', () => {
    // Begun at Paystack on the day (23:58), paid and posted by us after midnight: ours is in the wider read only.
    const late = charge('WL-1', 19_775, 'received', '2026-02-04T22:01:00Z');
    const begun = charge('WL-2', 5_000, 'abandoned', '2026-02-03T12:00:00Z');
    const returned: Movement = {
      kind: 'transfer',
      reference: 'p-1',
      cents: 8_000,
      status: 'returned',
      at: at('2026-02-03T12:00:00Z'),
    };
    const ours: Movement = { ...returned, status: 'sent' };
    const result = compareDay({
      ourDay: [ours],
      ourWide: [late, ours],
      theirDay: [{ ...late, at: at('2026-02-03T21:58:00Z') }, begun, returned],
      theirWide: [late, begun, returned],
      outsideLedger: new Set(),
    });
    expect(result.differences).toEqual([
      {
        kind: 'transfer',
        reference: 'p-1',
        problem: 'status_mismatch',
        ledgerCents: 8_000,
        paystackCents: 8_000,
        ledgerStatus: 'sent',
        paystackStatus: 'returned',
      },
    ]);
    expect(result.paystack.charges).toEqual({ count: 1, cents: 19_775 });
    expect(result.ledger.transfers).toEqual({ count: 1, cents: 8_000 });
    expect(result.differenceCents).toBe(0);
  });

  it('leaves out Paystack charges that never enter the ledger', () => {
    const plan = charge('WL-UPG-1', 9_900, 'received', '2026-02-03T10:00:00Z');
    const result = compareDay({
      ourDay: [],
      ourWide: [],
      theirDay: [plan],
      theirWide: [plan],
      outsideLedger: new Set(['WL-UPG-1']),
    });
    expect(result.differences).toEqual([]);
    expect(result.paystack.charges).toEqual({ count: 0, cents: 0 });
  });
});
