// The money pages' rules before any request: a tip or a late fee reaches the worker whole with the fee on top; the
// payout form refuses what the server would (no account, the hold, not an amount, under R50, over her balance) in the
// server's own words; the month picker's months; and which payments the result page treats as a visit's.
import { describe, expect, it } from 'vitest';
import {
  gatewayFeeCents,
  processingFeeCents,
  processingFeeRateOn,
} from '../../../shared/pay/processing-fee.js';
import { EMPLOYMENT_MESSAGES } from '../../../shared/schemas/employment.js';
import { PAYOUT_MESSAGES } from '../../../shared/schemas/payouts.js';
import { chargeOnTop } from './charge.js';
import { recentMonths, southAfricanMonth } from './months.js';
import { payoutRefusal, typedRand } from './payout-refusal.js';
import { isVisitPayment } from './visit-payment-result.js';

const NOW = new Date('2026-11-29T10:00:00Z');
const when = (iso: string) => `at ${iso}`;
const ready = { balanceCents: 18_000, hasAccount: true, heldUntil: null };

describe('chargeOnTop', () => {
  it('passes the tip or fee on whole and adds the fee, so the gateway leaves her all of it', () => {
    const tip = chargeOnTop(5_000, '2026-11-29');
    expect(tip.workerCents).toBe(5_000);
    expect(tip.feeCents).toBe(processingFeeCents(5_000, '2026-11-29'));
    expect(tip.totalCents).toBe(5_000 + tip.feeCents);
    const kept = gatewayFeeCents(tip.totalCents, processingFeeRateOn('2026-11-29'));
    expect(tip.totalCents - kept).toBeGreaterThanOrEqual(5_000);
  });
});

describe('payoutRefusal', () => {
  it('asks for her bank account first, then waits out the hold after a change', () => {
    expect(payoutRefusal('', { ...ready, hasAccount: false }, NOW, when)).toBe(PAYOUT_MESSAGES.noAccount);
    const until = '2026-11-30T09:00:00.000Z';
    expect(payoutRefusal('', { ...ready, heldUntil: until }, NOW, when)).toBe(
      PAYOUT_MESSAGES.onHold(when(until)),
    );
    expect(payoutRefusal('', { ...ready, heldUntil: '2026-11-29T09:00:00.000Z' }, NOW, when)).toBeNull();
  });

  it('takes her whole balance when the amount is empty, and refuses under R50 or over the balance', () => {
    expect(payoutRefusal('', ready, NOW, when)).toBeNull();
    expect(payoutRefusal('50', ready, NOW, when)).toBeNull();
    expect(payoutRefusal('180,00', ready, NOW, when)).toBeNull();
    expect(payoutRefusal('49.99', ready, NOW, when)).toBe(PAYOUT_MESSAGES.minimum('R50'));
    expect(payoutRefusal('180.01', ready, NOW, when)).toBe(PAYOUT_MESSAGES.overBalance('R180.00'));
    expect(payoutRefusal('', { ...ready, balanceCents: 4_000 }, NOW, when)).toBe(
      PAYOUT_MESSAGES.minimum('R50'),
    );
  });

  it('refuses what is not an amount in rand and cents', () => {
    expect(typedRand('abc')).toBeNaN();
    expect(typedRand('  ')).toBeUndefined();
    expect(payoutRefusal('R60', ready, NOW, when)).toBe(EMPLOYMENT_MESSAGES.amount);
    expect(payoutRefusal('60.555', ready, NOW, when)).toBe(EMPLOYMENT_MESSAGES.amount);
  });
});

describe('months', () => {
  it('offers this South African month and the eleven before it, across the new year', () => {
    // 22:30 UTC on 31 December is already 1 January in Johannesburg.
    expect(southAfricanMonth(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01');
    const months = recentMonths('2027-02');
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2027-02', '2027-01', '2026-12']);
    expect(months.at(-1)).toBe('2026-03');
  });
});

describe('isVisitPayment', () => {
  it('knows the ledger’s payment types of visits and nothing else', () => {
    expect(['visit', 'tip', 'late_fee'].every(isVisitPayment)).toBe(true);
    expect(isVisitPayment('registration')).toBe(false);
    expect(isVisitPayment('toString')).toBe(false);
    expect(isVisitPayment(null)).toBe(false);
  });
});
