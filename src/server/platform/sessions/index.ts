// Sessions, the public face: the cookie, the lookup every request makes, and the SQL a route that checks the
// session in its own round trip needs (the worker search, decision 0083).

export { sessionJobs } from './jobs.js';
export {
  clearSessionCookie,
  createSession,
  deleteSession,
  findSessionUser,
  keepSessionAlive,
  type LiveSession,
  type LiveSessionRow,
  liveSessionFromArray,
  liveSessionFromRow,
  liveSessionSql,
  liveSessionStateSql,
  PURGE_SESSIONS_JOB,
  purgeSessionsKey,
  readSessionCookie,
  SESSION_COOKIE,
  type SessionUser,
  sessionHashLiteral,
  sessionIdHash,
  setSessionCookie,
  touchSession,
} from './session.js';
