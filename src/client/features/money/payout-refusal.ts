// What the payout form can tell her before asking the server, with the server's own rules and texts
// (shared/pay/payout-rules.ts, PAYOUT_MESSAGES): no bank account yet, the hold after a change, not an amount, under
// the minimum, over her balance. Answers the English shared message (translated where it is shown), or null.
import { formatRand } from '../../../shared/constants.js';
import { hasWholeCents, randToCents } from '../../../shared/pay/money.js';
import { PAYOUT_MINIMUM_CENTS } from '../../../shared/pay/payout-rules.js';
import { EMPLOYMENT_MESSAGES } from '../../../shared/schemas/employment-messages.js';
import { PAYOUT_MESSAGES } from '../../../shared/schemas/payout-messages.js';

/** The typed amount in rand (a comma taken as the decimal mark), undefined when empty, NaN when not a number. */
export function typedRand(typed: string): number | undefined {
  const text = typed.trim().replace(',', '.');
  if (text === '') return undefined;
  return /^\d+(\.\d*)?$/.test(text) ? Number(text) : Number.NaN;
}

export interface PayoutState {
  balanceCents: number;
  hasAccount: boolean;
  /** Payouts wait until then after her account changed (ISO time), or null. */
  heldUntil: string | null;
}

export function payoutRefusal(
  typed: string,
  state: PayoutState,
  now: Date,
  formatWhen: (iso: string) => string,
): string | null {
  if (!state.hasAccount) return PAYOUT_MESSAGES.noAccount;
  if (state.heldUntil && new Date(state.heldUntil).getTime() > now.getTime()) {
    return PAYOUT_MESSAGES.onHold(formatWhen(state.heldUntil));
  }
  const rand = typedRand(typed);
  if (Number.isNaN(rand) || (rand !== undefined && !hasWholeCents(rand))) return EMPLOYMENT_MESSAGES.amount;
  const cents = rand === undefined ? state.balanceCents : randToCents(rand);
  if (cents < PAYOUT_MINIMUM_CENTS) return PAYOUT_MESSAGES.minimum(formatRand(PAYOUT_MINIMUM_CENTS));
  if (cents > state.balanceCents) {
    return PAYOUT_MESSAGES.overBalance(formatRand(state.balanceCents, { decimals: true }));
  }
  return null;
}
