// A tip's charge, shown before the household pays: the tip reaches the worker whole and the processing fee is added
// on top (the fee's one home: shared/pay/processing-fee.ts; the server charges the same).
import { processingFeeCents } from '../../../shared/pay/processing-fee.js';

export function tipCharge(tipCents: number, today: string) {
  const feeCents = processingFeeCents(tipCents, today);
  return { workerCents: tipCents, feeCents, totalCents: tipCents + feeCents };
}
