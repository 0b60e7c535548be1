// Her earnings over HTTP on a fixed clock (issue 34): a month is South African (a visit ending 23:30 on the 31st and
// released after midnight is that month's; a payout sent at 01:00 on the 1st is the next month's), every total is
// the ledger's own sum, the weeks add up to the month, and only the worker herself reads them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookingsTestApp } from '../../../../tests/support/bookings.js';
import { bookableWorker, bookingEmployer, get, post } from '../../../../tests/support/bookings.js';
import {
  acceptedBooking,
  lateFee,
  payout,
  payVisits,
  refund,
  releasePay,
  tip,
} from '../../../../tests/support/earnings.js';
import { withBookingsTestApp } from '../../../../tests/support/with-test-app.js';
import { formatRand } from '../../../shared/constants.js';
import type { EarningsAnswer } from '../../../shared/schemas/earnings.js';
import { users } from '../../db/schema.js';
import { balance, workerAccount } from '../../domain/ledger/index.js';

const workDir = mkdtempSync(join(tmpdir(), 'wl-statement-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The PDF's text as a reader copies it, whitespace collapsed (poppler's pdftotext, as documents.test.ts reads). */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(workDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

let t: BookingsTestApp;
withBookingsTestApp((built) => {
  t = built;
});

/** A worker's January and the start of her February, through bookings, charges, done, a tip, a fee and a payout. */
async function workedMonth() {
  t.at('2026-01-20', '10:00');
  const worker = await bookableWorker(t);
  const workerId = worker.worker.id;
  // One household each (a household has one open booking with her at a time): two hours paid as four (R40 x 4), an
  // evening visit ending 23:30 on the 31st, a late-cancelled one, one in February and one that will not happen.
  const bookings = [
    { date: '2026-01-27', start: '09:00', hours: 2, hourlyRate: 40 },
    { date: '2026-01-31', start: '19:30', hours: 4, hourlyRate: 40 },
    { date: '2026-01-30', start: '09:00', hours: 4, hourlyRate: 50 },
    { date: '2026-02-02', start: '09:00', hours: 5, hourlyRate: 50 },
    { date: '2026-02-04', start: '09:00', hours: 4, hourlyRate: 50 },
  ];
  const made = [];
  for (const body of bookings) {
    const employer = await bookingEmployer(t);
    const booking = await acceptedBooking(t, employer, worker, body);
    made.push({ employer, booking, visit: booking.visits[0]! });
  }
  const [short, evening, cancelled, february, notHappening] = made as [(typeof made)[0], ...typeof made] as [
    (typeof made)[0],
    (typeof made)[0],
    (typeof made)[0],
    (typeof made)[0],
    (typeof made)[0],
  ];
  for (const paid of [short, evening, february, notHappening]) {
    await payVisits(t, {
      employer: paid.employer,
      workerId,
      visits: [paid.visit],
      reference: `pay-${paid.visit.id}`,
    });
  }
  const done = (b: typeof short) =>
    post(t, b.employer.cookie, `/api/bookings/${b.booking.id}/visits/${b.visit.id}/done`);

  t.at('2026-01-27', '12:00');
  expect((await done(short)).statusCode).toBe(200);
  await releasePay(t, workerId, short.visit.id);

  t.at('2026-01-29', '16:00');
  const late = await post(
    t,
    cancelled.employer.cookie,
    `/api/bookings/${cancelled.booking.id}/visits/${cancelled.visit.id}/cancel`,
    {
      reason: 'Away',
    },
  );
  expect(late.json()).toMatchObject({ lateCancellation: true });
  const feeCents = late.json().feeCents as number;
  await lateFee(t, workerId, cancelled.visit.id, feeCents, `fee-${cancelled.visit.id}`);

  // After midnight: the evening visit is marked done, released and tipped on 1 February (31 January in UTC).
  t.at('2026-02-01', '00:30');
  expect((await done(evening)).statusCode).toBe(200);
  await releasePay(t, workerId, evening.visit.id);
  await tip(t, workerId, evening.visit.id, 5_000, `tip-${evening.visit.id}`);
  t.at('2026-02-01', '01:00');
  const paidOut = await payout(t, worker, 10_000, true);
  t.at('2026-02-02', '08:00');
  await refund(t, workerId, notHappening.visit.id, 20_000);
  const visits = [short, evening, february, notHappening].map((b) => b.visit);
  return {
    worker,
    visits,
    feeCents,
    paidOut,
    household: notHappening.employer,
    otherHousehold: short.employer,
  };
}

async function earnings(cookie: string, month?: string): Promise<EarningsAnswer> {
  const res = await get(t, cookie, `/api/me/earnings${month ? `?month=${month}` : ''}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.json();
}

describe('GET /api/me/earnings', () => {
  it('counts a month in South African time, each visit’s pay, tip, fee, refund and payout, and weeks that add up', async () => {
    const { worker, visits, feeCents, paidOut } = await workedMonth();
    const [short, evening, february, notHappening] = visits as [
      (typeof visits)[0],
      (typeof visits)[0],
      (typeof visits)[0],
      (typeof visits)[0],
    ];
    const january = await earnings(worker.cookie, '2026-01');
    expect(january.visits).toEqual([
      expect.objectContaining({
        visitId: short.id,
        date: '2026-01-27',
        hours: 4,
        hourlyRateCents: 4_000,
        payCents: 16_000,
        status: 'released',
      }),
      expect.objectContaining({
        visitId: evening.id,
        date: '2026-01-31',
        startTime: '19:30',
        hours: 4,
        payCents: 16_000,
        status: 'released',
      }),
    ]);
    expect(january.tips).toEqual([
      expect.objectContaining({ visitId: evening.id, date: '2026-01-31', amountCents: 5_000 }),
    ]);
    expect(january.lateFees).toEqual([
      expect.objectContaining({ date: '2026-01-30', amountCents: feeCents }),
    ]);
    expect(january.payouts).toEqual([]);
    expect(january.totals).toEqual({
      payCents: 32_000,
      heldPayCents: 0,
      tipsCents: 5_000,
      lateFeesCents: feeCents,
      refundedCents: 0,
      earnedCents: 37_000 + feeCents,
      paidOutCents: 0,
    });
    // 1 January 2026 is a Thursday: the first week runs to Sunday the 4th, the last from Monday the 26th.
    expect(january.weeks.map((w) => [w.from, w.to])).toEqual([
      ['2026-01-01', '2026-01-04'],
      ['2026-01-05', '2026-01-11'],
      ['2026-01-12', '2026-01-18'],
      ['2026-01-19', '2026-01-25'],
      ['2026-01-26', '2026-01-31'],
    ]);
    expect(january.weeks.at(-1)).toMatchObject({
      payCents: 32_000,
      tipsCents: 5_000,
      earnedCents: 37_000 + feeCents,
    });
    expect(january.weeks.reduce((s, w) => s + w.earnedCents, 0)).toBe(january.totals.earnedCents);

    const feb = await earnings(worker.cookie, '2026-02');
    expect(feb.visits).toEqual([
      expect.objectContaining({ visitId: february.id, hours: 5, payCents: 25_000, status: 'held' }),
      expect.objectContaining({ visitId: notHappening.id, payCents: 0, status: 'refunded' }),
    ]);
    expect(feb.refunds).toEqual([expect.objectContaining({ visitId: notHappening.id, amountCents: 20_000 })]);
    expect(feb.payouts).toEqual([
      {
        id: paidOut.id,
        amountCents: 10_000,
        status: 'paid',
        sentAt: '2026-01-31T23:00:00.000Z',
        settledAt: '2026-01-31T23:00:00.000Z',
      },
    ]);
    expect(feb.totals).toMatchObject({
      payCents: 25_000,
      heldPayCents: 25_000,
      refundedCents: 20_000,
      paidOutCents: 10_000,
    });
    expect(feb.weeks[0]).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-01',
      paidOutCents: 10_000,
      earnedCents: 0,
    });

    // Now's figures are the ledger's balances, and every month's earnings are all that came in.
    const payable = await balance(t.db, workerAccount('worker_payable', worker.worker.id));
    const held = await balance(t.db, workerAccount('worker_held', worker.worker.id));
    expect(feb.balanceCents).toBe(payable);
    expect(feb.heldCents).toBe(held);
    expect(payable).toBe(37_000 + feeCents - 10_000);
    expect(held).toBe(25_000);
    expect(feb.paidOutToDateCents).toBe(10_000);
    expect(january.totals.earnedCents + feb.totals.earnedCents).toBe(payable + held + feb.paidOutToDateCents);
  });

  it('answers this month in South African time by default: 00:30 on 1 February is February', async () => {
    const worker = await bookableWorker(t);
    t.at('2026-02-01', '00:30');
    const answer = await earnings(worker.cookie);
    expect(answer.month).toBe('2026-02');
    expect(answer.weeks).toHaveLength(5);
    expect(answer).toMatchObject({ balanceCents: 0, heldCents: 0, paidOutToDateCents: 0, visits: [] });
  });

  it('is hers alone: signed out 401, a person with no worker profile 403, another worker sees none of it', async () => {
    const { household: employer } = await workedMonth();
    expect((await t.app.inject({ method: 'GET', url: '/api/me/earnings' })).statusCode).toBe(401);
    const asEmployer = await get(t, employer.cookie, '/api/me/earnings?month=2026-01');
    expect(asEmployer.statusCode).toBe(403);
    expect(asEmployer.json().message).toBe('Only workers with a profile have earnings');
    expect((await get(t, employer.cookie, '/api/me/earnings/2026-01.pdf')).statusCode).toBe(403);
    const other = await bookableWorker(t);
    const theirs = await earnings(other.cookie, '2026-01');
    expect(theirs.visits).toEqual([]);
    expect(theirs.totals.earnedCents).toBe(0);
  });

  it('refuses a month that is not YYYY-MM with a 400', async () => {
    const worker = await bookableWorker(t);
    for (const month of ['2026-13', '2026-1', 'January']) {
      const res = await get(t, worker.cookie, `/api/me/earnings?month=${month}`);
      expect(res.statusCode).toBe(400);
    }
    expect((await get(t, worker.cookie, '/api/me/earnings/2026-00.pdf')).statusCode).toBe(400);
  });

  it('the household sees its own payments line by line, with a visit’s refund; the worker none of them', async () => {
    const { household, otherHousehold, worker, visits } = await workedMonth();
    const res = await get(t, household.cookie, '/api/me/payments');
    expect(res.statusCode).toBe(200);
    expect(res.json().payments).toHaveLength(1);
    const [payment] = res.json().payments;
    expect(payment).toMatchObject({
      reference: `pay-${visits[3]!.id}`,
      status: 'success',
      amountCents: 20_000,
    });
    expect(payment.items).toEqual([
      {
        kind: 'visit_pay',
        visitId: visits[3]!.id,
        bookingId: expect.any(String),
        visitDate: '2026-02-04',
        workerName: 'Thandi Nkosi',
        amountCents: 20_000,
        refund: { status: 'requested', amountCents: 20_000 },
      },
    ]);
    const other = (await get(t, otherHousehold.cookie, '/api/me/payments')).json().payments;
    expect(other).toHaveLength(1);
    expect(other[0].items[0]).toMatchObject({ visitId: visits[0]!.id, amountCents: 16_000, refund: null });
    expect((await get(t, worker.cookie, '/api/me/payments')).json()).toEqual({ payments: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/payments' })).statusCode).toBe(401);
  });
});

describe('GET /api/me/earnings/YYYY-MM.pdf', () => {
  it('is her statement in her language with the JSON’s totals, a number and a date, in English on asking', async () => {
    const { worker } = await workedMonth();
    await t.db.update(users).set({ language: 'zu' }).where(eq(users.id, worker.worker.userId));
    t.at('2026-02-03', '09:00');
    const json = await earnings(worker.cookie, '2026-01');
    const rand = (cents: number) => formatRand(cents, { decimals: true });
    const number = `WL-202601-${worker.worker.id.slice(0, 8).toUpperCase()}`;

    const zu = await get(t, worker.cookie, '/api/me/earnings/2026-01.pdf');
    expect(zu.statusCode).toBe(200);
    expect(zu.headers['content-type']).toBe('application/pdf');
    expect(zu.headers['content-disposition']).toBe(
      'attachment; filename="work-local-earnings-2026-01-zu.pdf"',
    );
    const zuText = pdfText(zu.rawPayload, 'statement-zu');
    for (const phrase of [
      'Isitatimende semali eholiwe',
      number,
      '2026-02-03',
      'Thandi Nkosi',
      'Januwari 2026 (2026-01-01 kuya ku-2026-01-31)',
      `Konke okuholiwe ${rand(json.totals.earnedCents)}`,
      `Amathiphu ${rand(json.totals.tipsCents)}`,
      `Ibhalansi manje ${rand(json.balanceCents)}`,
      'njengobufakazi bemali engenayo',
    ]) {
      expect(zuText).toContain(phrase);
    }

    const en = await get(t, worker.cookie, '/api/me/earnings/2026-01.pdf?lang=en');
    const enText = pdfText(en.rawPayload, 'statement-en');
    for (const phrase of [
      'Earnings statement',
      `Statement number ${number}`,
      'Date of issue 2026-02-03',
      'Worker Thandi Nkosi',
      'January 2026 (2026-01-01 to 2026-01-31)',
      `2026-01-27 09:00 (released) 4 R40.00 ${rand(16_000)}`,
      `2026-01-31 19:30 (released) 4 R40.00 ${rand(16_000)}`,
      `Pay for visits ${rand(json.totals.payCents)}`,
      `Tips ${rand(json.totals.tipsCents)}`,
      `Late-cancellation fees ${rand(json.totals.lateFeesCents)}`,
      `Total earned ${rand(json.totals.earnedCents)}`,
      `Paid out this month ${rand(json.totals.paidOutCents)}`,
      `Balance now (to be paid out) ${rand(json.balanceCents)}`,
      `Held now ${rand(json.heldCents)}`,
      'It may be shown as proof of income.',
    ]) {
      expect(enText).toContain(phrase);
    }
    expect((await get(t, worker.cookie, '/api/me/earnings/2026-01.pdf?lang=fr')).statusCode).toBe(400);
  });
});
