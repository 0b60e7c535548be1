// The employer side of an account: the phone verification that unlocks hiring, and the status /api/employer/me shows.
import { eq } from 'drizzle-orm';
import { FREE_HIRES_PER_MONTH } from '../../../shared/constants.js';
import { toE164 } from '../../../shared/phone.js';
import {
  EMPLOYER_MESSAGES,
  type EmployerStatus,
  type NextHireState,
} from '../../../shared/schemas/employer.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest, unauthorized } from '../../lib/http-error.js';
import { monthlyUsage } from '../hires/index.js';
import { currentSubscription } from './subscription.js';

/**
 * The number to verify must be the one the account signed in with (decision 0063): it is the number workers
 * are given once they accept, so it has to be the employer's own.
 */
export function assertOwnPhone(accountPhone: string, phoneNumber: string): string {
  const e164 = toE164(phoneNumber);
  if (!e164) throw badRequest(EMPLOYER_MESSAGES.invalidPhone, { field: 'phoneNumber' });
  if (e164 !== accountPhone) throw badRequest(EMPLOYER_MESSAGES.notOwnPhone, { field: 'phoneNumber' });
  return e164;
}

/** Marks the employer's phone verified (inside the transaction that consumes the code). */
export async function markPhoneVerified(tx: Tx, userId: string, companyName: string | null | undefined) {
  const name = companyName?.trim();
  await tx
    .update(users)
    .set({ employerPhoneVerifiedAt: new Date(), ...(name ? { companyName: name } : {}) })
    .where(eq(users.id, userId));
}

export async function getEmployerStatus(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<EmployerStatus> {
  const [user] = await db
    .select({ verifiedAt: users.employerPhoneVerifiedAt, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const [subscription, usage] = await Promise.all([
    currentSubscription(db, userId, now),
    monthlyUsage(db, userId, now),
  ]);
  const hasActiveSubscription = subscription !== null;
  const phoneVerified = user.verifiedAt !== null;
  const freeHiresLeft = Math.max(0, FREE_HIRES_PER_MONTH - usage.freeHiresUsed);
  // The same order as createHire's refusals: verification, then the quota.
  const nextHire: NextHireState = !phoneVerified
    ? 'needsPhoneVerification'
    : hasActiveSubscription
      ? 'subscribed'
      : freeHiresLeft > 0
        ? 'free'
        : 'needsSubscription';
  return {
    phoneVerified,
    companyName: user.companyName,
    hasActiveSubscription,
    monthlyHireCount: hasActiveSubscription ? usage.totalHires : usage.freeHiresUsed,
    freeHiresUsed: usage.freeHiresUsed,
    freeHireLimit: FREE_HIRES_PER_MONTH,
    freeHiresLeft,
    nextHire,
    month: usage.month,
    subscription,
  };
}
