// A tip's or a late-cancellation fee's charge, shown before the household pays: the amount reaches the worker whole
// and the processing fee is added on top (the fee's one home: shared/pay/processing-fee.ts; the server charges the
// same).
import { processingFeeCents } from '../../../shared/pay/processing-fee.js';

export function chargeOnTop(workerCents: number, today: string) {
  const feeCents = processingFeeCents(workerCents, today);
  return { workerCents, feeCents, totalCents: workerCents + feeCents };
}
