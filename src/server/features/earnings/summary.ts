// A month of her earnings from her ledger entries (decision 0367). Money for a visit (its pay, a tip, a late fee, a
// refund) belongs to the month of the visit's South African date, so a visit at 23:30 on the 31st is that month's
// however late it is paid or released; a payout belongs to the month it left her balance. Moves between her held pay
// and her balance (release, hold, let go) change only a visit's status. Pure: the lines and facts are passed in.
import { paidHoursForDay } from '../../../shared/pay/minimum-wage.js';
import type {
  EarningsAnswer,
  EarningsPayout,
  VisitMoney,
  VisitPay,
} from '../../../shared/schemas/earnings.js';
import { PAYOUT_STATUSES, type PayoutStatus } from '../../../shared/schemas/payouts.js';
import { saDate } from '../../domain/booking-schedule.js';
import type { LedgerTransactionKind } from '../../domain/ledger/index.js';
import { monthWeeks } from './calendar.js';
import type { LedgerLine, PayoutFacts, VisitFacts } from './ledger-lines.js';

type Bucket = 'pay' | 'tip' | 'lateFee' | 'refund' | 'payout' | 'move';

const BUCKETS: Record<LedgerTransactionKind, Bucket> = {
  visit_charge: 'pay',
  correction: 'pay',
  tip: 'tip',
  late_fee: 'lateFee',
  refund_requested: 'refund',
  refund_processed: 'refund',
  refund_failed: 'refund',
  refund_returned: 'refund',
  payout_sent: 'payout',
  payout_paid: 'payout',
  payout_returned: 'payout',
  release: 'move',
  hold: 'move',
  hold_let_go: 'move',
};

interface VisitSums {
  key: string;
  visitId: string | null;
  date: string;
  pay: number;
  refunded: number;
  tips: number;
  lateFees: number;
  held: number;
}

interface PayoutSums {
  id: string;
  sentAt: Date;
  cents: number;
}

const minutesBetween = (start: string, end: string) => {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return toMinutes(end) - toMinutes(start);
};

function sumLines(lines: readonly LedgerLine[], facts: ReadonlyMap<string, VisitFacts>) {
  const byVisit = new Map<string, VisitSums>();
  const byPayout = new Map<string, PayoutSums>();
  let balance = 0;
  let held = 0;
  for (const line of lines) {
    if (line.account === 'worker_payable') balance += line.cents;
    else held += line.cents;
    // A late fee taken from a paid visit's held pay (the household cancelled late) turns that much pay into the fee.
    const bucket =
      line.kind === 'late_fee' && line.account === 'worker_held' ? 'pay' : (BUCKETS[line.kind] ?? 'pay');
    if (bucket === 'payout') {
      const id = line.payoutId ?? `payout@${line.postedAt.toISOString()}`;
      const sums = byPayout.get(id) ?? { id, sentAt: line.postedAt, cents: 0 };
      sums.cents -= line.cents;
      byPayout.set(id, sums);
      continue;
    }
    const date = (line.visitId && facts.get(line.visitId)?.date) || saDate(line.postedAt);
    const key = line.visitId ?? `${date}@${line.postedAt.toISOString()}`;
    const sums = byVisit.get(key) ?? {
      key,
      visitId: line.visitId,
      date,
      pay: 0,
      refunded: 0,
      tips: 0,
      lateFees: 0,
      held: 0,
    };
    if (line.account === 'worker_held') sums.held += line.cents;
    if (bucket === 'pay') sums.pay += line.cents;
    else if (bucket === 'refund') sums.refunded -= line.cents;
    else if (bucket === 'tip') sums.tips += line.cents;
    else if (bucket === 'lateFee') sums.lateFees += line.cents;
    byVisit.set(key, sums);
  }
  return { byVisit, byPayout, balance, held };
}

