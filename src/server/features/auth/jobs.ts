// The auth feature's job: spent and expired one-time codes go (the day's first code queues that day's purge).
import { defineJob } from '../../jobs/define.js';
import { deleteDeadCodes, purgeCodesKind } from './otp-service.js';

export const authJobs = [
  defineJob({ ...purgeCodesKind, run: (_payload, { database }) => deleteDeadCodes(database.db) }),
];
