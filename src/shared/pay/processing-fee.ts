// The card processing fee a household pays on top of the worker's pay, so that she receives 100% of it (issue 34,
// decision 0345). Paystack's South African price for local transactions, dated like the minimum wage: 2.9% + R1.00
// per transaction, VAT exclusive, and Paystack charges 15% VAT on its fee as a South African VAT vendor (Paystack
// support, "Transactions pricing" and "Compliance requirements for South Africa"; EFT is priced the same).

export interface ProcessingFeeRate {
  /** The first South African date a charge is priced with this row. */
  from: string;
  /** The percentage part in basis points (2.9% = 290). */
  basisPoints: number;
  /** The fixed part per transaction, in cents. */
  flatCents: number;
  /** VAT on the fee in basis points (15% = 1500). */
  vatBasisPoints: number;
  source: string;
}

export const PROCESSING_FEE_RATES: readonly ProcessingFeeRate[] = [
  {
    from: '2024-01-01',
    basisPoints: 290,
    flatCents: 100,
    vatBasisPoints: 1500,
    source: 'Paystack, Transactions pricing, South Africa (ZAR), local: 2.9% + R1.00, VAT exclusive; VAT 15%',
  },
];

export function processingFeeRateOn(date: string): ProcessingFeeRate {
  let rate = PROCESSING_FEE_RATES[0];
  for (const row of PROCESSING_FEE_RATES) if (row.from <= date) rate = row;
  if (!rate) throw new Error('no processing fee rate');
  return rate;
}

/** What Paystack keeps of a charge of `totalCents`: (rate x total + flat) plus VAT, rounded up to the cent. */
export function gatewayFeeCents(totalCents: number, rate: ProcessingFeeRate): number {
  // In hundred-thousandths of a cent: basis points (1/10,000) times VAT basis points (1/10,000) stay whole.
  const scaled = (totalCents * rate.basisPoints + rate.flatCents * 10_000) * (10_000 + rate.vatBasisPoints);
  return Math.ceil(scaled / 100_000_000);
}

/**
 * The fee added to `payCents` so that what Paystack leaves of the total is at least the pay: the smallest total
 * whose gateway fee fits in (total - pay). Computed from the closed form, then corrected by a cent at most.
 */
export function processingFeeCents(payCents: number, date: string): number {
  if (payCents <= 0) return 0;
  const rate = processingFeeRateOn(date);
  const keep = 1 - (rate.basisPoints / 10_000) * (1 + rate.vatBasisPoints / 10_000);
  const flat = (rate.flatCents * (10_000 + rate.vatBasisPoints)) / 10_000;
  let total = Math.ceil((payCents + flat) / keep);
  while (total - gatewayFeeCents(total, rate) < payCents) total += 1;
  while (total - 1 - gatewayFeeCents(total - 1, rate) >= payCents) total -= 1;
  return total - payCents;
}
