import { describe, expect, it } from 'vitest';
import { gatewayFeeCents, processingFeeCents, processingFeeRateOn } from './processing-fee.js';

describe('processing fee (decision 0345)', () => {
  const rate = processingFeeRateOn('2026-02-03');

  it("matches Paystack's own worked example: R34.50 on R1,000", () => {
    expect(gatewayFeeCents(100_000, rate)).toBe(3_450);
  });

  it('leaves the worker 100% of her pay, and no more than a cent over', () => {
    for (const pay of [100, 12_092, 18_000, 24_184, 50_000, 123_457]) {
      const fee = processingFeeCents(pay, '2026-02-03');
      const total = pay + fee;
      expect(total - gatewayFeeCents(total, rate)).toBeGreaterThanOrEqual(pay);
      expect(total - 1 - gatewayFeeCents(total - 1, rate)).toBeLessThan(pay);
    }
    expect(processingFeeCents(0, '2026-02-03')).toBe(0);
  });

  it('is R6.71 on a four-hour visit at R40 an hour (R160)', () => {
    expect(processingFeeCents(16_000, '2026-02-03')).toBe(671);
  });
});
