// Her earnings over HTTP on a fixed clock (issue 34): a month is South African (a visit ending 23:30 on the 31st and
// released after midnight is that month's; a payout sent at 01:00 on the 1st is the next month's), every total is
// the ledger's own sum, the weeks add up to the month, and only the worker herself reads them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableWorker, get } from '../../../../tests/support/bookings.js';
import {
  acceptedVisit,
  type BookedVisit,
  cancelVisit,
  createEarningsTestApp,
  type EarningsTestApp,
  markDone,
  paidOut,
  payVisit,
  tipVisit,
} from '../../../../tests/support/earnings.js';
import { expectLedgerSound } from '../../../../tests/support/ledger.js';
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

let t: EarningsTestApp;
beforeAll(async () => {
  t = await createEarningsTestApp();
});
afterAll(() => t?.close());

/**
 * A worker's January and the start of her February, each visit for its own household (one open booking per pair):
 * two hours paid as four (R40 x 4), a visit ending 23:30 on the 31st done and tipped after midnight, one cancelled
 * late (half its pay the fee, from the pay held; the rest refunded), one in February still ahead, one cancelled
 * early and refunded; and a payout at 01:00 on 1 February (23:00 on 31 January in UTC).
 */
async function workedMonth() {
  t.at('2026-01-20', '10:00');
  const worker = await bookableWorker(t);
  const short = await acceptedVisit(t, worker, {
    date: '2026-01-27',
    start: '09:00',
    hours: 2,
    hourlyRate: 40,
  });
  const evening = await acceptedVisit(t, worker, {
    date: '2026-01-31',
    start: '19:30',
    hours: 4,
    hourlyRate: 40,
  });
  const cancelled = await acceptedVisit(t, worker, {
    date: '2026-01-30',
    start: '09:00',
    hours: 4,
    hourlyRate: 50,
  });
  const february = await acceptedVisit(t, worker, {
    date: '2026-02-02',
    start: '09:00',
    hours: 5,
    hourlyRate: 50,
  });
  const notHappening = await acceptedVisit(t, worker, {
    date: '2026-02-04',
    start: '09:00',
    hours: 4,
    hourlyRate: 50,
  });
  for (const b of [short, evening, cancelled, february, notHappening]) await payVisit(t, b);

  t.at('2026-01-27', '12:00');
  await markDone(t, short);
  t.at('2026-01-29', '16:00');
  const feeCents = await cancelVisit(t, cancelled);
  t.at('2026-02-01', '00:30');
  await markDone(t, evening);
  await tipVisit(t, evening, 50);
  t.at('2026-02-01', '01:00');
  const payoutId = await paidOut(t, worker, 100);
  t.at('2026-02-02', '08:00');
  await cancelVisit(t, notHappening);
  const visits = [short, evening, cancelled, february, notHappening].map((b) => b.visit);
  return {
    worker,
    visits,
    feeCents,
    payoutId,
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
    const { worker, visits, feeCents, payoutId } = await workedMonth();
    const [short, evening, cancelled, february, notHappening] = visits as [BookedVisit, ...BookedVisit[]] as [
      BookedVisit,
      BookedVisit,
      BookedVisit,
      BookedVisit,
      BookedVisit,
    ];
    expect(feeCents).toBe(10_000);
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
      // Half its pay became the late fee, the other half went back to the household.
      expect.objectContaining({ visitId: cancelled.id, date: '2026-01-30', payCents: 0, status: 'refunded' }),
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
      expect.objectContaining({ visitId: cancelled.id, amountCents: 10_000 }),
    ]);
    expect(january.refunds).toEqual([
      expect.objectContaining({ visitId: cancelled.id, amountCents: 10_000 }),
    ]);
    expect(january.payouts).toEqual([]);
    expect(january.totals).toEqual({
      payCents: 32_000,
      heldPayCents: 0,
      tipsCents: 5_000,
      lateFeesCents: 10_000,
      refundedCents: 10_000,
      earnedCents: 47_000,
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
      lateFeesCents: 10_000,
      earnedCents: 47_000,
    });
    expect(january.weeks.reduce((sum, w) => sum + w.earnedCents, 0)).toBe(january.totals.earnedCents);

    const feb = await earnings(worker.cookie, '2026-02');
    expect(feb.visits).toEqual([
      expect.objectContaining({ visitId: february.id, hours: 5, payCents: 25_000, status: 'held' }),
      expect.objectContaining({ visitId: notHappening.id, payCents: 0, status: 'refunded' }),
    ]);
    expect(feb.refunds).toEqual([expect.objectContaining({ visitId: notHappening.id, amountCents: 20_000 })]);
    // Sent at 01:00 on 1 February, South African time: February's, though still 31 January in UTC.
    expect(feb.payouts).toEqual([
      {
        id: payoutId,
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
    expect([feb.balanceCents, feb.heldCents, feb.paidOutToDateCents]).toEqual([payable, held, 10_000]);
    expect([payable, held]).toEqual([37_000, 25_000]);
    expect(january.totals.earnedCents + feb.totals.earnedCents).toBe(payable + held + feb.paidOutToDateCents);
    await expectLedgerSound(t.db);
  });

  it('counts a failed payout as nothing paid out: the money back in her balance, the payout listed as failed', async () => {
    t.at('2026-03-01', '10:00');
    const worker = await bookableWorker(t);
    const visit = await acceptedVisit(t, worker, {
      date: '2026-03-03',
      start: '09:00',
      hours: 4,
      hourlyRate: 50,
    });
    await payVisit(t, visit);
    t.at('2026-03-03', '14:00');
    await markDone(t, visit);
    const payoutId = await paidOut(t, worker, 150, 'transfer.failed');
    const march = await earnings(worker.cookie, '2026-03');
    expect(march.payouts).toEqual([
      expect.objectContaining({ id: payoutId, amountCents: 0, status: 'failed' }),
    ]);
    expect(march.totals).toMatchObject({ earnedCents: 20_000, paidOutCents: 0 });
    expect([march.balanceCents, march.paidOutToDateCents]).toEqual([20_000, 0]);
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
    expect(payment).toMatchObject({ status: 'success', paidAt: expect.any(String) });
    const [pay, fee] = payment.items;
    expect(pay).toEqual({
      kind: 'visit_pay',
      visitId: visits[4]!.id,
      bookingId: expect.any(String),
      visitDate: '2026-02-04',
      workerName: 'Thandi Nkosi',
      amountCents: 20_000,
      refund: { status: 'processed', amountCents: 20_000 },
    });
    expect(fee).toMatchObject({ kind: 'processing_fee', refund: null });
    expect(payment.amountCents).toBe(20_000 + fee.amountCents);
    // Another household sees only its own payment, nothing refunded.
    const other = (await get(t, otherHousehold.cookie, '/api/me/payments')).json().payments;
    expect(other).toHaveLength(1);
    expect(other[0].items[0]).toMatchObject({
      kind: 'visit_pay',
      visitId: visits[0]!.id,
      amountCents: 16_000,
      refund: null,
    });
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
    // A phone fetches it over costly data, as the payslip (documents.test.ts: under 100 KB).
    expect(zu.rawPayload.byteLength).toBeLessThan(100 * 1024);
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