function visitPay(sums: VisitSums, facts: VisitFacts | undefined): VisitPay | null {
  if (!sums.visitId || !facts || sums.pay <= 0) return null;
  const payCents = sums.pay - sums.refunded;
  return {
    visitId: sums.visitId,
    bookingId: facts.bookingId,
    date: facts.date,
    startTime: facts.startTime,
    area: facts.area,
    hours: paidHoursForDay(minutesBetween(facts.startTime, facts.endTime) / 60),
    hourlyRateCents: facts.hourlyRateCents ?? 0,
    payCents,
    status: sums.held > 0 ? 'held' : payCents <= 0 && sums.refunded > 0 ? 'refunded' : 'released',
  };
}

function payoutStatus(facts: PayoutFacts | undefined): PayoutStatus {
  const status = facts?.status as PayoutStatus | undefined;
  return status && PAYOUT_STATUSES.includes(status) ? status : 'in_flight';
}

export interface EarningsInput {
  month: string;
  lines: readonly LedgerLine[];
  visits: ReadonlyMap<string, VisitFacts>;
  payouts: ReadonlyMap<string, PayoutFacts>;
}

export function summariseEarnings(input: EarningsInput): EarningsAnswer {
  const { month } = input;
  const { byVisit, byPayout, balance, held } = sumLines(input.lines, input.visits);
  const inMonth = [...byVisit.values()]
    .filter((s) => s.date.startsWith(month))
    .sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
  const money = (s: VisitSums, cents: number): VisitMoney => ({
    visitId: s.visitId,
    date: s.date,
    area: (s.visitId && input.visits.get(s.visitId)?.area) || null,
    amountCents: cents,
  });
  const visitLines = inMonth.flatMap(
    (s) => visitPay(s, s.visitId ? input.visits.get(s.visitId) : undefined) ?? [],
  );
  const payoutLines: (EarningsPayout & { day: string })[] = [...byPayout.values()]
    .filter((p) => saDate(p.sentAt).startsWith(month))
    .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime())
    .map((p) => {
      const facts = input.payouts.get(p.id);
      return {
        id: p.id,
        amountCents: p.cents,
        status: payoutStatus(facts),
        sentAt: p.sentAt.toISOString(),
        settledAt: facts?.settledAt?.toISOString() ?? null,
        day: saDate(p.sentAt),
      };
    });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const pay = sum(inMonth.map((s) => s.pay - s.refunded));
  const tips = sum(inMonth.map((s) => s.tips));
  const lateFees = sum(inMonth.map((s) => s.lateFees));
  const weeks = monthWeeks(month).map(({ from, to }) => {
    const within = inMonth.filter((s) => s.date >= from && s.date <= to);
    const week = {
      payCents: sum(within.map((s) => s.pay - s.refunded)),
      tipsCents: sum(within.map((s) => s.tips)),
      lateFeesCents: sum(within.map((s) => s.lateFees)),
    };
    const paidOut = payoutLines.filter((p) => p.day >= from && p.day <= to);
    return {
      from,
      to,
      ...week,
      earnedCents: week.payCents + week.tipsCents + week.lateFeesCents,
      paidOutCents: sum(paidOut.map((p) => p.amountCents)),
    };
  });
  return {
    month,
    balanceCents: balance,
    heldCents: held,
    paidOutToDateCents: sum([...byPayout.values()].map((p) => p.cents)),
    totals: {
      payCents: pay,
      heldPayCents: sum(inMonth.map((s) => Math.max(s.held, 0))),
      tipsCents: tips,
      lateFeesCents: lateFees,
      refundedCents: sum(inMonth.map((s) => s.refunded)),
      earnedCents: pay + tips + lateFees,
      paidOutCents: sum(payoutLines.map((p) => p.amountCents)),
    },
    visits: visitLines,
    tips: inMonth.filter((s) => s.tips !== 0).map((s) => money(s, s.tips)),
    lateFees: inMonth.filter((s) => s.lateFees !== 0).map((s) => money(s, s.lateFees)),
    refunds: inMonth.filter((s) => s.refunded !== 0).map((s) => money(s, s.refunded)),
    payouts: payoutLines.map(({ day: _day, ...p }) => p),
    weeks,
  };
}
