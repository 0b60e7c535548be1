// Server-side sessions: a random id in an httpOnly cookie, only its keyed hash in the database.
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_DEVICE_DAYS, SESSION_IDLE_HOURS } from '../../../shared/constants.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users, workers } from '../../db/schema.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';

export const SESSION_COOKIE = 'wl_session';
const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_MS = SESSION_IDLE_HOURS * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  phoneNumber: string;
  firstName: string | null;
  isAdmin: boolean;
  employerPhoneVerifiedAt: Date | null;
  hasWorkerProfile: boolean;
  workerId: string | null;
}

function sessionLifetimeMs(persistent: boolean): number {
  return persistent ? REMEMBER_DEVICE_DAYS * DAY_MS : IDLE_MS;
}

/** Creates a session and returns the raw id for the cookie. */
export async function createSession(
  db: DbOrTx,
  config: Config,
  userId: string,
  persistent: boolean,
): Promise<{ rawId: string; expiresAt: Date }> {
  const rawId = randomToken(32);
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(persistent));
  await db
    .insert(sessions)
    .values({ idHash: keyedHash(config.secretKey, rawId), userId, persistent, expiresAt });
  return { rawId, expiresAt };
}

function prepareSessionUserQuery(db: DbOrTx) {
  return db
    .select({
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      phoneNumber: users.phoneNumber,
      firstName: users.firstName,
      isAdmin: users.isAdmin,
      employerPhoneVerifiedAt: users.employerPhoneVerifiedAt,
      workerId: workers.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(workers, eq(workers.userId, users.id))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user');
}
/**
 * Every /api request with a cookie runs this lookup, so it is a named prepared statement: built once per database
 * handle, parsed and planned once per connection (measured in docs/decisions/0035-knn-worker-search.md).
 */
const sessionUserQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareSessionUserQuery>>();

/** Finds the live session's user; expired or idle-timed-out sessions count as none. */
export async function findSessionUser(
  db: DbOrTx,
  config: Config,
  rawId: string,
): Promise<{ user: SessionUser; persistent: boolean; idHash: string; lastSeenAt: Date } | null> {
  const idHash = keyedHash(config.secretKey, rawId);
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUserQuery(db);
    sessionUserQueries.set(db, query);
  }
  const rows = await query.execute({ idHash });
  const row = rows[0];
  if (!row) return null;
  const { persistent, lastSeenAt, workerId, ...user } = row;
  return { user: { ...user, workerId, hasWorkerProfile: workerId !== null }, persistent, idHash, lastSeenAt };
}

/** Slides the expiry forward: 'refresh' and every authenticated request keep a live session alive. */
export async function touchSession(db: DbOrTx, idHash: string, persistent: boolean): Promise<Date> {
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(persistent));
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: new Date() })
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`)));
  return expiresAt;
}

/** Touches at most every few minutes: one write per request would be wasteful. */
const KEEP_ALIVE_EVERY_MS = 5 * 60 * 1000;

/**
 * A browser-session sign-in ends after 12 h without activity: any authenticated request counts as activity,
 * not only the refresh on page load (a single-page app may go hours without a reload).
 */
export async function keepSessionAlive(
  db: DbOrTx,
  found: { persistent: boolean; idHash: string; lastSeenAt: Date },
): Promise<void> {
  if (found.persistent || Date.now() - found.lastSeenAt.getTime() < KEEP_ALIVE_EVERY_MS) return;
  await touchSession(db, found.idHash, false);
}

export async function deleteSession(db: DbOrTx, config: Config, rawId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, keyedHash(config.secretKey, rawId)));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`)));
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  rawId: string,
  persistent: boolean,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, rawId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    // Without 'remember this device' the cookie lives for the browser session; the server also expires it.
    ...(persistent ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
  });
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length > 0 ? value : undefined;
}
