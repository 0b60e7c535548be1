// The worker's profile phone, confirmed by a one-time code (issue 15): employers see it only once confirmed, and
// confirming a number takes the verified mark off any reference that came through a review request to it.
import { eq } from 'drizzle-orm';
import { toE164 } from '../../../shared/phone.js';
import { WORKER_PHONE_MESSAGES, type WorkerPhoneConfirmed } from '../../../shared/schemas/worker-phone.js';
import type { Tx } from '../../db/client.js';
import { workers } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { unverifyReferencesFromPhone } from '../review-requests/index.js';

/** The worker row the signed-in user owns, or 404 (asked before any code is sent or checked). */
export async function requireOwnWorkerId(db: Pick<Tx, 'select'>, userId: string): Promise<string> {
  const [row] = await db.select({ id: workers.id }).from(workers).where(eq(workers.userId, userId)).limit(1);
  if (!row) throw notFound(WORKER_PHONE_MESSAGES.noWorkerProfile);
  return row.id;
}

/**
 * Runs in the code's transaction (verifyCode's onVerified): the profile phone becomes `e164`, confirmed now. The
 * number is now hers, so references from requests sent to it are no longer "verified".
 */
export async function confirmProfilePhone(
  tx: Tx,
  workerId: string,
  e164: string,
): Promise<WorkerPhoneConfirmed> {
  const phone = toE164(e164) ?? e164;
  await tx
    .update(workers)
    .set({ phoneNumber: phone, phoneConfirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(workers.id, workerId));
  await unverifyReferencesFromPhone(tx, workerId, phone);
  return { success: true, phoneNumber: phone, phoneConfirmed: true };
}
