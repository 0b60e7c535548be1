// The month's arithmetic on its own (decision 0367): lines as the ledger posts them, no database. The HTTP tests
// (earnings.test.ts) drive the same through the product's money paths.
import { describe, expect, it } from 'vitest';
import type { LedgerLine, VisitFacts } from './ledger-lines.js';
import { summariseEarnings } from './summary.js';

const at = (iso: string) => new Date(iso);
const line = (l: Partial<LedgerLine> & Pick<LedgerLine, 'account' | 'kind' | 'cents'>): LedgerLine => ({
  visitId: null,
  payoutId: null,
  postedAt: at('2026-03-02T08:00:00Z'),
  ...l,
});
const facts = (date: string): VisitFacts => ({
  bookingId: 'b',
  date,
  startTime: '09:00',
  endTime: '13:00',
  hourlyRateCents: 5_000,
  area: 'Orlando West, Soweto',
});
const visits = new Map([
  ['v1', facts('2026-02-27')],
  ['v2', facts('2026-02-28')],
]);

describe('summariseEarnings', () => {
  it('holds released pay again under a dispute, turns held pay into a late fee, and counts a retried refund once', () => {
    const answer = summariseEarnings({
      month: '2026-02',
      visits,
      payouts: new Map(),
      lines: [
        line({ account: 'worker_held', kind: 'visit_charge', cents: 20_000, visitId: 'v1' }),
        line({ account: 'worker_held', kind: 'release', cents: -20_000, visitId: 'v1' }),
        line({ account: 'worker_payable', kind: 'release', cents: 20_000, visitId: 'v1' }),
        line({ account: 'worker_payable', kind: 'hold', cents: -20_000, visitId: 'v1' }),
        line({ account: 'worker_held', kind: 'hold', cents: 20_000, visitId: 'v1' }),
        line({ account: 'worker_held', kind: 'visit_charge', cents: 20_000, visitId: 'v2' }),
        line({ account: 'worker_held', kind: 'late_fee', cents: -10_000, visitId: 'v2' }),
        line({ account: 'worker_payable', kind: 'late_fee', cents: 10_000, visitId: 'v2' }),
        line({ account: 'worker_held', kind: 'refund_requested', cents: -10_000, visitId: 'v2' }),
        line({ account: 'worker_held', kind: 'refund_failed', cents: 10_000, visitId: 'v2' }),
        line({ account: 'worker_held', kind: 'refund_requested', cents: -10_000, visitId: 'v2' }),
      ],
    });
    expect(answer.visits.map((v) => [v.visitId, v.payCents, v.status])).toEqual([
      ['v1', 20_000, 'held'],
      ['v2', 0, 'refunded'],
    ]);
    expect(answer.totals).toEqual({
      payCents: 20_000,
      heldPayCents: 20_000,
      tipsCents: 0,
      lateFeesCents: 10_000,
      refundedCents: 10_000,
      earnedCents: 30_000,
      paidOutCents: 0,
    });
    expect([answer.balanceCents, answer.heldCents]).toEqual([10_000, 20_000]);
    // Posted in March, but the visits are February's.
    expect(
      summariseEarnings({ month: '2026-03', visits, payouts: new Map(), lines: [] }).totals.earnedCents,
    ).toBe(0);
  });

  it('nets a returned payout to nothing, in the South African month it was sent', () => {
    const sent = at('2026-02-28T22:30:00Z'); // 00:30 on 1 March in South Africa
    const answer = summariseEarnings({
      month: '2026-03',
      visits,
      payouts: new Map([['p1', { status: 'reversed', settledAt: at('2026-03-02T09:00:00Z') }]]),
      lines: [
        line({ account: 'worker_payable', kind: 'tip', cents: 5_000, visitId: 'v1' }),
        line({
          account: 'worker_payable',
          kind: 'payout_sent',
          cents: -5_000,
          payoutId: 'p1',
          postedAt: sent,
        }),
        line({ account: 'worker_payable', kind: 'payout_returned', cents: 5_000, payoutId: 'p1' }),
      ],
    });
    expect(answer.payouts).toEqual([
      {
        id: 'p1',
        amountCents: 0,
        status: 'reversed',
        sentAt: sent.toISOString(),
        settledAt: '2026-03-02T09:00:00.000Z',
      },
    ]);
    expect([answer.totals.paidOutCents, answer.paidOutToDateCents, answer.balanceCents]).toEqual([
      0, 0, 5_000,
    ]);
    expect(answer.weeks[0]).toMatchObject({ from: '2026-03-01', to: '2026-03-01', paidOutCents: 0 });
  });
});
