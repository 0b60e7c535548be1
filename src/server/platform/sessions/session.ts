// Server-side sessions: a random id in an httpOnly cookie, only its keyed hash in the database.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { DAY_MS, REMEMBER_DEVICE_DAYS, SESSION_IDLE_HOURS } from '../../../shared/constants.js';
import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.js';
import type { Config } from '../../config.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { sqlText } from '../../db/sql-literal.js';
import { enqueueJob, jobKind } from '../../jobs/define.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';

export const SESSION_COOKIE = 'wl_session';

const IDLE_MS = SESSION_IDLE_HOURS * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  phoneNumber: string;
  firstName: string | null;
  isAdmin: boolean;
  employerPhoneVerifiedAt: Date | null;
  hasWorkerProfile: boolean;
  workerId: string | null;
  /** The saved language, when the person has one (issue 17). */
  language: LanguageCode | null;
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
  await db.insert(sessions).values({ idHash: sessionIdHash(config, rawId), userId, persistent, expiresAt });
  // Expired rows would otherwise stay for ever: the day's first sign-in queues that day's purge.
  await enqueueJob(db, purgeSessionsKind, {}, { dedupeKey: purgeSessionsKey(new Date()) });
  return { rawId, expiresAt };
}

export const PURGE_SESSIONS_JOB = 'sessions.purge';
export const purgeSessionsKind = jobKind(PURGE_SESSIONS_JOB, z.object({}));

/** One purge a (UTC) day at most, however many people sign in. */
export function purgeSessionsKey(day: Date): string {
  return `${PURGE_SESSIONS_JOB}:${day.toISOString().slice(0, 10)}`;
}

/** The keyed hash of a session id: all the database ever holds of it. */
export function sessionIdHash(config: Config, rawId: string): string {
  return keyedHash(config.secretKey, rawId);
}

/** keyedHash answers lower-case hex; anything else is refused before it becomes a literal (db/sql-literal.ts). */
export function sessionHashLiteral(idHash: string): string {
  if (!/^[0-9a-f]{64}$/.test(idHash)) throw new Error('not a session hash');
  return sqlText(idHash);
}

/** What makes a session live, for the session row `s` and `idHash` as SQL ($1 or a sessionHashLiteral). */
const liveSessionCondition = (idHash: string) => `s.id_hash = ${idHash} AND s.expires_at > now()`;

/**
 * What a route that checks the session inside its own round trip needs: whether it is live and when to slide it.
 * Sessions only, no join: planning a join with the workers table (two dozen indexes) cost PostgreSQL 0.28 ms per
 * search against 0.1 ms for this and the condition below (pgbench, decision 0083).
 */
export function liveSessionStateSql(idHash: string, extraColumns?: string): string {
  const columns = `s.persistent, s.last_seen_at, s.user_id${extraColumns ? `, ${extraColumns}` : ''}`;
  return `SELECT ${columns} FROM sessions s WHERE ${liveSessionCondition(idHash)}`;
}

/**
 * The session condition alone, for a query that must read nothing without a live session; `andAlso` is a further
 * condition on the session row `s` (e.g. its user's subscription).
 */
export function liveSessionSql(idHash: string, andAlso?: string): string {
  return `EXISTS (SELECT 1 FROM sessions s WHERE ${liveSessionCondition(idHash)}${andAlso ? ` AND ${andAlso}` : ''})`;
}

export interface LiveSessionRow {
  persistent: boolean;
  last_seen_at: Date;
}

export interface LiveSession {
  persistent: boolean;
  idHash: string;
  lastSeenAt: Date;
}

export function liveSessionFromRow(row: LiveSessionRow | undefined, idHash: string): LiveSession | null {
  return row ? { persistent: row.persistent, idHash, lastSeenAt: row.last_seen_at } : null;
}

/** The same from liveSessionStateSql's row read as an array (`Database.scriptArrays`): its first two columns. */
export function liveSessionFromArray(
  row: readonly unknown[] | undefined,
  idHash: string,
): LiveSession | null {
  return row ? { persistent: row[0] as boolean, idHash, lastSeenAt: row[1] as Date } : null;
}

const SESSION_USER_SQL = `SELECT s.persistent, s.last_seen_at, u.id, u.phone_number, u.first_name, u.is_admin,
  u.employer_phone_verified_at, u.language, w.id AS worker_id
FROM sessions s
JOIN users u ON u.id = s.user_id
LEFT JOIN workers w ON w.user_id = u.id
WHERE ${liveSessionCondition('$1')}
LIMIT 1`;

interface SessionUserRow extends LiveSessionRow {
  id: string;
  phone_number: string;
  first_name: string | null;
  is_admin: boolean;
  employer_phone_verified_at: Date | null;
  worker_id: string | null;
  language: string | null;
}

/**
 * Finds the live session's user; expired or idle-timed-out sessions count as none. Every /api request with a cookie
 * runs this, so it is a named prepared statement: parsed and planned once per connection (decision 0035).
 */
export async function findSessionUser(
  database: Database,
  config: Config,
  rawId: string,
): Promise<(LiveSession & { user: SessionUser }) | null> {
  const idHash = sessionIdHash(config, rawId);
  const [row] = await database.named<SessionUserRow>('session_user', SESSION_USER_SQL, [idHash]);
  const session = liveSessionFromRow(row, idHash);
  if (!row || !session) return null;
  return {
    ...session,
    user: {
      id: row.id,
      phoneNumber: row.phone_number,
      firstName: row.first_name,
      isAdmin: row.is_admin,
      employerPhoneVerifiedAt: row.employer_phone_verified_at,
      workerId: row.worker_id,
      hasWorkerProfile: row.worker_id !== null,
      language: isLanguageCode(row.language) ? row.language : null,
    },
  };
}

/**
 * Slides the expiry forward: 'refresh' and every authenticated request keep a live session alive, but never past
 * REMEMBER_DEVICE_DAYS from sign-in (the spec's "remember device"), however often it is used.
 */
export async function touchSession(db: DbOrTx, idHash: string, persistent: boolean): Promise<Date> {
  const slid = new Date(Date.now() + sessionLifetimeMs(persistent));
  const [row] = await db
    .update(sessions)
    .set({
      expiresAt: sql`least(${slid.toISOString()}::timestamptz, ${sessions.createdAt} + make_interval(days => ${REMEMBER_DEVICE_DAYS}))`,
      lastSeenAt: new Date(),
    })
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`)))
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt ?? slid;
}

/** Touches at most every few minutes: one write per request would be wasteful. */
const KEEP_ALIVE_EVERY_MS = 5 * 60 * 1000;

/**
 * A browser-session sign-in ends after 12 h without activity: any authenticated request counts as activity,
 * not only the refresh on page load (a single-page app may go hours without a reload).
 */
export async function keepSessionAlive(db: DbOrTx, found: LiveSession): Promise<void> {
  if (found.persistent || Date.now() - found.lastSeenAt.getTime() < KEEP_ALIVE_EVERY_MS) return;
  await touchSession(db, found.idHash, false);
}

export async function deleteSession(db: DbOrTx, config: Config, rawId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sessionIdHash(config, rawId)));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
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
