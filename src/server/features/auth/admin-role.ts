// Granting and revoking the admin role by phone number (used by `npm run admin`); every change is audited.
import { eq } from 'drizzle-orm';
import { toE164 } from '../../../shared/phone.js';
import { INVALID_PHONE_MESSAGE } from '../../../shared/schemas/auth.js';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { badRequest } from '../../lib/http-error.js';

export type AdminChange = 'granted' | 'revoked' | 'unchanged' | 'no-such-user';

/**
 * Grants the role, creating the user when the number has never signed in (it is admin from its first sign-in),
 * or revokes it. Note: numbers in ADMIN_PHONES get the role back at their next sign-in.
 */
export async function setAdminRole(db: Db, phoneNumber: string, isAdmin: boolean): Promise<AdminChange> {
  const e164 = toE164(phoneNumber);
  if (!e164) throw badRequest(INVALID_PHONE_MESSAGE);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.phoneNumber, e164))
      .for('update');
    if (!existing && !isAdmin) return 'no-such-user';
    if (existing?.isAdmin === isAdmin) return 'unchanged';
    let userId = existing?.id;
    if (existing) {
      await tx.update(users).set({ isAdmin }).where(eq(users.id, existing.id));
    } else {
      const [created] = await tx
        .insert(users)
        .values({ phoneNumber: e164, isAdmin: true })
        .returning({ id: users.id });
      userId = created!.id;
    }
    await tx.insert(auditLog).values({
      actorUserId: null,
      action: isAdmin ? 'admin.grant' : 'admin.revoke',
      subjectType: 'user',
      subjectId: userId!,
      details: { via: 'cli' },
    });
    return isAdmin ? 'granted' : 'revoked';
  });
}

export async function listAdmins(db: Db): Promise<{ phoneNumber: string; firstName: string | null }[]> {
  return db
    .select({ phoneNumber: users.phoneNumber, firstName: users.firstName })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.phoneNumber);
}
