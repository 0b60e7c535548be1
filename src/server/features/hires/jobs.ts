// The hires' jobs: requests expire after HIRE_EXPIRY_DAYS, and the worker is reminded a day before.
import { defineJob } from '../../jobs/define.js';
import { expireHiresKind, hireExpiringKind } from './job-kinds.js';
import { remindExpiringHire } from './notifications.js';
import { expireDueHires } from './service.js';

export const hireJobs = [
  defineJob({
    ...expireHiresKind,
    async run(_payload, { database, config }) {
      await expireDueHires(database.db, config.publicUrl);
    },
  }),
  defineJob({
    ...hireExpiringKind,
    async run({ hireId }, { database }) {
      await remindExpiringHire(database.db, hireId);
    },
  }),
];
