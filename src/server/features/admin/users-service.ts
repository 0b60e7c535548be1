// The console's users: find by phone or name, suspend with a reason, lift (issue 20). What a suspension does
// (sessions end, sign-in refused, listing out of search) is domain/suspension.ts; this adds the admin's rules and
// the audit entry.
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { toE164 } from '../../../shared/phone.js';
import { ADMIN_LIST_LIMIT, ADMIN_MESSAGES, type AdminUser } from '../../../shared/schemas/admin.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { reports, users, workers } from '../../db/schema.js';
import { setSuspension } from '../../domain/suspension.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import { setEmployerJobPostsHidden } from '../job-posts/index.js';
import { lowRatedEmployers } from '../reviews/index.js';
import { containsPattern, recordAudit } from './audit.js';

/** A phone in any form finds its number; digits alone find numbers containing them; anything else, names. */
function userMatch(q: string): SQL | undefined {
  if (!q) return undefined;
  const e164 = toE164(q);
  if (e164) return eq(users.phoneNumber, e164);
  const digits = q.replace(/[\s()-]/g, '');
  if (/^\+?\d{3,}$/.test(digits)) {
    // 082 123 → '82123' inside '+2782123...': a national number without its leading 0.
    return ilike(users.phoneNumber, containsPattern(digits.replace(/^\+?27|^0/, '')));
  }
  const pattern = containsPattern(q);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.companyName, pattern),
    ilike(workers.fullName, pattern),
  );
}

async function findUsers(db: DbOrTx, q: string, ids?: string[]): Promise<AdminUser[]> {
  const rows = await db
    .select({ user: users, workerId: workers.id, workerName: workers.fullName })
    .from(users)
    .leftJoin(workers, eq(workers.userId, users.id))
    .where(and(userMatch(q), ids ? inArray(users.id, ids) : undefined))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_LIST_LIMIT);
  const open = rows.length
    ? await db
        .select({ userId: reports.subjectUserId, n: count() })
        .from(reports)
        .where(
          and(
            eq(reports.status, 'open'),
            inArray(
              reports.subjectUserId,
              rows.map((r) => r.user.id),
            ),
          ),
        )
        .groupBy(reports.subjectUserId)
    : [];
  const openBy = new Map(open.map((o) => [o.userId, o.n]));
  const lowRated = await lowRatedEmployers(
    db,
    rows.map((r) => r.user.id),
  );
  return rows.map(({ user, workerId, workerName }) => ({
    id: user.id,
    phoneNumber: user.phoneNumber,
    firstName: user.firstName,
    companyName: user.companyName,
    workerId,
    workerName,
    isAdmin: user.isAdmin,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspensionReason: user.suspensionReason,
    openReports: openBy.get(user.id) ?? 0,
    lowRatingFlag: lowRated.has(user.id),
    createdAt: user.createdAt.toISOString(),
  }));
}

/** The search itself is audited: it shows phone numbers. */
export async function searchUsers(db: Db, admin: SessionUser, q: string): Promise<AdminUser[]> {
  return db.transaction(async (tx) => {
    const found = await findUsers(tx, q);
    await recordAudit(tx, admin, {
      action: 'admin.users.searched',
      subjectType: 'users',
      subjectId: q || '*',
      details: { results: found.length },
    });
    return found;
  });
}

async function oneUser(tx: DbOrTx, userId: string): Promise<AdminUser> {
  const [found] = await findUsers(tx, '', [userId]);
  if (!found) throw notFound(ADMIN_MESSAGES.userNotFound);
  return found;
}

/** Suspends in the caller's transaction (the reports queue's action shares it) and records it. */
export async function suspendUserIn(
  tx: DbOrTx,
  admin: SessionUser,
  userId: string,
  reason: string,
  via?: { reportId: string },
): Promise<void> {
  if (!isUuid(userId)) throw notFound(ADMIN_MESSAGES.userNotFound);
  if (userId === admin.id) throw badRequest(ADMIN_MESSAGES.ownAccount);
  if (!(await setSuspension(tx, userId, { reason }))) throw notFound(ADMIN_MESSAGES.userNotFound);
  // Their job posts leave every list with them (features/job-posts hides them from all but their employer).
  const jobsHidden = await setEmployerJobPostsHidden(tx, userId, true);
  await recordAudit(tx, admin, {
    action: 'user.suspended',
    subjectType: 'user',
    subjectId: userId,
    details: { reason, jobsHidden, ...(via ? { reportId: via.reportId } : {}) },
  });
}

export async function suspendUser(db: Db, admin: SessionUser, userId: string, reason: string) {
  return db.transaction(async (tx) => {
    await suspendUserIn(tx, admin, userId, reason);
    return oneUser(tx, userId);
  });
}

export async function unsuspendUser(db: Db, admin: SessionUser, userId: string): Promise<AdminUser> {
  if (!isUuid(userId)) throw notFound(ADMIN_MESSAGES.userNotFound);
  return db.transaction(async (tx) => {
    const before = await oneUser(tx, userId);
    await setSuspension(tx, userId, null);
    const jobsShown = before.suspendedAt ? await setEmployerJobPostsHidden(tx, userId, false) : 0;
    await recordAudit(tx, admin, {
      action: 'user.unsuspended',
      subjectType: 'user',
      subjectId: userId,
      details: { suspendedAt: before.suspendedAt, reason: before.suspensionReason, jobsShown },
    });
    return oneUser(tx, userId);
  });
}
