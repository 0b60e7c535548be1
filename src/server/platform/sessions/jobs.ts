// The sessions' job: expired rows go, once a day at most (the day's first sign-in queues it).
import { defineJob } from '../../jobs/define.js';
import { deleteExpiredSessions, purgeSessionsKind } from './session.js';

export const sessionJobs = [
  defineJob({ ...purgeSessionsKind, run: (_payload, { database }) => deleteExpiredSessions(database.db) }),
];
