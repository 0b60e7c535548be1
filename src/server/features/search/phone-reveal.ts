// POST /api/workers/:id/phone, the Contact dialog's number (issue 31, decision 0287). Any signed-in account could
// read every worker's number from her profile (243 in 8 s); the spec's dialog still shows it, now to an employer
// whose own phone is verified, counted per distinct worker a South African day, within the plan's daily limit.
import { eq } from 'drizzle-orm';
import { PHONE_REVEALS_PER_DAY } from '../../../shared/constants.js';
import { HIRE_MESSAGES } from '../../../shared/schemas/hire-texts.js';
import { PHONE_REVEAL_MESSAGES, type PhoneReveal } from '../../../shared/schemas/phone-reveal.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { recordReveal, revealedToday, revealsToday } from '../../domain/phone-reveals.js';
import { hasActiveSubscription } from '../../domain/subscription.js';
import { shownWorkerPhone } from '../../domain/visibility.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { visibleWorker } from './profile.js';

export async function revealWorkerPhone(
  db: Db,
  workerId: string,
  viewerUserId: string,
  now: Date = new Date(),
): Promise<PhoneReveal> {
  const visible = await visibleWorker(db, workerId, viewerUserId);
  if (!visible) throw notFound(HIRE_MESSAGES.workerNotFound);
  const phoneNumber = shownWorkerPhone(visible.worker, visible.signInPhone);
  // Her own number, and the number of a worker who accepted this employer's hire, are not reveals.
  if (visible.isOwnProfile || visible.viewerHires.some((h) => h.addressVisible)) {
    return { phoneNumber, revealsLeftToday: null };
  }
  return db.transaction(async (tx) => {
    // The viewer's row locked: one account's reveals are counted one at a time, so parallel opens cannot race.
    const [viewer] = await tx
      .select({ verifiedAt: users.employerPhoneVerifiedAt })
      .from(users)
      .where(eq(users.id, viewerUserId))
      .for('no key update');
    if (!viewer?.verifiedAt) {
      throw new HttpError(403, PHONE_REVEAL_MESSAGES.phoneNotVerified, { requiresPhoneVerification: true });
    }
    const subscribed = await hasActiveSubscription(tx, viewerUserId, now);
    const limit = subscribed ? PHONE_REVEALS_PER_DAY.subscribed : PHONE_REVEALS_PER_DAY.free;
    const used = await revealsToday(tx, viewerUserId, now);
    if (await revealedToday(tx, viewerUserId, workerId, now)) {
      return { phoneNumber, revealsLeftToday: Math.max(0, limit - used) };
    }
    if (used >= limit) {
      if (subscribed) throw new HttpError(429, PHONE_REVEAL_MESSAGES.dailyLimitSubscribed, { limit });
      throw new HttpError(429, PHONE_REVEAL_MESSAGES.dailyLimitFree, { limit, requiresSubscription: true });
    }
    await recordReveal(tx, viewerUserId, workerId, now);
    return { phoneNumber, revealsLeftToday: limit - used - 1 };
  });
}
